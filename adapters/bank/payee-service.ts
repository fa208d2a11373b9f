/**
 * The customer's saved payees: listed with the end of each one's cooling-off, added with the PIN
 * and an e-mailed code (the credential change's coded step, kind 'payee'; the step-up table's row
 * payee-add: its codes count toward the one lock, which refuses it), renamed and deleted.
 */
import { coolingOffEnds } from '../../domain/payees/cooling-off.ts';
import { foldPayees, payeeMessages, payeesDecider, payeesStream, type Payee, type PayeeEvent, type PayeeKind } from '../../domain/payees/payees.ts';
import { refuse, said } from '../../domain/errors.ts';
import type { Settings } from '../../domain/settings/defaults.ts';
import { handle } from '../engine/handle.ts';
import { readAsOfFollower } from '../engine/stream-cache.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import { confirmPayeeCommand } from '../../domain/payees/confirm.ts';
import type { Principal } from './auth-service.ts';
import { changeCodeMatches, startCodedChange } from './credential-change-service.ts';
import { afterCodedStep, throwRefusal } from './coded-step.ts';
import type { BankContext } from './context.ts';
import { languageOfCustomer } from './customer-language.ts';
import { say } from '../../domain/i18n/server-messages.ts';

export interface PayeeItem {
  payeeId: string;
  kind: PayeeKind;
  nickname: string;
  details: Record<string, string>;
  addedAt: string;
  /** Until when transfers above the threshold to this payee are refused; null once it has passed. */
  coolingOffUntil: string | null;
}

function customerOnly(principal: Principal): void {
  if (principal.user.role !== 'user') refuse('forbidden', said('payees.onlyCustomersKeep'));
}

const itemOf = (payee: Payee, settings: Settings, at: string): PayeeItem => {
  const ends = coolingOffEnds(payee.addedAt, settings);
  const { payeeId, kind, nickname, details, addedAt } = payee;
  return { payeeId, kind, nickname, details, addedAt, coolingOffUntil: ends > at ? ends : null };
};

/** The customer's payees, as of their own latest write. */
export async function listPayees(ctx: BankContext, principal: Principal) {
  customerOnly(principal);
  const view = await ctx.live.catchUp();
  const events = (await readAsOfFollower(ctx.store, payeesStream(principal.user.id))).map(decodeEvent) as PayeeEvent[];
  const at = ctx.clock.now().toISOString();
  return { payees: foldPayees(events).payees.map((p) => itemOf(p, view.settings.settings, at)), coolingOff: { thresholdMinor: view.settings.settings.limits.newPayeeThreshold, hours: view.settings.settings.limits.newPayeeCoolingOffHours } };
}

/** Step 1: the payee's details are checked and the PIN; a code to add this payee only is e-mailed. */
export async function requestPayee(ctx: BankContext, principal: Principal, body: { kind: PayeeKind; nickname: string; details: Record<string, string>; pin: string }, requestId: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const payeeId = ctx.ids.uuid();
  // The details are refused before the PIN is counted, so a typo in an account number costs no PIN try.
  payeesDecider.decide({ type: 'RequestPayee', changeId: 'check', payeeId, kind: body.kind, nickname: body.nickname, details: body.details, at }, foldPayees(await payeeEvents(ctx, userId)));
  let nickname = '';
  const started = await startCodedChange(ctx, principal, {
    operation: 'payee-add', kind: 'payee', pin: body.pin, pinField: 'pin',
    alsoAppend: async (reads, changeId) => {
      const payees = await reads.load<PayeeEvent>(payeesStream(userId));
      const events = payeesDecider.decide({ type: 'RequestPayee', changeId, payeeId, kind: body.kind, nickname: body.nickname, details: body.details, at }, foldPayees(payees.events));
      nickname = events[0]?.type === 'PayeeAddRequested' ? events[0].data.nickname : '';
      return [{ streamId: payees.streamId, events }];
    },
  }, requestId);
  const language = await languageOfCustomer(ctx, userId);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.payee.codeSubject),
    text: say(language, (m) => m.payee.codeBody, { code: started.code, nickname }),
  });
  return { success: true, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt };
}

async function payeeEvents(ctx: BankContext, userId: string): Promise<PayeeEvent[]> {
  return (await readAsOfFollower(ctx.store, payeesStream(userId))).map(decodeEvent) as PayeeEvent[];
}

/** Step 2: the code (the one coded step: it counts toward the lock, which refuses it); the payee is saved in the same append as the code's acceptance. */
export async function confirmPayee(ctx: BankContext, principal: Principal, body: { changeId: string; code: string }, requestId: string, origin: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const outcome = await execute(ctx, confirmPayeeCommand, { userId, changeId: body.changeId, code: body.code, at, codeMatches: changeCodeMatches(ctx, { changeId: body.changeId, kind: 'payee', code: body.code }) }, { actor: userId, at, requestId });
  if (!outcome.ok) {
    await afterCodedStep(ctx, principal.user, outcome, origin, requestId);
    throwRefusal(outcome.outcome);
  }
  if (!outcome.added) return refuse('not_found', payeeMessages.requestNotFound);
  const settings = (await ctx.live.catchUp()).settings.settings;
  const { changeId: _changeId, at: addedAt, ...payee } = outcome.added;
  return { success: true, payee: itemOf({ ...payee, addedAt }, settings, at) };
}

export async function renamePayee(ctx: BankContext, principal: Principal, body: { payeeId: string; nickname: string }, requestId: string) {
  customerOnly(principal);
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, { actor: principal.user.id, at, requestId }, payeesDecider, payeesStream(principal.user.id), { type: 'RenamePayee', payeeId: body.payeeId, nickname: body.nickname, at });
  return { success: true };
}

export async function deletePayee(ctx: BankContext, principal: Principal, body: { payeeId: string }, requestId: string) {
  customerOnly(principal);
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, { actor: principal.user.id, at, requestId }, payeesDecider, payeesStream(principal.user.id), { type: 'DeletePayee', payeeId: body.payeeId, at });
  return { success: true };
}
