/** The browser's group loan calls for staff (issue 29 item 3): the group loans they may see, and propose, decide, disburse. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { GroupLoanApplicationView, GroupLoanMemberView } from '../contract/index.ts';

export const groupLoans = (body: Request<'group-loans'>) => call('group-loans', body);
