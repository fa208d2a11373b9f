/**
 * A branch's collection stream folded: every line by its id (posted, queued or rejected), the
 * review queue (queued lines not yet resolved) and each officer's till per day (the cash of the
 * lines posted), which is what the officer hands in at the end of the day.
 */
import type { CollectionEvent, CollectionEventOf } from './events.ts';

export type LineStatus = 'posted' | 'queued' | 'rejected';

export interface LineState {
  status: LineStatus;
  queued: CollectionEventOf<'CollectionLineQueued'>['data'] | null;
  posted: CollectionEventOf<'CollectionLinePosted'>['data'] | null;
  resolution: CollectionEventOf<'CollectionLineResolved'>['data'] | null;
}

export interface CollectionState {
  lines: Record<string, LineState>;
  /** Cash posted per officer per meeting date: tills[officerId][date]. */
  tills: Record<string, Record<string, number>>;
}

export const initialCollectionState: CollectionState = { lines: {}, tills: {} };

export function evolveCollection(state: CollectionState, event: CollectionEvent): CollectionState {
  switch (event.type) {
    case 'CollectionLineQueued':
      return { ...state, lines: { ...state.lines, [event.data.lineId]: { status: 'queued', queued: event.data, posted: null, resolution: null } } };
    case 'CollectionLinePosted': {
      const { lineId, officerId, meetingDate, cash } = event.data;
      const known = state.lines[lineId];
      const line: LineState = { status: 'posted', queued: known?.queued ?? null, posted: event.data, resolution: known?.resolution ?? null };
      const till = state.tills[officerId] ?? {};
      return { lines: { ...state.lines, [lineId]: line }, tills: { ...state.tills, [officerId]: { ...till, [meetingDate]: (till[meetingDate] ?? 0) + cash } } };
    }
    case 'CollectionLineResolved': {
      const known = state.lines[event.data.lineId];
      if (!known) return state;
      const status: LineStatus = event.data.decision === 'rejected' ? 'rejected' : known.status;
      return { ...state, lines: { ...state.lines, [event.data.lineId]: { ...known, status, resolution: event.data } } };
    }
  }
}

/** The branch manager's queue: lines waiting for a decision, oldest first. */
export const reviewQueue = (state: CollectionState): LineState[] =>
  Object.values(state.lines).filter((l) => l.status === 'queued' && !l.resolution).sort((a, b) => (a.queued!.at < b.queued!.at ? -1 : 1));

export const tillOn = (state: CollectionState, officerId: string, date: string): number => state.tills[officerId]?.[date] ?? 0;
