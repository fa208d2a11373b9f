// Proves the field's decisions a user would notice: who may place, form and record; groups of 5 to 30; one group per center; no meeting first on a holiday; a member with an active group loan stays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { DomainError } from '../errors.ts';
import { fieldDecider } from './decider.ts';
import type { FieldEvent } from './events.ts';
import { admin, AT, customers, facts, fieldHistory, formGroup, groupFormed, manager, officer, otherManager, otherOfficer, TODAY, weekly } from './fixtures.ts';
import { evolveField } from './state.ts';

const spec = deciderSpec(fieldDecider);
const five = customers.slice(0, 5);
const next5 = customers.slice(5, 10);

describe('branches and staff', () => {
  it('an administrator opens a branch; a branch manager may not', () => {
    spec.given([]).when({ type: 'OpenBranch', branchId: 'b1', name: ' East ', address: '3 Hill', workingDays: [5, 1, 1], ...facts(admin) })
      .then([{ type: 'BranchOpened', data: { branchId: 'b1', name: 'East', address: '3 Hill', workingDays: [1, 5], by: admin.id, at: AT } }]);
    spec.given([]).when({ type: 'OpenBranch', branchId: 'b1', name: 'East', address: '', workingDays: [1], ...facts(manager) }).thenRefuses('forbidden');
  });

  it('places only a branch manager or a loan officer', () => {
    spec.given(fieldHistory).when({ type: 'AssignStaff', staffId: 'x', staffName: 'X', branchId: 'north', ...facts(admin), staffRoles: { x: 'user' } }).thenRefuses('validation', /Only a branch manager or a loan officer/);
  });

  it('reassigns a customer with a reason, to an officer of the branch; another branch manager is refused', () => {
    const command = { type: 'AssignCustomer' as const, customerId: 'customer-1', branchId: 'north', officerId: otherOfficer.id, reason: 'Moved village', ...facts(manager) };
    spec.given(fieldHistory).when(command).thenEvents((events) => expect(events[0]).toMatchObject({ type: 'CustomerAssignedToOfficer', data: { officerId: otherOfficer.id, reason: 'Moved village' } }));
    spec.given(fieldHistory).when({ ...command, reason: ' ' }).thenRefuses('validation', 'Give the reason.');
    spec.given(fieldHistory).when({ ...command, ...facts(otherManager) }).thenRefuses('forbidden');
    spec.given(fieldHistory).when({ ...command, officerId: manager.id }).thenRefuses('validation', 'Choose a loan officer of this branch.');
  });

  it('places a customer a loan officer registers in the officer\'s branch, as theirs; once, and only for a placed loan officer', () => {
    const placed = { type: 'PlaceRegisteredCustomer' as const, customerId: 'new-1', ...facts(officer), customers: ['new-1'] };
    spec.given(fieldHistory).when(placed).then([{ type: 'CustomerAssignedToOfficer', data: { customerId: 'new-1', branchId: 'north', officerId: officer.id, reason: 'Registered in the field by their loan officer', by: officer.id, at: AT } }]);
    spec.given(fieldHistory).when({ ...placed, customerId: 'customer-1', customers }).then([]);
    spec.given(fieldHistory).when({ ...placed, ...facts(manager), customers: ['new-1'] }).thenRefuses('forbidden');
    spec.given([]).when(placed).thenRefuses('forbidden');
    spec.given(fieldHistory).when({ ...placed, customers: [] }).thenRefuses('not_found');
  });

  it('a branch manager declares a holiday of their branch, once', () => {
    const holiday = { type: 'DeclareHoliday' as const, branchId: 'north', date: '2026-11-09', name: 'Market day', ...facts(manager) };
    spec.given(fieldHistory).when(holiday).thenEvents((events) => expect(events[0]?.type).toBe('HolidayDeclared'));
    spec.given(fieldHistory).when({ ...holiday, ...facts(officer) }).thenRefuses('forbidden');
    spec.given(fieldHistory).when({ ...holiday, ...facts(otherManager) }).thenRefuses('forbidden');
    const declared: FieldEvent = { type: 'HolidayDeclared', data: { branchId: 'north', date: '2026-11-09', name: 'Market day', by: manager.id, at: AT } };
    spec.given([...fieldHistory, declared]).when(holiday).thenRefuses('conflict', /already a holiday/);
  });
});

