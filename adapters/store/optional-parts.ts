/**
 * A store's optional parts (its committed head, batch reads, snapshots, blobs, hash chain), bound
 * to it, for a wrapper that passes them through unchanged (the change feed, the stream cache): one
 * list, because a wrapper that forgot one gave a server that never saved a snapshot or sealed its
 * chain. A part the store lacks stays absent.
 */
import type { EventStore } from './types.ts';

export type OptionalParts = Pick<EventStore, 'committedHead' | 'fenceFloor' | 'readStreams' | 'saveSnapshot' | 'loadSnapshot' | 'putBlob' | 'getBlob' | 'readCheckpoints' | 'saveCheckpoints' | 'chain'>;

export function optionalParts(store: EventStore): OptionalParts {
  return {
    ...(store.committedHead ? { committedHead: store.committedHead.bind(store) } : {}),
    ...(store.fenceFloor ? { fenceFloor: store.fenceFloor.bind(store) } : {}),
    ...(store.readStreams ? { readStreams: store.readStreams.bind(store) } : {}),
    // Without these a server never saved nor read a snapshot of its view: every start folded the whole log.
    ...(store.saveSnapshot ? { saveSnapshot: store.saveSnapshot.bind(store) } : {}),
    ...(store.loadSnapshot ? { loadSnapshot: store.loadSnapshot.bind(store) } : {}),
    ...(store.putBlob ? { putBlob: store.putBlob.bind(store) } : {}),
    ...(store.getBlob ? { getBlob: store.getBlob.bind(store) } : {}),
    // Without these a reactor run read and saved each reactor's checkpoint apart: twelve queries a run, six of them commits.
    ...(store.readCheckpoints ? { readCheckpoints: store.readCheckpoints.bind(store) } : {}),
    ...(store.saveCheckpoints ? { saveCheckpoints: store.saveCheckpoints.bind(store) } : {}),
    // Without it the server had no hash chain to seal, show or export (docs/audit.md).
    ...(store.chain ? { chain: store.chain } : {}),
  };
}
