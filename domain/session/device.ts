/**
 * The device a sign-in came from, named from what the browser told: the browser family the bank
 * names and the platform. One reading for the server (alerts, notifications) and the sessions
 * dialog, so the two never disagree on which browser a session is.
 */

/** The browser family the bank names (Edge before Chrome, Chrome before Safari: their agents contain each other's tokens), else null. */
export function browserFamily(agent: string): 'Edge' | 'Chrome' | 'Firefox' | 'Safari' | null {
  return /Edg\//.test(agent) ? 'Edge' : /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : /Safari\//.test(agent) ? 'Safari' : null;
}

/** The browser family (null when it is not one the bank names) and the platform (null when not told) a sign-in came from. */
export function deviceParts(info: Record<string, unknown>): { browser: string | null; platform: string | null } {
  const agent = typeof info.userAgent === 'string' ? info.userAgent : '';
  const platform = typeof info.platform === 'string' && info.platform ? info.platform : null;
  return { browser: browserFamily(agent), platform };
}

/** A short device name: browser family and platform, as the alerts and notifications show it. */
export function deviceOf(info: Record<string, unknown>): string {
  const { browser, platform } = deviceParts(info);
  const agent = typeof info.userAgent === 'string' ? info.userAgent : '';
  if (!agent && !platform) return 'Unknown device';
  return platform ? `${browser ?? 'Browser'} on ${platform}` : browser ?? 'Browser';
}
