/**
 * The one definition of a chain link's hash (docs/audit.md, "The bytes hashed"): SHA-256 over a
 * version tag, the previous link's hash and the event's stored fields, each field prefixed by its
 * length in bytes so no two events can share bytes. The data enters as its own SHA-256, so an
 * export can leave out data that holds secrets (a PIN's hash) and still be verified.
 * scripts/verify-log.mjs computes the same with Node alone; link-hash.unit.spec.ts proves they agree.
 */
import { createHash } from 'node:crypto';
import type { StoredEvent } from '../store/types.ts';

/** The hash "before" the first event: 64 zeros. */
export const GENESIS = '0'.repeat(64);
/** Names this definition, so a later one can be told apart. */
export const CHAIN_VERSION = 'tmb-chain-1';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The SHA-256 (hex) of the stored data text: what the link covers of the data. */
export const dataDigest = (data: string): string => sha256(data);

/** An event as a link covers it: its data by digest. */
export type LinkedFields = Omit<StoredEvent, 'data'> & { dataSha256: string };

export const linkedFields = (event: StoredEvent): LinkedFields => {
  const { data, ...rest } = event;
  return { ...rest, dataSha256: dataDigest(data) };
};

/** The text hashed (as UTF-8): "tmb-chain-1\n" previous "\n", then for each field "<length in bytes>:<field>\n". */
export function linkText(previous: string, event: LinkedFields): string {
  const fields = [String(event.position), event.streamId, String(event.version), event.type, event.dataSha256, event.metadata, event.recordedAtUs];
  // One string hashed once: a Buffer per field cost more than the hashing itself.
  let text = `${CHAIN_VERSION}\n${previous}\n`;
  for (const field of fields) text += `${Buffer.byteLength(field, 'utf8')}:${field}\n`;
  return text;
}

/** The link sealing `event` after the link `previous` (lowercase hex). */
export const linkHash = (previous: string, event: StoredEvent): string => sha256(linkText(previous, linkedFields(event)));
