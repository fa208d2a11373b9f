/**
 * The SMS receipts reactor (issue 29 item 5): every cash repayment or deposit staff record sends
 * the member a text within moments (amount, new balance or what is still owed, the officer's
 * name, a reference; domain/sms/receipt-text.ts), so members check their officers. The text is
 * recorded on its `sms-<id>` stream (id from the source event) before it is sent, so a replay
 * texts nothing twice (adapters/bank/sms-service.ts).
 *
 * Which events are cash received, and what their receipt says, is `RECEIPTS` below, in one place.
 * To add a kind (the collection sheet's posted lines): add the event type as a key of RECEIPTS,
 * its function answering the member, the kind (domain/sms/receipt-text.ts ReceiptKind, with its
 * words), the amount, the officer, the reference and what the balance shown is (`savings`: the
 * member's USD balance just after the event; `owed`: a figure the event carries), or null when
 * this event is not cash received. Nothing else changes.
 */
import type { BankEvent } from '../../domain/catalogue.ts';
import { receiptText, type ReceiptKind } from '../../domain/sms/receipt-text.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { Language } from '../../domain/i18n/language.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { textMember, type SmsRequest } from '../bank/sms-service.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { RecordedEvent } from '../store/types.ts';
import { balancesAt } from './money-alerts.ts';
import type { Reactor } from './reactor.ts';

interface ReceiptFacts {
  userId: string;
  kind: ReceiptKind;
  amount: number;
  officerName: string;
  reference: string;
  balance: { of: 'savings' } | { of: 'owed'; amount: number };
}

const USER_PREFIX = 'user-';
const userOf = (event: RecordedEvent): string => event.streamId.slice(USER_PREFIX.length);
const staffName = (view: BankView, id: string): string => {
  const staff = view.users.get(id);
  return staff ? `${staff.profile.firstName} ${staff.profile.lastName}`.trim() : '';
};

type ReceiptOf = (event: RecordedEvent, decoded: BankEvent, view: BankView) => ReceiptFacts | null;

/** Every event that is cash a member handed to staff, and its receipt. */
const RECEIPTS: Record<string, ReceiptOf> = {
  // A customer's cash deposit instruction, confirmed by staff when the cash arrived.
  DepositConfirmed: (event, decoded, view) => {
    if (decoded.type !== 'DepositConfirmed' || decoded.data.method !== 'cash' || decoded.data.currency !== 'USD') return null;
    const userId = userOf(event);
    const reference = view.users.get(userId)?.deposits[decoded.data.depositId]?.reference ?? decoded.data.depositId;
    return { userId, kind: 'cash_deposit', amount: decoded.data.amount, officerName: staffName(view, decoded.data.by), reference, balance: { of: 'savings' } };
  },
  // A deposit staff posted in the back office: cash paid in at the branch (domain/admin/journal.ts, from bank:cash).
  AdminTransactionPosted: (event, decoded) => {
    if (decoded.type !== 'AdminTransactionPosted' || decoded.data.kind !== 'deposit' || decoded.data.status !== 'completed' || decoded.data.currency !== 'USD') return null;
    return { userId: userOf(event), kind: 'cash_deposit', amount: decoded.data.amount, officerName: decoded.data.byName, reference: decoded.data.reference || decoded.data.transactionId, balance: { of: 'savings' } };
  },
  // A loan repayment staff record (the collection sheet, next): add it here with kind 'loan_repayment' and balance { of: 'owed', amount }.
};

export const SMS_RECEIPT_EVENTS: ReadonlySet<string> = new Set(Object.keys(RECEIPTS));

/** The demo seed's history (adapters/bank/demo-seed.ts) is not news to text. */
const fromDemoSeed = (event: RecordedEvent): boolean => event.metadata.requestId === 'demo-seed';

interface Loaded {
  /** Each receipt's text request, by the position of the event it answers. */
  requests: Map<number, SmsRequest>;
}

async function load(ctx: BankContext, events: readonly RecordedEvent[]): Promise<Loaded> {
  const view = await ctx.live.catchUp();
  const requests = new Map<number, SmsRequest>();
  const languages = new Map<string, Language>();
  for (const event of events) {
    const receiptOf = RECEIPTS[event.type];
    if (!receiptOf || !event.streamId.startsWith(USER_PREFIX) || fromDemoSeed(event)) continue;
    const facts = receiptOf(event, decodeEvent(event), view);
    if (!facts) continue;
    // The balance just after this event, whatever moved since (money-alerts.ts walks the log back the same way).
    const balance = facts.balance.of === 'owed' ? facts.balance.amount : ((await balancesAt(ctx, [facts.userId], event.position)).get(facts.userId) ?? 0);
    const language = languages.get(facts.userId) ?? (await languageOfCustomer(ctx, facts.userId));
    languages.set(facts.userId, language);
    const text = receiptText(language, { kind: facts.kind, amount: facts.amount, balance, officerName: facts.officerName, reference: facts.reference });
    const source = `${event.streamId}@${event.version}`;
    requests.set(event.position, { messageId: `receipt-${source}`, userId: facts.userId, purpose: 'receipt', text, source });
  }
  return { requests };
}

export const smsReceiptsReactor: Reactor<BankContext, Loaded, SmsRequest> = {
  name: 'sms-receipts',
  eventTypes: SMS_RECEIPT_EVENTS,
  load,
  decide: (loaded, event) => {
    const request = loaded.requests.get(event.position);
    return request ? [request] : [];
  },
  effect: async (ctx, request) => {
    await textMember(ctx, request);
  },
};