describe('centers and meetings', () => {
  const center = { type: 'OpenCenter' as const, centerId: 'center-2', branchId: 'north', name: 'River center', officerId: officer.id, schedule: weekly, ...facts(manager) };
  const holiday: FieldEvent = { type: 'HolidayDeclared', data: { branchId: 'north', date: '2026-11-02', name: 'All Souls', by: manager.id, at: AT } };

  it('refuses a first meeting on a holiday with a clear message', () => {
    spec.given([...fieldHistory, holiday]).when(center).thenRefuses('validation', 'The first meeting cannot be on 2026-11-02: it is a holiday (All Souls). Choose another date.');
  });

  it('refuses a first meeting off its weekday or on a closed day; opens it otherwise', () => {
    spec.given(fieldHistory).when({ ...center, schedule: { ...weekly, weekday: 2 } }).thenRefuses('validation', /meeting weekday/);
    spec.given(fieldHistory).when({ ...center, schedule: { ...weekly, weekday: 7, firstMeeting: '2026-11-08' } }).thenRefuses('validation', /does not work/);
    spec.given(fieldHistory).when(center).thenEvents((events) => expect(events[0]?.type).toBe('CenterOpened'));
  });

  it('records attendance for a meeting held, the absent being the other members', () => {
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ type: 'RecordAttendance', groupId: 'g', meetingDate: TODAY, present: five.slice(0, 4), ...facts(officer) })
      .thenEvents((events) => expect(events[0]).toMatchObject({ data: { present: five.slice(0, 4), absent: [five[4]] } }));
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ type: 'RecordAttendance', groupId: 'g', meetingDate: '2026-11-03', present: [], ...facts(officer), today: '2026-11-10' }).thenRefuses('validation', /no meeting on 2026-11-03/);
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ type: 'RecordAttendance', groupId: 'g', meetingDate: '2026-11-09', present: [], ...facts(officer) }).thenRefuses('validation', /on or after the meeting day/);
  });
});

