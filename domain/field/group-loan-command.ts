/** Group loan decisions as one declared command (docs/commands.md): the loan products (for the terms in force) and the `field` stream. */
import type { DeclaredCommand } from '../command.ts';
import { LOAN_PRODUCTS_STREAM, loanProductsDecider, type LoanProductsState } from '../loans/products.ts';
import type { LoanProductTerms } from '../loans/product.ts';
import { decideGroupLoan, type GroupLoanCommand } from './decide-group-loans.ts';
import { fieldDecider } from './decider.ts';
import { FIELD_STREAM, type FieldEvent } from './events.ts';
import { evolveField, type FieldState } from './state.ts';

/** The command as the edge gives it: the product is read from the products stream, not sent. */
export type GroupLoanInput = GroupLoanCommand extends infer C ? C extends { type: 'ApplyForGroupLoan' } ? Omit<C, 'product'> : C : never;

export const groupLoanCommand: DeclaredCommand<GroupLoanInput, { products: LoanProductsState; field: FieldState }, { events: FieldEvent[]; state: FieldState; product: LoanProductTerms | null }> = {
  name: 'group-loan',
  folds: { products: loanProductsDecider, field: fieldDecider },
  streams: () => ({ products: LOAN_PRODUCTS_STREAM, field: FIELD_STREAM }),
  decide: (input, { products, field }) => {
    const applicationProduct = (id: string) => products.products[id] ?? null;
    const application = input.type === 'ApplyForGroupLoan' ? null : field.groupLoans[input.applicationId];
    const product = applicationProduct(input.type === 'ApplyForGroupLoan' ? input.productId : application?.productId ?? '');
    const command = (input.type === 'ApplyForGroupLoan' ? { ...input, product } : input) as GroupLoanCommand;
    const events = decideGroupLoan(command, field);
    return { events: { field: events }, result: { events, state: events.reduce(evolveField, field), product } };
  },
};
