/**
 * Snapshots of the server's live view, so a start reads one stored copy and only the events
 * after it instead of folding the whole log. A copy is keyed by a hash of the code that folds
 * the view (every domain file and the engine's fold): code that folds differently never reads
 * an older code's copy, it folds from position zero and saves its own. A copy is checked
 * before it is used (its checksum, its position against the log's head, and the last event
 * it folded against the log), and any doubt means a fold from zero: a snapshot can only make
 * a start shorter, never change what the view says.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { AdminEntries } from '../../domain/projections/admin-entries.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import type { EventStore, Snapshot } from '../store/types.ts';
import type { LiveBank } from './live-bank.ts';

/** The live view's name in the snapshots table. */
export const VIEW_SNAPSHOT = 'live-view';
/** A start that folded at least this many events saves a copy; a running server saves one every this many. */
export const SNAPSHOT_EVERY = 100_000;
/** Bumped when the encoding below changes, so old copies stop matching. */
const FORMAT = 'v8-serialize+gzip 2 (entry columns)';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The code a view's fold depends on: the whole domain, and the engine files that fold and index. */
const FOLD_FILES = ['adapters/engine/view-loader.ts', 'adapters/engine/live-bank.ts', 'adapters/engine/event-codec.ts', 'adapters/engine/stream-cache.ts', 'adapters/engine/view-snapshot.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

let codeHash: string | null = null;

/** SHA-256 over the fold's source files (names and contents), computed once per process. */
export function projectionCodeHash(): string {
  if (codeHash) return codeHash;
  const hash = createHash('sha256').update(FORMAT);
  const files = [...sourceFiles(join(ROOT, 'domain')), ...FOLD_FILES.map((f) => join(ROOT, f))].sort();
  for (const file of files) hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  codeHash = hash.digest('hex');
  return codeHash;
}

/**
 * A Map from text to numbers or texts, as columns: every key in one text with their lengths,
 * and the values in a typed array or one text with their lengths. The back office keeps one
 * entry per back-office posting in two such Maps (481,374 entries in the bench's log of a
 * million events); v8.deserialize rebuilt them string by string and entry by entry, most of a
 * restart's decoding, while columns decode in bulk and the Maps are rebuilt in one loop.
 */
interface MapColumns {
  keys: string;
  keyLengths: Uint32Array;
  numbers: Float64Array | null;
  texts: string | null;
  textLengths: Uint32Array | null;
}

function toColumns(map: ReadonlyMap<string, number> | ReadonlyMap<string, string>, kind: 'numbers' | 'texts'): MapColumns {
  const keys = [...map.keys()];
  const values = [...map.values()] as (number | string)[];
  return {
    keys: keys.join(''), keyLengths: Uint32Array.from(keys, (key) => key.length),
    numbers: kind === 'numbers' ? Float64Array.from(values as number[]) : null,
    texts: kind === 'texts' ? (values as string[]).join('') : null,
    textLengths: kind === 'texts' ? Uint32Array.from(values as string[], (text) => text.length) : null,
  };
}

function fromColumns<V extends number | string>(columns: MapColumns): Map<string, V> {
  const map = new Map<string, V>();
  const { keys, keyLengths, numbers, texts, textLengths } = columns;
  let keyAt = 0;
  let textAt = 0;
  for (let i = 0; i < keyLengths.length; i += 1) {
    const key = keys.slice(keyAt, (keyAt += keyLengths[i]!));
    map.set(key, (numbers ? numbers[i]! : texts!.slice(textAt, (textAt += textLengths![i]!))) as V);
  }
  return map;
}

interface Encoded {
  /** The view, with the back office's entry Maps left empty: they travel as `entries`. */
  view: BankView;
  versions: ReadonlyMap<string, number>;
  entries: { packed: MapColumns; references: MapColumns };
}

/** The view as it is encoded: a shallow copy whose entry Maps are left out (they are columns beside it). */
function encodable(live: LiveBank): Encoded {
  const { view } = live;
  const adminEntries = view.office.adminEntries;
  return {
    view: { ...view, office: { ...view.office, adminEntries: { ...adminEntries, packed: new Map(), references: new Map() } } },
    versions: live.streams.versionsSnapshot(),
    entries: { packed: toColumns(adminEntries.packed, 'numbers'), references: toColumns(adminEntries.references, 'texts') },
  };
}

/**
 * The decoded view, its entry Maps rebuilt from their columns when first read: no sign-in reads
 * them (the back office's lists and the fold of a back-office posting do), and rebuilding
 * 481,374 entries took most of a restart's decoding. Reading or replacing `adminEntries` turns
 * it into a plain property holding the Maps, the same as a fold from zero would have made.
 */
function decoded(encoded: Encoded): BankView {
  const { view, entries } = encoded;
  const office = view.office;
  const rest = office.adminEntries;
  const settle = (value: AdminEntries): AdminEntries => {
    Object.defineProperty(office, 'adminEntries', { value, writable: true, enumerable: true, configurable: true });
    return value;
  };
  Object.defineProperty(office, 'adminEntries', {
    enumerable: true, configurable: true,
    get: () => settle({ ...rest, packed: fromColumns<number>(entries.packed), references: fromColumns<string>(entries.references) }),
    set: (value: AdminEntries) => { settle(value); },
  });
  return view;
}

const sha256 = (data: Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** The view and every stream's version, as one compressed copy (compression runs on the thread pool). */
export async function encodeViewSnapshot(live: LiveBank): Promise<Snapshot> {
  const position = live.view.position;
  const data = new Uint8Array(await promisify(gzip)(serialize(encodable(live)), { level: 1 }));
  return { name: VIEW_SNAPSHOT, codeHash: projectionCodeHash(), position, checksum: sha256(data), data };
}

/** Why a copy was not used, or null when it was. */
export type Refusal = string | null;

/** Checks a copy against itself and the log, then lays it into the fresh LiveBank. */
export async function restoreViewSnapshot(store: EventStore, live: LiveBank, snapshot: Snapshot): Promise<Refusal> {
  if (snapshot.codeHash !== projectionCodeHash()) return 'made by other code';
  if (sha256(snapshot.data) !== snapshot.checksum) return 'checksum differs';
  const encoded = deserialize(await promisify(gunzip)(snapshot.data)) as Partial<Encoded>;
  if (!encoded.view || !(encoded.versions instanceof Map) || !encoded.entries || encoded.view.position !== snapshot.position) return 'malformed';
  const refusal = await matchesLog(store, snapshot.position, encoded.versions);
  if (refusal) return refusal;
  Object.assign(live.view, decoded(encoded as Encoded));
  live.streams.restoreVersions(encoded.versions);
  return null;
}

/** The log must still hold the copy's last event, in the stream and version the copy recorded (a restored or reset database would not). */
async function matchesLog(store: EventStore, position: number, versions: Map<string, number>): Promise<Refusal> {
  if (position === 0) return null;
  if ((await store.headPosition()) < position) return 'ahead of the log';
  const [last] = await store.readAll({ after: position - 1, limit: 1 });
  if (last?.position !== position) return 'its last event is not in the log';
  return versions.get(last.streamId) === last.version ? null : 'its last event differs from the log';
}

/** Saves copies of the live view as it grows: one at a time, every `every` events; a failed save is logged and costs only start time. */
export class ViewSnapshots {
  private saving: Promise<void> | null = null;
  private savedAt: number;

  constructor(private readonly store: EventStore, readonly every = SNAPSHOT_EVERY, from = 0) {
    this.savedAt = from;
  }

  /** The restored copy, or null (logged with its reason when one existed but was refused). */
  async restore(live: LiveBank): Promise<boolean> {
    const snapshot = await this.store.loadSnapshot?.(VIEW_SNAPSHOT, projectionCodeHash());
    if (!snapshot) return false;
    const refusal = await restoreViewSnapshot(this.store, live, snapshot);
    if (refusal) console.warn(`The live view's snapshot at position ${snapshot.position} was not used (${refusal}): folding the log from position zero.`);
    else this.savedAt = live.startedFrom = snapshot.position;
    return refusal === null;
  }

  /** Saves a copy when the view has moved `every` events past the last one. */
  maybeSave(live: LiveBank): Promise<void> | null {
    if (this.saving || !this.store.saveSnapshot || live.view.position - this.savedAt < this.every) return null;
    this.savedAt = live.view.position;
    this.saving = encodeViewSnapshot(live)
      .then((snapshot) => this.store.saveSnapshot!(snapshot))
      .catch((error: unknown) => console.warn(`Could not save the live view's snapshot: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => { this.saving = null; });
    return this.saving;
  }
}
