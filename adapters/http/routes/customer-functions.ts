/** user-sync and session-manager (part 1 section 7): a signed-in user's own data, preferences, profile and sessions; credential-change: a new password or PIN. */
import { z } from 'zod';
import { confirmCredentialChange, startCredentialChange } from '../../bank/credential-change-service.ts';
import { revokeSession } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { activeSessions, getUserData, logActivity, recordActivity, syncPreferences, updateProfile } from '../../bank/user-service.ts';
import type { App } from '../env.ts';
import { readBody } from '../request.ts';
import { profileChanges, sessionManagerBody, userSyncBody } from '../schemas.ts';
import { signedIn } from './session-helpers.ts';

const secret = z.string().max(200).optional();
const credentialChangeBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), kind: z.enum(['password', 'pin']), currentPin: z.string().max(10) }),
  z.object({ action: z.literal('confirm'), changeId: z.string().min(1).max(64), code: z.string().max(10), newPassword: secret, confirmPassword: secret, newPin: secret, confirmPin: secret }),
]);

export function mountSignedInFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/credential-change', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, credentialChangeBody);
    if (body.action === 'start') return c.json(await startCredentialChange(ctx, principal, body, c.get('requestId')));
    return c.json(await confirmCredentialChange(ctx, principal, body, c.get('requestId')));
  });
  app.post('/functions/v1/user-sync', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, userSyncBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'get_user_data':
        return c.json(await getUserData(ctx, principal));
      case 'log_activity':
        return c.json(await logActivity(ctx, principal, { activityType: body.data.activityType, description: body.data.description, metadata: body.data.metadata }, requestId));
      case 'sync_preferences':
        return c.json(await syncPreferences(ctx, principal, body.data.preferences, requestId));
      case 'update_profile':
        return c.json(await updateProfile(ctx, principal, profileChanges(body.data.profileData), requestId));
    }
  });
  app.post('/functions/v1/session-manager', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await readBody(c, sessionManagerBody);
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'create_session':
      case 'update_activity':
        await recordActivity(ctx, principal, body.deviceInfo, requestId);
        return c.json({ success: true, session: { session_token: principal.session.id } });
      case 'get_active_sessions':
        return c.json({ success: true, sessions: await activeSessions(ctx, principal) });
      case 'revoke_session':
        await revokeSession(ctx, principal, body.sessionData.sessionId, 'revoked', requestId);
        return c.json({ success: true, signedOut: body.sessionData.sessionId === principal.session.id });
    }
  });
}
