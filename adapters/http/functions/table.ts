/** The one function table (issue 27 item 5): every function of the API contract by name, merged from its areas; both transports mount it. */
import type { FunctionName } from '../../contract/index.ts';
import { accountingFunctions } from './accounting.ts';
import { adminFunctions } from './admin.ts';
import { customerFunctions } from './customer.ts';
import type { FunctionEntry } from './entry.ts';
import { loanFunctions } from './loans.ts';
import { moneyFunctions } from './money.ts';
import { paymentsFunctions } from './payments.ts';
import { publicFunctions } from './public.ts';
import { recordsFunctions } from './records.ts';

/** The areas, each a slice of the table; table.unit.spec.ts checks no name is declared in two. */
export const functionAreas = [publicFunctions, customerFunctions, recordsFunctions, moneyFunctions, adminFunctions, loanFunctions, paymentsFunctions, accountingFunctions] as const;

/** Every name of the contract: a function left out does not compile. */
export const functionTable: { readonly [N in FunctionName]: FunctionEntry<N> } = {
  ...publicFunctions, ...customerFunctions, ...recordsFunctions, ...moneyFunctions, ...adminFunctions, ...loanFunctions, ...paymentsFunctions, ...accountingFunctions,
};
