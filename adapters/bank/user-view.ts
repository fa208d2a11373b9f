/** Shapes a user for the API: the specification's field names, money as exact decimals plus minor units. */
import { toDecimalString } from '../../domain/money/money.ts';
import { backOfficeCapability } from '../../domain/staff/roles.ts';
import type { Session } from '../../domain/session/session.ts';
import type { User } from '../../domain/user/state.ts';

export function userResponse(user: User) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.profile.firstName,
    last_name: user.profile.lastName,
    phone: user.profile.phone,
    address: user.profile.address,
    city: user.profile.city,
    state: user.profile.state,
    zip_code: user.profile.zipCode,
    account_number: user.accountNumber,
    account_type: 'Savings',
    account_balance: toDecimalString(user.balances.USD, 'USD'),
    account_balance_minor: user.balances.USD,
    bitcoin_balance: toDecimalString(user.balances.BTC, 'BTC'),
    bitcoin_balance_minor: user.balances.BTC,
    role: user.role,
    status: user.status,
    /** Frozen by the bank (admin Accounts): the customer must see it on their dashboard (issue 13). */
    account_frozen: user.frozen,
    preferences: user.preferences,
    cards: user.cards.map((card) => ({ id: card.cardId, brand: card.brand, type: card.kind, holder: card.holder, number: `**** **** **** ${card.last4}`, expiry: card.expiry })),
    created_at: user.createdAt,
    back_office: backOfficeCapability(user.role),
  };
}

export function sessionResponse(session: Session, currentSessionId: string) {
  return {
    id: session.id,
    session_token: `${session.id.slice(0, 8)}…`,
    device_info: session.deviceInfo,
    ip_address: session.ip,
    last_activity: session.lastActivity,
    created_at: session.createdAt,
    current: session.id === currentSessionId,
  };
}
