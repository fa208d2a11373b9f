/**
 * A signed-in user's own things (part 1 section 7): user-sync (data, activity, preferences,
 * profile), customer-home (the user and their loans in one read), session-manager, credential-change (a new password or PIN), customer-insights
 * (charts' figures, category rules) and customer-alerts (e-mail alert choices).
 */
import { revokeSession } from '../../bank/auth-service.ts';
import { alertSettings, saveAlertSettings } from '../../bank/alerts-service.ts';
import { confirmCredentialChange, startCredentialChange } from '../../bank/credential-change-service.ts';
import { categoriseTransaction, insightsOverview, removeCategoryRule, saveCategoryRule } from '../../bank/insights-service.ts';
import { customerHome } from '../../bank/customer-home.ts';
import { activeSessions, getUserData, logActivity, recordActivity, syncPreferences, updateProfile } from '../../bank/user-service.ts';
import { profileChanges } from '../../contract/customer.ts';
import { publicOriginOf } from '../request.ts';
import { reply, type FunctionTable } from './entry.ts';

export const customerFunctions = {
  // Every coded operation is throttled per customer at its start (the step-up table's doors).
  'credential-change': {
    auth: 'signed-in', throttle: [{ policy: 'code-start', per: 'customer', actions: ['start'] }], idempotent: false,
    run: async (ctx, principal, body, meta) => body.action === 'start'
      ? reply<'credential-change', 'start'>(await startCredentialChange(ctx, principal, body, meta.requestId))
      : reply<'credential-change', 'confirm'>(await confirmCredentialChange(ctx, principal, body, meta.requestId, publicOriginOf(ctx))),
  },
  'user-sync': {
    auth: 'signed-in', idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'get_user_data':
          return reply<'user-sync', 'get_user_data'>(await getUserData(ctx, principal));
        case 'log_activity':
          return reply<'user-sync', 'log_activity'>(await logActivity(ctx, principal, { activityType: body.data.activityType, description: body.data.description, metadata: body.data.metadata }, requestId));
        case 'sync_preferences':
          return reply<'user-sync', 'sync_preferences'>(await syncPreferences(ctx, principal, body.data.preferences, requestId));
        case 'update_profile':
          return reply<'user-sync', 'update_profile'>(await updateProfile(ctx, principal, profileChanges(body.data.profileData), requestId));
      }
    },
  },
  // The dashboard's first read (adapters/bank/customer-home.ts, also carried by a customer's sign-in answer): the same use cases
  // as user-sync's get_user_data and loans-mine with the same principal; a read like those two, so like them it counts no rate
  // limit (a 2G line pays about a round trip per request).
  'customer-home': { auth: 'signed-in', idempotent: false, run: (ctx, principal) => customerHome(ctx, principal) },
  'session-manager': {
    auth: 'signed-in', idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'create_session':
        case 'update_activity':
          await recordActivity(ctx, principal, body.deviceInfo, requestId);
          return reply<'session-manager', 'update_activity'>({ success: true, session: { session_token: principal.session.id } });
        case 'get_active_sessions':
          return reply<'session-manager', 'get_active_sessions'>({ success: true, sessions: await activeSessions(ctx, principal) });
        case 'revoke_session':
          await revokeSession(ctx, principal, body.sessionData.sessionId, 'revoked', requestId);
          return reply<'session-manager', 'revoke_session'>({ success: true, signedOut: body.sessionData.sessionId === principal.session.id });
      }
    },
  },
  'customer-insights': {
    auth: 'signed-in', idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'overview':
          return reply<'customer-insights', 'overview'>(await insightsOverview(ctx, principal));
        case 'save_rule':
          return reply<'customer-insights', 'save_rule'>(await saveCategoryRule(ctx, principal, body, requestId));
        case 'remove_rule':
          return reply<'customer-insights', 'remove_rule'>(await removeCategoryRule(ctx, principal, body.ruleId, requestId));
        case 'categorise':
          return reply<'customer-insights', 'categorise'>(await categoriseTransaction(ctx, principal, body.transactionId, body.category, requestId));
      }
    },
  },
  'customer-alerts': {
    auth: 'signed-in', idempotent: false,
    run: async (ctx, principal, body, meta) => {
      if (body.action === 'get') return reply<'customer-alerts', 'get'>(await alertSettings(ctx, principal));
      const { action: _action, ...form } = body;
      return reply<'customer-alerts', 'save'>(await saveAlertSettings(ctx, principal, form, meta.requestId));
    },
  },
} satisfies FunctionTable;
