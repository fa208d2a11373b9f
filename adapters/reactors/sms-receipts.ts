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
import { customerAccount } from '../../domain/ledger/accounts.ts';
import type { Language } from '../../domain/i18n/language.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { textMember, type SmsRequest } from '../bank/sms-service.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { RecordedEvent } from '../store/types.ts';
import { balancesAt, ownEventsBetween, postedTo } from './money-alerts.ts';
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
  // A collection sheet line posted (domain/collection/): what went to the loan and what is still owed; a savings-only line, the deposit and the savings after it.
  CollectionLinePosted: (_event, decoded) => {
    if (decoded.type !== 'CollectionLinePosted' || decoded.data.cash === 0) return null;
    const { memberId: userId, loanPaid, savings, owedAfter, savingsAfter, officerName, reference } = decoded.data;
    return loanPaid > 0
      ? { userId, kind: 'loan_repayment', amount: loanPaid, officerName, reference, balance: { of: 'owed', amount: owedAfter } }
      : { userId, kind: 'cash_deposit', amount: savings, officerName, reference, balance: { of: 'owed', amount: savingsAfter } };
  },
};

/** The streams receipts come from: a member's own, and a branch's collection sheet (its events name the member). */
const receiptStream = (event: RecordedEvent): boolean => event.streamId.startsWith(USER_PREFIX) || event.streamId.startsWith('collection-');

export const SMS_RECEIPT_EVENTS: ReadonlySet<string> = new Set(Object.keys(RECEIPTS));

/** The demo seed's history (adapters/bank/demo-seed.ts) is not news to text. */
const fromDemoSeed = (event: RecordedEvent): boolean => event.metadata.requestId === 'demo-seed';

interface Loaded {
  /** Each receipt's text request, by the position of the event it answers. */
  requests: Map<number, SmsRequest>;
}

/**
 * Each receipt's balance just after its event: every member's USD balance as of the page's end
 * (balancesAt, from the live view's book), walked back over the member's own events between the
 * first receipt and the page's end (ownEventsBetween), so a page of receipts reads no more than
 * its members' events since, however far behind the log's head the page is.
 */
async function balancesAfter(ctx: BankContext, receipts: readonly { event: RecordedEvent; userId: string }[], upTo: number): Promise<Map<number, number>> {
  const after = new Map<number, number>();
  const first = receipts[0];
  if (!first) return after;
  const members = [...new Set(receipts.map((r) => r.userId))];
  const running = await balancesAt(ctx, members, upTo);
  for (const userId of members) {
    const account = customerAccount(userId, 'USD');
    const since = await ownEventsBetween(ctx, userId, first.event.position, upTo);
    let balance = running.get(userId) ?? 0;
    let next = since.length - 1;
    for (const { event } of receipts.filter((r) => r.userId === userId).reverse()) {
      for (; next >= 0 && since[next]!.position > event.position; next -= 1) balance -= postedTo(account, since[next]!);
      after.set(event.position, balance);
    }
  }
  return after;
}

async function load(ctx: BankContext, events: readonly RecordedEvent[], upTo: number): Promise<Loaded> {
  const view = await ctx.live.catchUp();
  const receipts: { event: RecordedEvent; userId: string; facts: ReceiptFacts }[] = [];
  for (const event of events) {
    const receiptOf = RECEIPTS[event.type];
    if (!receiptOf || !receiptStream(event) || fromDemoSeed(event)) continue;
    const facts = receiptOf(event, decodeEvent(event), view);
    if (facts) receipts.push({ event, userId: facts.userId, facts });
  }
  const savings = await balancesAfter(ctx, receipts.filter((r) => r.facts.balance.of === 'savings'), upTo);
  const requests = new Map<number, SmsRequest>();
  const languages = new Map<string, Language>();
  for (const { event, facts } of receipts) {
    const balance = facts.balance.of === 'owed' ? facts.balance.amount : (savings.get(event.position) ?? 0);
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
