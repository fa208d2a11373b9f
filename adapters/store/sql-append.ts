/**
 * The store's writes: the appends that arrive together go to the database as one group commit,
 * one statement (append_batch_written) that checks every expected version, writes the accepted
 * appends and answers what it wrote, so a writer need not read its own events back. Its own file:
 * the batch document and the reply's decoding are one job, apart from the reads in sql-store.ts.
 */
import type { GroupCommitLimits, ItemOutcome } from './group-commit.ts';
import { MAX_APPEND_EVENTS } from './hooks.ts';
import type { PreparedAppend, SerializedEvent, StoreTestHooks } from './hooks.ts';
import type { LandedEvent } from './recent-commits.ts';
import type { SqlClient } from './sql-client.ts';
import { VersionConflictError, type AppendResult, type EventMetadata, type RecordedEvent, type StreamAppend, type WrittenEvents } from './types.ts';

/** One caller's append waiting for the next group commit. */
export interface QueuedAppend {
  prepared: PreparedAppend[];
  appends: StreamAppend[];
}

/** One transaction holds at most this much, so a burst never makes one huge commit. */
export const GROUP_COMMIT: GroupCommitLimits = { maxItems: 256, maxWeight: 4 * MAX_APPEND_EVENTS };

/** What append_batch answers for each append (migrations/002_append_batch.sql). */
type BatchAnswer =
  | { ok: true; last: number | string; versions: Record<string, number> }
  | { ok: false; s: string; expected: number; actual: number };

/** What append_batch_written answers for a batch (migrations/004_append_batch_written.sql). */
interface BatchReply {
  answers: BatchAnswer[];
  head: number | string;
  written: [string, number, number | string][];
  at: number;
}

/** The batch as append_batch takes it; data and metadata are already JSON text, spliced in as they are. */
function batchDocument(batch: QueuedAppend[]): string {
  const event = (e: SerializedEvent) => `{"t":${JSON.stringify(e.type)},"d":${e.data},"m":${e.metadata}}`;
  const stream = (a: PreparedAppend) =>
    `{"s":${JSON.stringify(a.streamId)},"e":${a.expectedVersion === 'any' ? 'null' : a.expectedVersion},"ev":[${a.events.map(event).join(',')}]}`;
  return `[${batch.map((queued) => `[${queued.prepared.map(stream).join(',')}]`).join(',')}]`;
}

/**
 * Each accepted append's events where they landed: the batch's events landed in the order they
 * were sent, accepted appends only, above the batch's head. Undefined for an append whose events
 * do not match the places event for event (then its writer reads them back).
 */
function landedPerAppend(batch: QueuedAppend[], reply: BatchReply): (LandedEvent[] | undefined)[] {
  const recordedAt = new Date(reply.at).toISOString();
  let next = 0;
  return batch.map((queued, i) => {
    if (!reply.answers[i]?.ok) return undefined;
    const sent = queued.prepared.flatMap((append) => append.events.map((event) => ({ streamId: append.streamId, event })));
    const places = reply.written.slice(next, next + sent.length);
    next += sent.length;
    if (places.length !== sent.length || places.some(([stream], k) => stream !== sent[k]!.streamId)) return undefined;
    return sent.map(({ streamId, event }, k): LandedEvent => ({
      position: Number(places[k]![2]), streamId, version: places[k]![1], type: event.type, data: event.data, metadata: event.metadata, recordedAt,
    }));
  });
}

/** Each accepted append's events as a read would return them, after the position committed just before them. */
function writtenPerAppend(landed: (LandedEvent[] | undefined)[], head: number): (WrittenEvents | undefined)[] {
  let after = head;
  return landed.map((events) => {
    if (!events) return undefined;
    const written = {
      after,
      events: events.map((e): RecordedEvent => ({
        position: e.position, streamId: e.streamId, version: e.version, type: e.type,
        data: JSON.parse(e.data) as unknown, metadata: JSON.parse(e.metadata) as EventMetadata, recordedAt: e.recordedAt,
      })),
    };
    after = written.events.at(-1)?.position ?? after;
    return written;
  });
}

/** Every event the batch wrote, in position order, or null when some accepted append's events could not be matched. */
function landedInBatch(reply: BatchReply, landed: (LandedEvent[] | undefined)[]): LandedEvent[] | null {
  const events: LandedEvent[] = [];
  for (const [i, append] of landed.entries()) {
    if (!reply.answers[i]?.ok) continue;
    if (!append) return null;
    events.push(...append);
  }
  return events.length === reply.written.length ? events : null;
}

function outcomeOf(answer: BatchAnswer | undefined, written: WrittenEvents | undefined): ItemOutcome<AppendResult> {
  if (!answer) return { ok: false, error: new Error('append_batch returned no answer for an append') };
  if (!answer.ok) return { ok: false, error: new VersionConflictError(answer.s, answer.expected, answer.actual) };
  return { ok: true, value: { lastPosition: Number(answer.last), versions: answer.versions, ...(written ? { written } : {}) } };
}

/** A batch's outcome: each append's, the head committed before it and the highest position it wrote; or, with a broken fence, the head that broke it. */
export type BatchOutcome =
  | { fenced: false; outcomes: ItemOutcome<AppendResult>[]; head: number; highest: number | null; landed?: LandedEvent[] | null }
  | { fenced: true; head: number };

async function appendBatch(client: Pick<SqlClient, 'query'>, batch: QueuedAppend[], notifyChannel: string | undefined, fence: number | null): Promise<BatchReply | { fenced: number | string }> {
  const { rows } = fence === null
    ? await client.query<{ reply: BatchReply }>('SELECT append_batch_written($1::jsonb, $2) AS reply', [batchDocument(batch), notifyChannel ?? null])
    : await client.query<{ reply: BatchReply }>('SELECT append_batch_fenced($1::jsonb, $2, $3) AS reply', [batchDocument(batch), notifyChannel ?? null, fence]);
  const reply = rows[0]?.reply;
  if (!reply) throw new Error('append_batch_written returned no answer');
  return reply;
}

/**
 * One group commit. The database checks every append's expected versions in order (a
 * conflicting one is refused alone), writes the accepted ones and commits, all in one
 * statement holding the append lock: one round trip however many appends. With a fence
 * (write-fence.ts) it writes nothing unless the committed head is still `fence`. A test hook
 * that must run before COMMIT gets an explicit transaction around the same statement.
 */
export async function commitBatch(client: SqlClient, batch: QueuedAppend[], hooks: StoreTestHooks, notifyChannel: string | undefined, fence: number | null = null): Promise<BatchOutcome> {
  const beforeCommit = hooks.beforeCommit;
  const reply = beforeCommit
    ? await client.transaction(async (tx) => {
      const inTx = await appendBatch(tx, batch, notifyChannel, fence);
      if ('fenced' in inTx) return inTx;
      const accepted = batch.filter((_, i) => inTx.answers[i]?.ok).flatMap((queued) => queued.appends);
      if (accepted.length > 0) await beforeCommit(accepted);
      return inTx;
    })
    : await appendBatch(client, batch, notifyChannel, fence);
  if ('fenced' in reply) return { fenced: true, head: Number(reply.fenced) };
  const landed = landedPerAppend(batch, reply);
  const written = writtenPerAppend(landed, Number(reply.head));
  const last = reply.written.at(-1);
  return {
    fenced: false, outcomes: batch.map((_, i) => outcomeOf(reply.answers[i], written[i])), head: Number(reply.head), highest: last ? Number(last[2]) : null,
    landed: landedInBatch(reply, landed),
  };
}
