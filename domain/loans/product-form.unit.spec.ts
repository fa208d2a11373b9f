// Proves the loan product form's rule as the back office and the server share it: a filled form becomes the product in cents and
// basis points, each wrong field is named in words under that field, a saved product reads back into the same form, and each
// history entry says what it changed against the same product's save before it.
import { describe, expect, it } from 'vitest';
import { starterLoanProducts } from './fixtures.ts';
import { checkProductForm, emptyProductForm, formOfProduct } from './product-form.ts';
import { decideLoanProduct, evolveLoanProducts, historyChanges, initialLoanProducts, type LoanProductsState } from './products.ts';

const personal = starterLoanProducts.personal!;
const admin = { id: 'a1', name: 'Ada Admin', role: 'admin' as const };

describe('the loan product form', () => {
  it('turns dollars, percent and counts into the product the server keeps', () => {
    const form = { ...emptyProductForm, name: 'Solar Loan', minPrincipal: '250', maxPrincipal: '7,500.50', minTerm: '3', maxTerm: '24', annualRate: '11.75', lateFee: '12.5', toleranceDays: '4' };
    expect(checkProductForm(form)).toEqual({ errors: null, product: {
      name: 'Solar Loan', kind: 'personal', minPrincipal: 25_000, maxPrincipal: 750_050, minTerm: 3, maxTerm: 24, annualRateBps: 1175,
      frequency: 'monthly', amortisation: 'equal_instalments', graceOnPrincipal: 0, lateFee: 1_250, toleranceDays: 4, active: true,
    } });
  });

  it('names each wrong field in its own words, the ranges after the fields', () => {
    const bad = checkProductForm({ ...formOfProduct(personal), name: ' ', maxPrincipal: 'lots', annualRate: '12.999', toleranceDays: '91' });
    expect(bad.errors).toEqual({
      name: 'Name is required.',
      maxPrincipal: 'Largest amount must be an amount from $1.00 to $100,000,000.00.',
      annualRate: 'Annual rate must be a percentage from 0.00 to 100.00.',
      toleranceDays: 'Tolerance must be a whole number from 0 to 90.',
    });
    const crossed = checkProductForm({ ...formOfProduct(personal), minPrincipal: '900', maxPrincipal: '800', graceOnPrincipal: '6' });
    expect(crossed.errors).toEqual({ maxPrincipal: 'The largest amount must not be below the smallest.', graceOnPrincipal: 'The grace period must be shorter than the shortest term.' });
  });

  it('reads a saved product back into the form unchanged', () => {
    expect(formOfProduct(personal)).toMatchObject({ minPrincipal: '500.00', maxPrincipal: '50000.00', annualRate: '12.99', lateFee: '25.00' });
    expect(checkProductForm(formOfProduct(personal)).product).toEqual(personal);
  });

  it('refuses a bad product at the decider with the same field words', () => {
    expect(() => decideLoanProduct({ type: 'SaveLoanProduct', productId: 'p', isNew: true, product: { ...personal, lateFee: -1 }, actor: admin, at: '2026-01-01T00:00:00.000Z' }, initialLoanProducts))
      .toThrow(expect.objectContaining({ code: 'validation', fields: { lateFee: 'Late fee must be an amount from $0.00 to $10,000.00.' } }));
  });
});

describe('the history of product changes', () => {
  it('says created for a first save and names each field a later save changed', () => {
    const save = (state: LoanProductsState, productId: string, product: typeof personal, isNew: boolean, at: string) =>
      decideLoanProduct({ type: 'SaveLoanProduct', productId, isNew, product, actor: admin, at }, state).reduce(evolveLoanProducts, state);
    let state = save(initialLoanProducts, 'personal', personal, true, '2026-01-01T00:00:00.000Z');
    state = save(state, 'home', starterLoanProducts.home!, true, '2026-01-02T00:00:00.000Z');
    state = save(state, 'personal', { ...personal, maxPrincipal: 60_000_00, annualRateBps: 1199 }, false, '2026-01-03T00:00:00.000Z');
    state = save(state, 'personal', { ...personal, maxPrincipal: 60_000_00, annualRateBps: 1199, active: false }, false, '2026-01-04T00:00:00.000Z');
    expect(historyChanges(state.history)).toEqual([
      [{ field: 'active', from: true, to: false }],
      [{ field: 'maxPrincipal', from: 50_000_00, to: 60_000_00 }, { field: 'annualRateBps', from: 1299, to: 1199 }],
      null,
      null,
    ]);
  });
});
