/** The browser's collection sheet calls (issue 29 item 4): open a meeting's sheet, submit its lines, read and resolve the review queue. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { CollectionLineAnswer, CollectionReviewItem, CollectionSheetLine, CollectionSheetView } from '../contract/index.ts';

export const openSheet = (groupId: string, meetingDate: string) => call('collection-sheet', { action: 'open', groupId, meetingDate });
export const submitSheet = (body: Extract<Request<'collection-sheet'>, { action: 'submit' }>) => call('collection-sheet', body);
