/**
 * The edge between the domain's events and the store's rows: every event is validated
 * against the catalogue before it is appended and again after it is read (DESIGN.md 5).
 * The server validates with compiled copies of the catalogue's zod schemas (`z.compile`),
 * which accept and refuse exactly what the schemas do and return the same values, about ten
 * times faster than zod's interpreter: a rebuild from zero validates every event of the log.
 */
import { z } from 'zod';
import { eventSchemas, parseEvent, type BankEvent, type EventType } from '../../domain/catalogue.ts';
import type { LoggedEvent } from '../../domain/projections/bank.ts';
import type { EventMetadata, NewEvent, RecordedEvent } from '../store/types.ts';

/**
 * Module-level on purpose, unlike the engine's per-bank state (engine.ts): both caches memoise
 * pure functions of constant input (a schema per event type; a decoded event per record
 * object), so every bank in the process gets the same answers from them and shares nothing it could change.
 */
const compiled = new Map<EventType, z.ZodType>();

/**
 * The compiled schema of one event type, compiled on first use. A schema the compiler cannot
 * model comes back uncompiled and keeps zod's interpreter; a failed compiled parse re-runs the
 * interpreter, so error messages are zod's own.
 */
function compiledSchema(type: EventType): z.ZodType {
  let schema = compiled.get(type);
  if (!schema) {
    schema = z.compile(eventSchemas[type] as z.ZodType);
    compiled.set(type, schema);
  }
  return schema;
}

export function encodeEvent(event: BankEvent, metadata: EventMetadata): NewEvent {
  const checked = parseEvent(event.type, event.data, compiledSchema);
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
    event = parseEvent(recorded.type, recorded.data, compiledSchema);
    decoded.set(recorded, event);
  }
  return event;
}

export function toLogged(recorded: RecordedEvent): LoggedEvent {
  return { position: recorded.position, streamId: recorded.streamId, event: decodeEvent(recorded), recordedAt: recorded.recordedAt };
}

/**
 * toLogged for an event no one else will hold (the start-up fold of the whole log): validated
 * the same way, but not remembered, since a million WeakMap entries only cost the garbage collector.
 */
export function toLoggedOnce(recorded: RecordedEvent): LoggedEvent {
  const event = decoded.get(recorded) ?? parseEvent(recorded.type, recorded.data, compiledSchema);
  return { position: recorded.position, streamId: recorded.streamId, event, recordedAt: recorded.recordedAt };
}
