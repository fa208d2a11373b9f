/** The one function table (issue 27 item 5): every function of the API contract by name, merged from its areas; both transports mount it. */
import type { FunctionName } from '../../contract/index.ts';
import { accountingFunctions } from './accounting.ts';
import { adminFunctions } from './admin.ts';
import { customerFunctions } from './customer.ts';
import type { FunctionEntry } from './entry.ts';
import { kycFunctions } from './kyc.ts';
import { loanFunctions } from './loans.ts';
import { moneyFunctions } from './money.ts';
import { paymentsFunctions } from './payments.ts';
import { periodFunctions } from './periods.ts';
import { fieldFunctions } from './field.ts';
import { collectionFunctions } from './collection.ts';
import { groupLoanFunctions } from './group-loans.ts';
import { publicFunctions } from './public.ts';
import { recordsFunctions } from './records.ts';

/** The areas, each a slice of the table; table.unit.spec.ts checks no name is declared in two. */
export const functionAreas = [publicFunctions, customerFunctions, recordsFunctions, moneyFunctions, adminFunctions, loanFunctions, paymentsFunctions, kycFunctions, periodFunctions, fieldFunctions, accountingFunctions, collectionFunctions, groupLoanFunctions] as const;

/** Every name of the contract: a function left out does not compile. */
export const functionTable: { readonly [N in FunctionName]: FunctionEntry<N> } = {
  ...publicFunctions, ...customerFunctions, ...recordsFunctions, ...moneyFunctions, ...adminFunctions, ...loanFunctions, ...paymentsFunctions, ...kycFunctions, ...periodFunctions, ...fieldFunctions, ...accountingFunctions, ...collectionFunctions, ...groupLoanFunctions,
};

/** The body limit of the function at `path` when its entry declares its own (the KYC upload), else undefined: app.ts's 64 KB. */
export function declaredBodyLimit(path: string): number | undefined {
  const name = /^\/functions\/v1\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (!name || !Object.hasOwn(functionTable, name)) return undefined;
  return functionTable[name as FunctionName].bodyLimit;
}
