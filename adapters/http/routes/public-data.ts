/**
 * The public site's figures read with GET and cached a moment (not functions: no body, no
 * sign-in): the savings APY, the bank's contact details and the Bitcoin price.
 */
import { percentOf } from '../../../domain/savings/earned.ts';
import type { BankContext } from '../../bank/context.ts';
import { priceResponse } from '../../price/bitcoin-price.ts';
import type { App } from '../env.ts';
import { limitPerClient } from '../rate-limit.ts';

export function mountPublicData(app: App, ctx: BankContext): void {
  // The public site's savings APY comes from System Settings, not from text (issue 17).
  app.get('/api/savings-rate', limitPerClient(ctx, 'savings-rate'), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ apy: percentOf((await ctx.live.catchUp()).settings.settings.interest.savingsInterestRate) });
  });
  // The bank's contact details for the public site and the Account Suspended page: System Settings, the one source the
  // deposit instructions and the statement also read (issue 26), never copies in the interface text.
  app.get('/api/bank-contact', limitPerClient(ctx, 'bank-contact'), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    const { bankName, supportPhone, supportEmail, bankAddress } = (await ctx.live.catchUp()).settings.settings.general;
    return c.json({ name: bankName, phone: supportPhone, email: supportEmail, address: bankAddress });
  });
  app.get('/api/bitcoin-price', limitPerClient(ctx, 'bitcoin-price'), async (c) => {
    c.header('cache-control', 'public, max-age=10');
    return c.json(priceResponse(await ctx.money.prices.current()));
  });
}