describe('groups', () => {
  it('a branch manager forms a group approved at once; a loan officer\'s waits for approval', () => {
    spec.given(fieldHistory).when(formGroup(five)).thenEvents((events) => expect(events[0]).toMatchObject({ type: 'GroupFormed', data: { approved: true, members: five } }));
    spec.given(fieldHistory).when(formGroup(five, facts(officer))).thenEvents((events) => expect(events[0]).toMatchObject({ data: { approved: false } }));
    const pending = { ...groupFormed('g', five), data: { ...groupFormed('g', five).data, approved: false } } as FieldEvent;
    spec.given([...fieldHistory, pending]).when({ type: 'ApproveGroup', groupId: 'g', ...facts(officer) }).thenRefuses('forbidden');
    spec.given([...fieldHistory, pending]).when({ type: 'ApproveGroup', groupId: 'g', ...facts(otherManager) }).thenRefuses('forbidden');
    spec.given([...fieldHistory, pending]).when({ type: 'ApproveGroup', groupId: 'g', ...facts(manager) }).thenEvents((events) => expect(events[0]?.type).toBe('GroupApproved'));
  });

  it('has 5 to 30 members, with a leader and a different secretary among them', () => {
    spec.given(fieldHistory).when(formGroup(customers.slice(0, 4))).thenRefuses('validation', 'A group has 5 to 30 members.');
    spec.given(fieldHistory).when(formGroup(customers.slice(0, 31))).thenRefuses('validation', 'A group has 5 to 30 members.');
    spec.given(fieldHistory).when(formGroup(customers.slice(0, 30))).thenEvents((events) => expect(events).toHaveLength(1));
    spec.given(fieldHistory).when(formGroup(five, { leaderId: 'customer-9' })).thenRefuses('validation', /leader and the secretary must be members/);
    spec.given(fieldHistory).when(formGroup(five, { secretaryId: five[0]! })).thenRefuses('validation', /two different members/);
  });

  it('a loan officer forms groups only of their own customers, for themselves', () => {
    spec.given(fieldHistory).when(formGroup(customers.slice(30, 35), facts(officer))).thenRefuses('forbidden', /not yours/);
    spec.given(fieldHistory).when(formGroup(five, { ...facts(officer), officerId: otherOfficer.id })).thenRefuses('forbidden');
  });

  it('refuses a customer in a second group of the same center, naming the first', () => {
    spec.given([...fieldHistory, groupFormed('g1', five)]).when(formGroup([five[0]!, ...next5.slice(0, 4)], { groupId: 'g2' })).thenRefuses('conflict', 'This customer is already in the group g1 of this center: a customer is in one group of a center.');
    spec.given([...fieldHistory, groupFormed('g1', five), groupFormed('g2', next5)]).when({ type: 'JoinGroup', groupId: 'g2', customerId: five[0]!, ...facts(officer) }).thenRefuses('conflict', /already in the group g1/);
  });

  it('lets a member leave with a reason, but not below five, not the leader, and not with an active group loan', () => {
    const six = customers.slice(0, 6);
    const leave = { type: 'LeaveGroup' as const, groupId: 'g', customerId: six[5]!, reason: 'Moved away', ...facts(officer) };
    spec.given([...fieldHistory, groupFormed('g', six)]).when(leave).thenEvents((events) => expect(events[0]).toMatchObject({ type: 'GroupMemberLeft', data: { on: TODAY, reason: 'Moved away' } }));
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ ...leave, customerId: five[4]! }).thenRefuses('conflict', 'A group keeps at least 5 members.');
    spec.given([...fieldHistory, groupFormed('g', six)]).when({ ...leave, customerId: six[0]! }).thenRefuses('conflict', /new leader/);
    // The flag the group loans of the next session feed: a member with an active group loan stays.
    const state = foldEvents(fieldDecider, [...fieldHistory, groupFormed('g', six)]);
    const withLoan = { ...state, groups: { ...state.groups, g: { ...state.groups.g!, activeLoans: [six[5]!] } } };
    expect(() => fieldDecider.decide(leave, withLoan)).toThrow('This member has an active group loan: they can leave once it is settled or transferred.');
  });

  it('a loan officer acts only for their own groups', () => {
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ type: 'RecordAttendance', groupId: 'g', meetingDate: TODAY, present: five, ...facts(otherOfficer) }).thenRefuses('forbidden', /not yours/);
    spec.given([...fieldHistory, groupFormed('g', five)]).when({ type: 'JoinGroup', groupId: 'g', customerId: customers[6]!, ...facts(otherOfficer) }).thenRefuses('forbidden');
  });
});

describe('one group per center (property)', () => {
  it('whatever groups are formed and joined, no customer is ever a current member of two groups of one center', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('form' as const), group: fc.integer({ min: 0, max: 5 }), members: fc.uniqueArray(fc.integer({ min: 0, max: 29 }), { minLength: 5, maxLength: 8 }) }),
      fc.record({ kind: fc.constant('join' as const), group: fc.integer({ min: 0, max: 5 }), member: fc.integer({ min: 0, max: 29 }) }),
    );
    fc.assert(fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
      let state = foldEvents(fieldDecider, fieldHistory);
      for (const s of steps) {
        const command = s.kind === 'form'
          ? formGroup(s.members.map((i) => customers[i]!), { groupId: `g${s.group}` })
          : { type: 'JoinGroup' as const, groupId: `g${s.group}`, customerId: customers[s.member]!, ...facts() };
        try {
          state = fieldDecider.decide(command, state).reduce(evolveField, state);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
      const seen = new Set<string>();
      for (const group of Object.values(state.groups)) {
        for (const member of group.members.filter((m) => m.leftOn === null)) {
          const key = `${group.centerId}:${member.customerId}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }
    }));
  });
});
