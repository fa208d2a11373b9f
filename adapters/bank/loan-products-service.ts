/**
 * Loan products: the back office creates and changes them (history kept, like System Settings),
 * customers choose among those in force, and the public site's figures come from them.
 */
import { requireReader } from './admin-service.ts';
import { refuse, said } from '../../domain/errors.ts';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import { termYears, type LoanProductTerms } from '../../domain/loans/product.ts';
import { advertisedFigures, historyChanges, LOAN_PRODUCTS_STREAM, loanProductsDecider } from '../../domain/loans/products.ts';
import { parseAmount } from '../../domain/money/money.ts';
import { handle } from '../engine/handle.ts';
import type { EventMetadata } from '../store/types.ts';
import { adminActor, adminMetadata } from './admin-common.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { productView } from './loan-view.ts';

const today = (ctx: BankContext): string => ctx.clock.now().toISOString().slice(0, 10);

export async function publicLoanFigures(ctx: BankContext) {
  const figures = advertisedFigures((await ctx.live.catchUp()).loanProducts, (p) => termYears(p.maxTerm, p.frequency));
  return { figures: Object.fromEntries(Object.entries(figures).map(([kind, f]) => [kind, { maxPrincipalMinor: f.maxPrincipal, maxTermYears: Math.floor(f.maxTermYears), minRateBps: f.minRateBps }])) };
}

export async function productsInForce(ctx: BankContext) {
  const { products } = (await ctx.live.catchUp()).loanProducts;
  return { products: Object.entries(products).filter(([, p]) => p.active).map(([productId, p]) => productView(productId, p)), today: today(ctx) };
}

export async function listLoanProducts(ctx: BankContext, principal: Principal) {
  requireReader(principal);
  const { products, history } = (await ctx.live.catchUp()).loanProducts;
  const changes = historyChanges(history);
  return {
    products: Object.entries(products).map(([productId, p]) => productView(productId, p)),
    history: history.map((h, i) => ({ productId: h.productId, product: productView(h.productId, h.product), byName: h.byName, at: h.at, changes: changes[i] ?? null })),
  };
}

/** Money fields arrive as decimal dollars from the form; the product keeps cents. */
function inward(product: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...product };
  for (const key of ['minPrincipal', 'maxPrincipal', 'lateFee']) {
    if (typeof out[key] !== 'string') continue;
    const cents = parseAmount(out[key], 'USD');
    if (cents === null) refuse('validation', said('transfer.amount'), { [key]: said('transfer.amount') });
    out[key] = cents;
  }
  return out;
}

export async function saveLoanProduct(ctx: BankContext, principal: Principal, body: { productId?: string | undefined; product: Record<string, unknown> }, requestId: string) {
  const actor = adminActor(principal);
  const isNew = !body.productId;
  const productId = body.productId ?? ctx.ids.uuid();
  const meta = adminMetadata(ctx, principal, requestId, isNew ? 'Loan product created' : 'Loan product changed');
  const { state } = await handle(ctx.store, meta, loanProductsDecider, LOAN_PRODUCTS_STREAM, { type: 'SaveLoanProduct', productId, isNew, product: inward(body.product), actor, at: meta.at });
  return { success: true, message: 'Loan product saved.', product: productView(productId, state.products[productId]!) };
}

/** The first start offers the bank's advertised products, so the public figures and the wizard have something in force. */
export async function seedStarterProducts(ctx: BankContext, actorId: string, requestId: string): Promise<void> {
  const { products } = (await ctx.live.catchUp()).loanProducts;
  if (Object.keys(products).length > 0) return;
  const at = ctx.clock.now().toISOString();
  const meta: EventMetadata = { actor: actorId, at, requestId, reason: 'Starter loan products' };
  for (const [productId, product] of Object.entries(starterLoanProducts) as [string, LoanProductTerms][]) {
    await handle(ctx.store, meta, loanProductsDecider, LOAN_PRODUCTS_STREAM, { type: 'SaveLoanProduct', productId, isNew: true, product, actor: { id: actorId, name: 'Bank setup', role: 'admin' }, at });
  }
}
