// Proves the back office's loan products over HTTP: a customer is refused (403), a bad product is refused with each field's
// message and changes nothing, an edit is kept in the history with what it changed, and the public figures follow the products in force.
import { describe, expect, it, vi } from 'vitest';
import { starterLoanProducts } from '../../domain/loans/fixtures.ts';
import { moneyBank } from '../../tests/support/money-fixtures.ts';

vi.setConfig({ testTimeout: 60_000 });

const products = '/functions/v1/admin-loan-products';

describe('loan products in the back office', () => {
  it('refuses a customer and a bad product, keeps an edit in the history and moves the public figures', async () => {
    const bank = await moneyBank();
    expect((await bank.call(products, { action: 'list' }, bank.alice.token)).status).toBe(403);
    const byCustomer = await bank.call(products, { action: 'save', productId: 'personal', product: { ...starterLoanProducts.personal, maxPrincipal: 1_00 } }, bank.alice.token);
    expect(byCustomer.status).toBe(403);

    const before = (await bank.call(products, { action: 'list' }, bank.admin)).body;
    expect(before.products.map((p: { productId: string }) => p.productId).sort()).toEqual(['business', 'home', 'personal']);
    const bad = await bank.call(products, { action: 'save', productId: 'personal', product: { ...starterLoanProducts.personal, name: '', minTerm: 12, maxTerm: 6, annualRateBps: 'twelve' } }, bank.admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: 'Name is required.', annualRateBps: 'Annual rate must be a percentage from 0.00 to 100.00.' });
    const crossed = await bank.call(products, { action: 'save', productId: 'personal', product: { ...starterLoanProducts.personal, minTerm: 12, maxTerm: 6 } }, bank.admin);
    expect(crossed.body.errors).toEqual({ maxTerm: 'The longest term must not be shorter than the shortest.' });
    expect((await bank.call(products, { action: 'list' }, bank.admin)).body).toEqual(before);

    const saved = await bank.call(products, { action: 'save', productId: 'personal', product: { ...starterLoanProducts.personal, maxPrincipal: '60000.00' } }, bank.admin);
    expect(saved.status).toBe(200);
    expect(saved.body.product).toMatchObject({ productId: 'personal', maxPrincipalMinor: 60_000_00 });
    const after = (await bank.call(products, { action: 'list' }, bank.admin)).body;
    expect(after.history[0]).toMatchObject({ productId: 'personal', byName: expect.stringMatching(/\S/), changes: [{ field: 'maxPrincipal', from: 50_000_00, to: 60_000_00 }] });
    expect(after.history).toHaveLength(before.history.length + 1);
    expect((await bank.call('/functions/v1/loan-figures', {})).body.figures.personal).toMatchObject({ maxPrincipalMinor: 60_000_00 });

    const created = await bank.call(products, { action: 'save', product: { ...starterLoanProducts.home, name: 'Short Home Loan', maxTerm: 120, active: false } }, bank.admin);
    expect(created.status).toBe(200);
    expect((await bank.call('/functions/v1/loan-figures', {})).body.figures.home).toMatchObject({ maxTermYears: 30 });
    const offered = await bank.call('/functions/v1/loan-products', {}, bank.alice.token);
    expect(offered.body.products.map((p: { name: string }) => p.name)).not.toContain('Short Home Loan');
  });
});
