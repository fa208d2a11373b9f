/**
 * Texting a member (receipts, loan reminders) and recording what became of the text: the message
 * is recorded on its `sms-<id>` stream before it is sent (queued, or refused when the member's
 * profile has no usable phone number), so a replayed reactor or a second server never texts it
 * twice; then submitted with the SMSC's id (and `smsc-<id>` pointing back), or failed; then
 * delivered or failed when the SMSC's delivery receipt arrives (recordDeliveryReport).
 */
import { foldEvents } from '../../domain/decider.ts';
import { smsDecider, type SmsState } from '../../domain/sms/decider.ts';
import { smscIdCandidates, type DeliveryReport } from '../../domain/sms/delivery-report.ts';
import { smscStream, smsStream, type SmsEvent, type SmsPurpose } from '../../domain/sms/events.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { handle } from '../engine/handle.ts';
import { runCommand } from '../engine/unit-of-work.ts';
import type { BankContext } from './context.ts';

export interface SmsRequest {
  /** Derived from the source, so asking twice names the same message. */
  messageId: string;
  userId: string;
  purpose: SmsPurpose;
  text: string;
  /** The event the text answers, `<stream>@<version>`. */
  source: string;
  /**
   * The text sent when it differs from the one recorded: a text carrying a secret (an account
   * set-up link) is recorded with the secret blanked and sent whole, so the log never holds it.
   */
  sent?: string;
}

/** Submits in flight in this process: a delivery receipt that outruns its submit's record waits for them. */
const inFlight = new WeakMap<BankContext, Set<Promise<unknown>>>();

export async function smsState(ctx: BankContext, messageId: string): Promise<SmsState> {
  return foldEvents(smsDecider, (await ctx.store.readStream(smsStream(messageId))).map((r) => decodeEvent(r) as SmsEvent));
}

/** Records the text and sends it to the phone number in the member's profile; a send that fails is recorded, not retried. */
export async function textMember(ctx: BankContext, request: SmsRequest): Promise<SmsState> {
  const user = (await ctx.live.catchUp()).users.get(request.userId);
  const at = ctx.clock.now().toISOString();
  const metadata = { actor: 'bank', at, requestId: `sms-${request.messageId}` };
  const { state } = await handle(ctx.store, metadata, smsDecider, smsStream(request.messageId),
    { type: 'QueueSms', messageId: request.messageId, userId: request.userId, purpose: request.purpose, text: request.text, source: request.source, phone: user?.profile.phone ?? '', countryCode: ctx.sms.countryCode, at });
  // Queued and never submitted: this is the first try, or a crash came between the record and the send.
  if (state.status !== 'queued' || !state.to || !state.text) return state;
  const submit = submitAndRecord(ctx, request.messageId, state.to, request.sent ?? state.text);
  const running = inFlight.get(ctx) ?? new Set();
  inFlight.set(ctx, running);
  running.add(submit);
  try {
    return await submit;
  } finally {
    running.delete(submit);
  }
}

async function submitAndRecord(ctx: BankContext, messageId: string, to: string, text: string): Promise<SmsState> {
  let smscMessageId: string;
  try {
    ({ smscMessageId } = await ctx.sms.sender.send({ messageId, to, text }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unknown error';
    return (await handle(ctx.store, { actor: 'bank', at: ctx.clock.now().toISOString() }, smsDecider, smsStream(messageId), { type: 'RecordSubmitFailed', reason, at: ctx.clock.now().toISOString() })).state;
  }
  const at = ctx.clock.now().toISOString();
  return runCommand(ctx.store, { actor: 'bank', at, requestId: `sms-${messageId}` }, async (reads) => {
    const before = foldEvents(smsDecider, (await reads.load<SmsEvent>(smsStream(messageId))).events);
    await reads.load(smscStream(smscMessageId));
    const events = smsDecider.decide({ type: 'RecordSubmitted', smscMessageId, at }, before);
    const index: SmsEvent[] = events.length ? [{ type: 'SmscMessageIdRecorded', data: { messageId, at } }] : [];
    return { appends: [{ streamId: smsStream(messageId), events }, { streamId: smscStream(smscMessageId), events: index }], result: events.reduce(smsDecider.evolve, before) };
  });
}

async function messageOf(ctx: BankContext, smscMessageId: string): Promise<string | null> {
  for (const candidate of smscIdCandidates(smscMessageId)) {
    const [first] = await ctx.store.readStream(smscStream(candidate));
    if (first) return (decodeEvent(first) as Extract<SmsEvent, { type: 'SmscMessageIdRecorded' }>).data.messageId;
  }
  return null;
}

/**
 * Records an SMSC delivery receipt on the message it reports on. A receipt for a message this bank
 * never sent is ignored (false); one that arrives before its submit is recorded waits for it.
 */
export async function recordDeliveryReport(ctx: BankContext, report: DeliveryReport): Promise<boolean> {
  let messageId = await messageOf(ctx, report.smscMessageId);
  if (!messageId) {
    await Promise.allSettled([...(inFlight.get(ctx) ?? [])]);
    messageId = await messageOf(ctx, report.smscMessageId);
  }
  if (!messageId) return false;
  const at = ctx.clock.now().toISOString();
  await handle(ctx.store, { actor: 'smsc', at, requestId: `smsc-${report.smscMessageId}` }, smsDecider, smsStream(messageId), { type: 'RecordDeliveryReport', delivered: report.delivered, stat: report.stat, at });
  return true;
}

/** Points the sender's delivery receipts at this context (the composition root and the test bank call it once). */
export function listenForDeliveryReports(ctx: BankContext): void {
  ctx.sms.sender.onDeliveryReport(async (report) => {
    await recordDeliveryReport(ctx, report);
  });
}
