// Proves the offline collection sheet's rules without a browser: each line's UUID is given once and kept (across a
// re-download and a reload from storage), a recorded line is pending, only waiting lines are sent, a line whose answer was
// lost is sent again with the same id, the bank's answer is merged (posted, queued, refused with its reason, the till),
// a refused line gets a new id, and the week's meetings are those from 7 days before the bank's today to 7 days after.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CollectionLineAnswer, CollectionSheetLine, CollectionSheetView, FieldGroupView } from '../adapters/contract/index.ts';
import {
  answered, cashRecorded, countsOf, downloaded, lineKey, MAX_LINES_PER_SUBMIT, record, sending, sheetReducer, toSend, weekMeetings,
  type OfflineSheet, type SheetEvent,
} from './offline-sheet.ts';

const member = (n: number, loan: boolean, due = 0): CollectionSheetLine => ({
  memberId: `m${n}`, memberName: `Member ${n}`, loanId: loan ? `loan${n}` : null, productName: loan ? 'Group loan' : null,
  due, reschedules: 0, expectedDeposit: 0, present: null, sent: null,
});

const view = (lines = [member(1, true, 20_00), member(2, true, 20_00), member(3, false)]): CollectionSheetView => ({
  groupId: 'g1', groupName: 'Sunrise', branchId: 'b1', officerId: 'o1', meetingDate: '2026-11-29', lines,
  totals: { due: lines.reduce((s, l) => s + l.due, 0), expectedDeposit: 0, members: lines.length }, till: { sheet: 0, ledger: 0 },
});

