/** The browser's field calls (issue 29): what the signed-in staff member may see, and the branch and group writes. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { FieldRole, FieldBranchView, FieldCenterView, FieldCustomerView, FieldGroupView, FieldHeldMeetingView, FieldMeetingView, FieldStaffView, FieldView } from '../contract/index.ts';

export const fieldView = () => call('field-view', {});
export const fieldBranches = (body: Request<'field-branches'>) => call('field-branches', body);
export const fieldGroups = (body: Request<'field-groups'>) => call('field-groups', body);
