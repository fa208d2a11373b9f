/**
 * Creates the demo customers and posts their deterministic back-history (DECISIONS 21).
 * Only `npm run seed:demo` calls this; a real sign-up never gets demo rows. Running it
 * again finds the customers by e-mail and leaves them as they are.
 */
import { demoHistory } from '../../domain/records/demo-history.ts';
import { userStream } from '../../domain/user/events.ts';
import type { SignupForm } from '../../domain/user/signup-form.ts';
import { issueMembershipNumber } from './admin-service.ts';
import { signup } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { decodeEvent, encodeEvent } from '../engine/event-codec.ts';
import { demoLoanHistory } from '../../domain/loans/demo-loans.ts';
import { addMonths } from '../../domain/loans/dates.ts';
import { loanStream } from '../../domain/loans/events.ts';
import { foldUser } from '../../domain/user/state.ts';
import type { UserEvent } from '../../domain/user/events.ts';

export const DEMO_PASSWORD = 'Demo-Passw0rd1';
export const DEMO_PIN = '1357';

export const demoCustomers = [
  { firstName: 'Amara', lastName: 'Okafor', email: 'amara.demo@tmb.test', seed: 2010 },
  { firstName: 'Lucas', lastName: 'Moreau', email: 'lucas.demo@tmb.test', seed: 2025 },
];

/** Events per append, so one transaction stays small on every store. */
const BATCH = 500;

export async function seedDemo(ctx: BankContext, customers = demoCustomers, range?: { from: string; to: string }): Promise<{ email: string; created: boolean; transactions: number }[]> {
  const results = [];
  for (const customer of customers) {
    const view = await ctx.live.catchUp();
    if (view.usersByEmail.has(customer.email)) {
      results.push({ email: customer.email, created: false, transactions: 0 });
      continue;
    }
    const number = await issueMembershipNumber(ctx, `DEMO-${customer.seed}-${ctx.ids.digits(6)}`, 'system', 'demo-seed');
    const form: SignupForm = {
      membershipNumber: number, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: '555-0142',
      dateOfBirth: '1985-04-12', address: '12 Market Street', city: 'Springfield', state: 'IL', zipCode: '62701', ssn: '4321',
      password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD, pin: DEMO_PIN, confirmPin: DEMO_PIN, agreeToTerms: true,
    };
    const { user } = await signup(ctx, form, { ip: '127.0.0.1', deviceInfo: {}, requestId: 'demo-seed' });
    const events = demoHistory(user.id, customer.seed, range?.from, range?.to);
    let version = (await ctx.store.readStream(userStream(user.id))).at(-1)?.version ?? 0;
    for (let i = 0; i < events.length; i += BATCH) {
      const batch = events.slice(i, i + BATCH).map((event) => encodeEvent(event, { actor: 'system', at: event.data.at, requestId: 'demo-seed', reason: 'demo seed' }));
      await ctx.store.append([{ streamId: userStream(user.id), expectedVersion: version, events: batch }]);
      version += batch.length;
    }
    await seedDemoLoan(ctx, user.id, `${customer.firstName} ${customer.lastName}`, version, range?.to);
    results.push({ email: customer.email, created: true, transactions: events.length });
  }
  await ctx.live.catchUp();
  return results;
}

/** A personal loan disbursed eight months before the history ends, its instalments collected since, on the loan's and the customer's streams. */
async function seedDemoLoan(ctx: BankContext, userId: string, name: string, version: number, toMonth: string | undefined): Promise<void> {
  const today = toMonth ? `${toMonth}-28` : ctx.clock.now().toISOString().slice(0, 10);
  const start = addMonths(today, -8);
  const user = foldUser((await ctx.store.readStream(userStream(userId))).map(decodeEvent) as UserEvent[]);
  const balance = user.exists ? user.balances.USD : 0;
  const loanId = `demo-${userId.slice(0, 8)}`;
  const { loanEvents, userEvents } = demoLoanHistory(loanId, { id: userId, name }, start, today, balance);
  const meta = (at: string) => ({ actor: 'system', at, requestId: 'demo-seed', reason: 'demo seed' });
  await ctx.store.append([
    { streamId: loanStream(loanId), expectedVersion: 0, events: loanEvents.map((e) => encodeEvent(e, meta(e.data.at))) },
    { streamId: userStream(userId), expectedVersion: version, events: userEvents.map((e) => encodeEvent(e, meta(e.data.at))) },
  ]);
}
