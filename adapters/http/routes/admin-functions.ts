/** The back office's functions; every one refuses a caller who is not an administrator. */
import { z } from 'zod';
import { adminOverview, issueMembershipAsAdmin, listMembershipNumbers } from '../../bank/admin-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { readBody } from '../request.ts';
import { signedIn } from './session-helpers.ts';

const membershipAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('issue'), number: z.string().max(64).optional() }),
]);

export function mountAdminFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/admin-overview', async (c) => c.json(await adminOverview(ctx, await signedIn(c, ctx))));
  app.post('/functions/v1/admin-membership', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, membershipAction);
    if (body.action === 'list') return c.json(await listMembershipNumbers(ctx, principal));
    return c.json(await issueMembershipAsAdmin(ctx, principal, body.number, c.get('requestId')));
  });
}
