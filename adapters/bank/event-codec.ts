/**
 * The edge between the domain's events and the store's rows: every event is validated
 * against the catalogue before it is appended and again after it is read (DESIGN.md 5).
 */
import { parseEvent, type BankEvent } from '../../domain/catalogue.ts';
import type { LoggedEvent } from '../../domain/projections/bank.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/types.ts';

export function encodeEvent(event: BankEvent, metadata: EventMetadata): NewEvent {
  const checked = parseEvent(event.type, event.data);
  return { type: checked.type, data: checked.data, metadata };
}

/**
 * Decoded once per recorded event: the stream cache hands the same records to every command,
 * and the follower has usually decoded them already. Callers never mutate events.
 */
const decoded = new WeakMap<RecordedEvent, BankEvent>();

export function decodeEvent(recorded: RecordedEvent): BankEvent {
  let event = decoded.get(recorded);
  if (!event) {
    event = parseEvent(recorded.type, recorded.data);
    decoded.set(recorded, event);
  }
  return event;
}

export function toLogged(recorded: RecordedEvent): LoggedEvent {
  return { position: recorded.position, streamId: recorded.streamId, event: decodeEvent(recorded), recordedAt: recorded.recordedAt };
}
