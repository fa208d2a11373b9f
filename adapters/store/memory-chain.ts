/**
 * The hash chain's table for the in-process store: the same ChainLog as the SQL stores
 * (chain-rows.ts) over the memory store's rows, so unit tests and the memory bank seal too.
 * The stored bytes of a memory event are its JSON.stringify text and its millisecond time.
 */
import { MAX_READ, type ChainLink, type ChainLog, type StoredEvent } from './types.ts';

/** What the memory store keeps of each committed event: the stored event with its time as ISO text. */
export type MemoryRow = Omit<StoredEvent, 'recordedAtUs'> & { recordedAt: string };

const bound = (limit: number): number => Math.max(0, Math.min(Math.floor(limit), MAX_READ));

export function memoryChainLog(log: readonly MemoryRow[], open: () => void): ChainLog {
  const links: ChainLink[] = [];
  const within = <T extends { position: number }>(rows: readonly T[], after: number, limit: number, upTo = Infinity): T[] =>
    rows.filter((r) => r.position > after && r.position <= upTo).slice(0, bound(limit));
  return {
    async readStored(after, limit, upTo) {
      open();
      return within(log, after, limit, upTo).map((r): StoredEvent => ({
        position: r.position, streamId: r.streamId, version: r.version, type: r.type, data: r.data, metadata: r.metadata,
        recordedAtUs: String(Date.parse(r.recordedAt) * 1000),
      }));
    },
    async readLinks(after, limit, upTo) {
      open();
      return within(links, after, limit, upTo).map((l) => ({ ...l }));
    },
    async sealedHead() {
      open();
      const last = links.at(-1);
      return last ? { ...last } : null;
    },
    async linkBefore(position) {
      open();
      const before = links.filter((l) => l.position < position).at(-1);
      return before ? { ...before } : null;
    },
    async addLinks(added) {
      open();
      for (const link of added) if (link.position > (links.at(-1)?.position ?? 0)) links.push({ ...link });
    },
    async positionsBetween(from, to) {
      open();
      const inside = log.filter((r) => (!from || r.recordedAt >= from) && (!to || r.recordedAt <= to));
      return inside.length ? { first: inside[0]!.position, last: inside.at(-1)!.position } : null;
    },
  };
}
