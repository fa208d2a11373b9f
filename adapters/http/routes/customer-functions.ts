/** user-sync and session-manager (part 1 section 7): a signed-in user's own data, preferences, profile and sessions; credential-change: a new password or PIN. */
import { confirmCredentialChange, startCredentialChange } from '../../bank/credential-change-service.ts';
import { revokeSession } from '../../bank/auth-service.ts';
import type { BankContext } from '../../bank/context.ts';
import { activeSessions, getUserData, logActivity, recordActivity, syncPreferences, updateProfile } from '../../bank/user-service.ts';
import type { App } from '../env.ts';
import { profileChanges } from '../../contract/customer.ts';
import { parse, reply } from '../contract-io.ts';
import { throttle } from '../rate-limit.ts';
import { publicOriginOf } from '../request.ts';
import { signedIn } from './session-helpers.ts';

export function mountSignedInFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/credential-change', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'credential-change');
    if (body.action === 'start') {
      // Every coded operation is throttled per customer at its start (the step-up table's doors).
      await throttle(ctx, 'code-start', principal.user.id);
      return reply<'credential-change', 'start'>(c, await startCredentialChange(ctx, principal, body, c.get('requestId')));
    }
    return reply<'credential-change', 'confirm'>(c, await confirmCredentialChange(ctx, principal, body, c.get('requestId'), publicOriginOf(ctx)));
  });
  app.post('/functions/v1/user-sync', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'user-sync');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'get_user_data':
        return reply<'user-sync', 'get_user_data'>(c, await getUserData(ctx, principal));
      case 'log_activity':
        return reply<'user-sync', 'log_activity'>(c, await logActivity(ctx, principal, { activityType: body.data.activityType, description: body.data.description, metadata: body.data.metadata }, requestId));
      case 'sync_preferences':
        return reply<'user-sync', 'sync_preferences'>(c, await syncPreferences(ctx, principal, body.data.preferences, requestId));
      case 'update_profile':
        return reply<'user-sync', 'update_profile'>(c, await updateProfile(ctx, principal, profileChanges(body.data.profileData), requestId));
    }
  });
  app.post('/functions/v1/session-manager', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'session-manager');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'create_session':
      case 'update_activity':
        await recordActivity(ctx, principal, body.deviceInfo, requestId);
        return reply<'session-manager', 'update_activity'>(c, { success: true, session: { session_token: principal.session.id } });
      case 'get_active_sessions':
        return reply<'session-manager', 'get_active_sessions'>(c, { success: true, sessions: await activeSessions(ctx, principal) });
      case 'revoke_session':
        await revokeSession(ctx, principal, body.sessionData.sessionId, 'revoked', requestId);
        return reply<'session-manager', 'revoke_session'>(c, { success: true, signedOut: body.sessionData.sessionId === principal.session.id });
    }
  });
}
