/** The field's decider (the `field` stream): each command to its decision, over the one folded state. */
import type { Decider } from '../decider.ts';
import type { FieldCommand } from './commands.ts';
import { decideAssignCustomer, decideAssignStaff, decideDeclareHoliday, decideOpenBranch, decidePlaceRegisteredCustomer } from './decide-branches.ts';
import { decideApproveGroup, decideChooseGroupRoles, decideFormGroup, decideJoinGroup, decideLeaveGroup, decideOpenCenter, decideRecordAttendance, decideSetMeetingSchedule } from './decide-groups.ts';
import type { FieldEvent } from './events.ts';
import { evolveField, initialFieldState, type FieldState } from './state.ts';

export function decideField(command: FieldCommand, state: FieldState): FieldEvent[] {
  switch (command.type) {
    case 'OpenBranch': return decideOpenBranch(command, state);
    case 'AssignStaff': return decideAssignStaff(command, state);
    case 'AssignCustomer': return decideAssignCustomer(command, state);
    case 'PlaceRegisteredCustomer': return decidePlaceRegisteredCustomer(command, state);
    case 'DeclareHoliday': return decideDeclareHoliday(command, state);
    case 'OpenCenter': return decideOpenCenter(command, state);
    case 'SetMeetingSchedule': return decideSetMeetingSchedule(command, state);
    case 'FormGroup': return decideFormGroup(command, state);
    case 'ApproveGroup': return decideApproveGroup(command, state);
    case 'JoinGroup': return decideJoinGroup(command, state);
    case 'LeaveGroup': return decideLeaveGroup(command, state);
    case 'ChooseGroupRoles': return decideChooseGroupRoles(command, state);
    case 'RecordAttendance': return decideRecordAttendance(command, state);
  }
}

export const fieldDecider: Decider<FieldCommand, FieldEvent, FieldState> = { initialState: initialFieldState, decide: decideField, evolve: evolveField };