const ids = () => { let n = 0; return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`; };
const K1 = 'm1:loan1';
const K2 = 'm2:loan2';
const K3 = 'm3:';
const answer = (lineId: string, status: CollectionLineAnswer['status'], cash = 0, message: string | null = null): CollectionLineAnswer =>
  ({ lineId, status, replayed: false, cash, reason: status === 'queued' ? 'repaid_meanwhile' : null, message });

describe('a downloaded sheet', () => {
  it('gives every line its own UUID once, not recorded yet, attendance as the bank had it or present', () => {
    const sheet = downloaded(view(), '2026-11-29T08:00:00Z', ids());
    expect(Object.values(sheet.lines).map((l) => l.lineId)).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003']);
    expect(countsOf(sheet)).toEqual({ blank: 3, pending: 0, sent: 0, confirmed: 0, refused: 0 });
    expect(sheet.lines[K1]).toMatchObject({ status: 'blank', paid: 'nothing', present: true });
  });

  it('downloaded again keeps the ids and what was recorded; a line the bank already holds takes its id and status', () => {
    const first = record(downloaded(view(), 'a', ids()), K1, { paid: 'part', part: '10.00' }, 'unused');
    const sentLine = { lineId: 'bank-line', status: 'posted' as const, cash: 0 };
    const again = downloaded(view([member(1, true, 20_00), { ...member(2, true, 20_00), sent: sentLine }, member(3, false)]), 'b', () => 'never-used', first);
    expect(again.lines[K1]).toEqual(first.lines[K1]);
    expect(again.lines[K2]).toMatchObject({ lineId: 'bank-line', status: 'posted' });
    expect(again.lines[K3]!.lineId).toBe(first.lines[K3]!.lineId);
  });
});

describe('recording and sending', () => {
  it('a recorded line is pending; only waiting lines are sent, with what was paid in cents', () => {
    let sheet = downloaded(view(), 'a', ids());
    sheet = record(sheet, K1, { paid: 'part', part: '10.00' }, 'x');
    sheet = record(sheet, K3, { deposit: '5', present: false }, 'x');
    expect(countsOf(sheet)).toMatchObject({ blank: 1, pending: 2 });
    const { lines, unreadable } = toSend(sheet);
    expect(unreadable).toEqual([]);
    expect(lines).toEqual([
      { lineId: sheet.lines[K1]!.lineId, memberId: 'm1', loanId: 'loan1', due: 20_00, reschedules: 0, paid: 10_00, deposit: 0, present: true, savingsAgreed: false },
      { lineId: sheet.lines[K3]!.lineId, memberId: 'm3', loanId: null, due: 0, reschedules: 0, paid: 0, deposit: 5_00, present: false, savingsAgreed: false },
    ]);
  });

  it('paid all is the instalment due, nothing is 0; amounts that are not dollars and cents are not sent', () => {
    let sheet = downloaded(view(), 'a', ids());
    sheet = record(sheet, K1, { paid: 'all' }, 'x');
    sheet = record(sheet, K2, { paid: 'part', part: '12.345' }, 'x');
    const { lines, unreadable } = toSend(sheet);
    expect(lines.map((l) => l.paid)).toEqual([20_00]);
    expect(unreadable).toEqual([K2]);
    expect(toSend(record(sheet, K2, { paid: 'nothing' }, 'x')).lines.map((l) => l.paid)).toEqual([20_00, 0]);
  });

  it('a sent line cannot be changed and is sent again with the same id while no answer came (the bank replays it)', () => {
    let sheet = record(downloaded(view(), 'a', ids()), K1, { paid: 'all' }, 'x');
    const first = toSend(sheet).lines.map((l) => l.lineId);
    sheet = sending(sheet, first);
    expect(sheet.lines[K1]!.status).toBe('sent');
    expect(record(sheet, K1, { paid: 'nothing' }, 'x')).toBe(sheet);
    expect(toSend(sheet).lines.map((l) => l.lineId)).toEqual(first);
  });

  it('at most the contract\'s 60 lines go in one submit', () => {
    const many = view(Array.from({ length: 70 }, (_, n) => member(n, false)));
    let sheet = downloaded(many, 'a', ids());
    for (const line of many.lines) sheet = record(sheet, lineKey(line), { deposit: '1' }, 'x');
    expect(toSend(sheet).lines).toHaveLength(MAX_LINES_PER_SUBMIT);
  });
});

describe('the bank\'s answer', () => {
  it('merges each line\'s status and the till; a queued line says why; untouched lines stay as they were', () => {
    let sheet = downloaded(view(), 'a', ids());
    sheet = record(sheet, K1, { paid: 'part', part: '10' }, 'x');
    sheet = record(sheet, K2, { paid: 'all' }, 'x');
    sheet = sending(sheet, toSend(sheet).lines.map((l) => l.lineId));
    sheet = answered(sheet, { lines: [answer(sheet.lines[K1]!.lineId, 'posted', 10_00), answer(sheet.lines[K2]!.lineId, 'queued')], till: { sheet: 10_00 } });
    expect(sheet.lines[K1]).toMatchObject({ status: 'posted', message: null, cash: 10_00 });
    expect(sheet.lines[K2]).toMatchObject({ status: 'queued', message: 'repaid_meanwhile' });
    expect(sheet.lines[K3]!.status).toBe('blank');
    expect(sheet.till).toBe(10_00);
    expect(countsOf(sheet)).toMatchObject({ confirmed: 2, blank: 1 });
    expect(toSend(sheet).lines).toEqual([]);
  });

  it('a refused line shows the bank\'s reason and, changed, goes again under a new id', () => {
    let sheet = record(downloaded(view(), 'a', ids()), K1, { paid: 'part', part: '30' }, 'x');
    const old = sheet.lines[K1]!.lineId;
    sheet = answered(sending(sheet, [old]), { lines: [answer(old, 'refused', 0, 'More than is due')], till: { sheet: 0 } });
    expect(sheet.lines[K1]).toMatchObject({ status: 'refused', message: 'More than is due' });
    expect(toSend(sheet).lines).toEqual([]);
    sheet = record(sheet, K1, { part: '20' }, 'fresh-id');
    expect(sheet.lines[K1]).toMatchObject({ status: 'pending', lineId: 'fresh-id', message: null });
  });

  it('a request the bank refused whole puts its lines back to pending with the reason', () => {
    let sheet = record(downloaded(view(), 'a', ids()), K1, { paid: 'all' }, 'x');
    const lineIds = toSend(sheet).lines.map((l) => l.lineId);
    sheet = sheetReducer(sheetReducer(sheet, { type: 'sending', lineIds }), { type: 'notSent', lineIds, message: 'Not your group' });
    expect(sheet.lines[K1]).toMatchObject({ status: 'pending', message: 'Not your group' });
  });

  it('the cash recorded is what the recorded lines paid and deposited', () => {
    let sheet = downloaded(view(), 'a', ids());
    sheet = record(sheet, K1, { paid: 'part', part: '10' }, 'x');
    sheet = record(sheet, K2, { present: false }, 'x');
    sheet = record(sheet, K3, { deposit: '2.50' }, 'x');
    expect(cashRecorded(sheet)).toBe(12_50);
  });
});

describe('the line ids are idempotency keys', () => {
  const event = fc.oneof(
    fc.record({ type: fc.constant('record' as const), key: fc.constantFrom(K1, K2, K3), change: fc.record({ paid: fc.constantFrom('all' as const, 'part' as const, 'nothing' as const), part: fc.constantFrom('', '5', '7.50'), present: fc.boolean() }), newId: fc.uuid() }),
    fc.constant({ type: 'send' as const }),
    fc.record({ type: fc.constant('answer' as const), status: fc.constantFrom('posted' as const, 'queued' as const, 'refused' as const) }),
    fc.constant({ type: 'reload' as const }),
  );

  it('whatever is recorded, sent, answered or reloaded, a line keeps its id unless the bank refused it, and a confirmed line is never sent again', () => {
    fc.assert(fc.property(fc.array(event, { maxLength: 30 }), (events) => {
      let sheet: OfflineSheet = downloaded(view(), 'a', ids());
      let inFlight: string[] = [];
      for (const e of events) {
        const before = sheet;
        if (e.type === 'record') sheet = sheetReducer(sheet, e as SheetEvent);
        else if (e.type === 'send') { inFlight = toSend(sheet).lines.map((l) => l.lineId); sheet = sending(sheet, inFlight); }
        else if (e.type === 'answer') sheet = answered(sheet, { lines: inFlight.map((id) => answer(id, e.status)), till: { sheet: 0 } });
        else sheet = JSON.parse(JSON.stringify(sheet)) as OfflineSheet;
        for (const key of [K1, K2, K3]) {
          const was = before.lines[key]!;
          const now = sheet.lines[key]!;
          if (was.status !== 'refused') expect(now.lineId).toBe(was.lineId);
          if (was.status === 'posted' || was.status === 'queued') expect(now).toEqual(was);
        }
        const sent = toSend(sheet).lines.map((l) => l.lineId);
        expect(sent.every((id) => Object.values(sheet.lines).some((l) => l.lineId === id && (l.status === 'pending' || l.status === 'sent')))).toBe(true);
      }
    }));
  });
});

describe('the week\'s meetings', () => {
  const group = (over: Partial<FieldGroupView>): FieldGroupView => ({
    groupId: 'g1', centerId: 'c1', centerName: 'Market', branchId: 'b1', name: 'Sunrise', officerId: 'o1', officerName: 'Oscar',
    leaderId: 'm1', secretaryId: 'm2', approved: true, members: [], place: 'Hall', time: '09:30',
    nextMeetings: [], heldMeetings: [], ...over,
  });
  const meeting = (date: string) => ({ scheduled: date, date, moved: false, holiday: null });
  const held = (date: string) => ({ date, moved: false, recorded: false, present: [], absent: [] });

  it('are the meetings of the officer\'s approved groups from 7 days before the bank\'s today to 7 days after, each once', () => {
    const groups = [
      group({ heldMeetings: [held('2026-11-15'), held('2026-11-22'), held('2026-11-29')], nextMeetings: [meeting('2026-11-29'), meeting('2026-12-06'), meeting('2026-12-13')] }),
      group({ groupId: 'g2', officerId: 'someone-else', heldMeetings: [held('2026-11-29')] }),
      group({ groupId: 'g3', approved: false, heldMeetings: [held('2026-11-29')] }),
    ];
    expect(weekMeetings(groups, 'o1', '2026-11-29')).toEqual([
      { groupId: 'g1', meetingDate: '2026-11-22' }, { groupId: 'g1', meetingDate: '2026-11-29' }, { groupId: 'g1', meetingDate: '2026-12-06' },
    ]);
  });
});
