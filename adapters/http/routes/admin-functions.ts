/** The back office's functions; every one refuses a caller who is not an administrator. */
import { adminOverview, issueMembershipAsAdmin, listMembershipNumbers } from '../../bank/admin-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { parse, reply } from '../contract-io.ts';
import { signedIn } from './session-helpers.ts';

export function mountAdminFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/admin-overview', async (c) => reply<'admin-overview'>(c, await adminOverview(ctx, await signedIn(c, ctx))));
  app.post('/functions/v1/admin-membership', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-membership');
    if (body.action === 'list') return reply<'admin-membership', 'list'>(c, await listMembershipNumbers(ctx, principal));
    return reply<'admin-membership', 'issue'>(c, await issueMembershipAsAdmin(ctx, principal, body.number, c.get('requestId')));
  });
}
