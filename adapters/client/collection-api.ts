/** The browser's collection sheet calls (issue 29 item 4): open a meeting's sheet, submit its lines, read and resolve the branch manager's review queue. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { CollectionLineAnswer, CollectionReviewItem, CollectionSheetLine, CollectionSheetView } from '../contract/index.ts';

export const openSheet = (groupId: string, meetingDate: string) => call('collection-sheet', { action: 'open', groupId, meetingDate });
export const submitSheet = (body: Extract<Request<'collection-sheet'>, { action: 'submit' }>) => call('collection-sheet', body);
/** The review queue of the caller's branch, or of `branchId` (an administrator, the auditor). */
export const reviewQueue = (branchId?: string) => call('collection-sheet', branchId ? { action: 'queue', branchId } : { action: 'queue' });
export const resolveLine = (body: Omit<Extract<Request<'collection-sheet'>, { action: 'resolve' }>, 'action'>) => call('collection-sheet', { action: 'resolve', ...body });
