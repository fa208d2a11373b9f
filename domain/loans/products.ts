/**
 * The loan products aggregate (the `loan-products` stream), modelled on System Settings: an
 * administrator creates or changes a product as a whole, each save is an event with who and
 * when, the products in force are a fold of the stream and its history is kept.
 */
import { z } from 'zod';
import type { Decider } from '../decider.ts';
import { refuse, said } from '../errors.ts';
import { loanProductFields, loanProductTerms, type LoanProductTerms } from './product.ts';
import type { UserRole } from '../user/events.ts';

export const LOAN_PRODUCTS_STREAM = 'loan-products';
export const LOAN_PRODUCT_HISTORY_CAP = 100;

export const loanProductEventSchemas = {
  LoanProductSaved: z.object({
    productId: z.string().min(1).max(64),
    /** Stored without the cross-field checks: they were made by the decider, and a read-back must never fail on them. */
    product: loanProductFields,
    by: z.string().min(1).max(64),
    byName: z.string().max(200),
    at: z.string().min(20).max(40),
  }),
};

export type LoanProductEvent = { type: 'LoanProductSaved'; data: z.infer<typeof loanProductEventSchemas.LoanProductSaved> };

export interface LoanProductHistoryEntry { productId: string; product: LoanProductTerms; by: string; byName: string; at: string }

export interface LoanProductsState {
  products: Record<string, LoanProductTerms>;
  history: LoanProductHistoryEntry[];
}

export const initialLoanProducts: LoanProductsState = { products: {}, history: [] };

export interface SaveLoanProduct {
  type: 'SaveLoanProduct';
  productId: string;
  /** True for Create: refused when the id is taken; false for Edit: refused when it is not. */
  isNew: boolean;
  product: unknown;
  actor: { id: string; name: string; role: UserRole };
  at: string;
}

/** Field messages keyed by field, from a failed parse of the product form. */
export function productFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'product');
    fields[key] ??= issue.message;
  }
  return fields;
}

export function decideLoanProduct(command: SaveLoanProduct, state: LoanProductsState): LoanProductEvent[] {
  if (command.actor.role !== 'admin') refuse('forbidden', said('loans.productsAdminOnly'));
  const known = state.products[command.productId];
  if (command.isNew && known) refuse('conflict', said('loans.productWithId'));
  if (!command.isNew && !known) refuse('not_found', said('loans.noSuchLoanProduct'));
  const parsed = loanProductTerms.safeParse(command.product);
  if (!parsed.success) {
    const fields = productFieldErrors(parsed.error);
    return refuse('validation', said('backOffice.correctHighlightedFields'), fields);
  }
  if (known && JSON.stringify(known) === JSON.stringify(parsed.data)) return [];
  return [{ type: 'LoanProductSaved', data: { productId: command.productId, product: parsed.data, by: command.actor.id, byName: command.actor.name, at: command.at } }];
}

export function evolveLoanProducts(state: LoanProductsState, event: LoanProductEvent): LoanProductsState {
  const { productId, product, by, byName, at } = event.data;
  return {
    products: { ...state.products, [productId]: product },
    history: [{ productId, product, by, byName, at }, ...state.history].slice(0, LOAN_PRODUCT_HISTORY_CAP),
  };
}

export const loanProductsDecider: Decider<SaveLoanProduct, LoanProductEvent, LoanProductsState> = {
  initialState: initialLoanProducts, decide: decideLoanProduct, evolve: evolveLoanProducts,
};

/** What the public site advertises, per kind, from the products in force: the largest amount, the longest term in years, the lowest rate. */
export interface AdvertisedFigures { maxPrincipal: number; maxTermYears: number; minRateBps: number }

export function advertisedFigures(state: LoanProductsState, yearsOf: (p: LoanProductTerms) => number): Partial<Record<LoanProductTerms['kind'], AdvertisedFigures>> {
  const figures: Partial<Record<LoanProductTerms['kind'], AdvertisedFigures>> = {};
  for (const product of Object.values(state.products)) {
    if (!product.active) continue;
    const current = figures[product.kind];
    figures[product.kind] = {
      maxPrincipal: Math.max(current?.maxPrincipal ?? 0, product.maxPrincipal),
      maxTermYears: Math.max(current?.maxTermYears ?? 0, yearsOf(product)),
      minRateBps: Math.min(current?.minRateBps ?? Number.MAX_SAFE_INTEGER, product.annualRateBps),
    };
  }
  return figures;
}

export interface ProductFieldChange { field: keyof LoanProductTerms; from: string | number | boolean; to: string | number | boolean }

/**
 * What each history entry (newest first) changed, against the same product's save before it:
 * null for the first save the history keeps (a creation, unless the cap dropped older saves).
 */
export function historyChanges(history: readonly LoanProductHistoryEntry[]): (ProductFieldChange[] | null)[] {
  return history.map((entry, index) => {
    const before = history.slice(index + 1).find((older) => older.productId === entry.productId);
    if (!before) return null;
    return (Object.keys(entry.product) as (keyof LoanProductTerms)[])
      .filter((field) => before.product[field] !== entry.product[field])
      .map((field) => ({ field, from: before.product[field], to: entry.product[field] }));
  });
}
