/** Administrator invitations: the back office's list, invite and revoke (administrators only), and the invitee's check and accept of the e-mailed link. */
import { acceptInvitation, approveInvitation, checkInvitation, inviteAdmin, listAdministrators, revokeInvitation } from '../../bank/admin-invitation-service.ts';
import type { BankContext } from '../../bank/context.ts';
import type { App } from '../env.ts';
import { parse, reply } from '../contract-io.ts';
import { limitPerClient } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

export function mountAdminInvitationRoutes(app: App, ctx: BankContext): void {
  app.post('/functions/v1/admin-administrators', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-administrators');
    if (body.action === 'invite') return reply<'admin-administrators', 'invite'>(c, await inviteAdmin(ctx, principal, body, c.get('requestId')));
    if (body.action === 'approve') return reply<'admin-administrators', 'approve'>(c, await approveInvitation(ctx, principal, body.invitationId, c.get('requestId')));
    if (body.action === 'revoke') return reply<'admin-administrators', 'revoke'>(c, await revokeInvitation(ctx, principal, body.invitationId, body.reason, c.get('requestId')));
    return reply<'admin-administrators', 'list'>(c, await listAdministrators(ctx, principal));
  });
  // Guessing tokens is bounded like the password reset's: the same limit and the same 256-bit tokens.
  app.post('/functions/v1/admin-invitation-check', limitPerClient(ctx, 'password-reset-confirm'), async (c) => {
    const body = await parse(c, 'admin-invitation-check');
    return reply<'admin-invitation-check'>(c, await checkInvitation(ctx, body.token));
  });
  app.post('/functions/v1/admin-invitation-accept', limitPerClient(ctx, 'password-reset-confirm'), async (c) => {
    const body = await parse(c, 'admin-invitation-accept');
    return reply<'admin-invitation-accept'>(c, await acceptInvitation(ctx, body, c.get('requestId')));
  });
}
