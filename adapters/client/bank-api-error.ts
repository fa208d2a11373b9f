/**
 * A server refusal as the browser sees it (problem details: detail, code, per-field errors), apart
 * from the contract client so the sign-in page (adapters/client/sign-in.ts) can read one without
 * loading supabase-js; bank-api.ts re-exports it, so every `instanceof BankApiError` is this class.
 */

/** A refusal from the server (non-2xx), carrying the problem-details text meant for the user. */
export class BankApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly code: string | null,
    readonly errors: Record<string, string>,
  ) {
    super(detail ?? `The server refused the request (${status})`);
    this.name = 'BankApiError';
  }

  /** True when the server says the caller is not signed in or may not do this. */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 403;
  }
}

/** Reads the problem-details body `{detail, code, errors}`; a body that is not one yields no detail. */
export async function problemOf(response: Response): Promise<BankApiError> {
  const body: unknown = await response.json().catch(() => null);
  const problem = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const detail = typeof problem.detail === 'string' && problem.detail.trim() ? problem.detail : null;
  const code = typeof problem.code === 'string' ? problem.code : null;
  const errors = isStringMap(problem.errors) ? problem.errors : {};
  return new BankApiError(response.status, detail, code, errors);
}

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');
}

/** Device details the server records with sessions and activity (part 1 section 3). */
export function deviceInfo(): Record<string, string> {
  return {
    platform: navigator.platform,
    userAgent: navigator.userAgent,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timestamp: new Date().toISOString(),
  };
}

/** Where this tab keeps an unlock link's token until the sign-in it lets past the delay (DECISIONS 26). */
export const UNLOCK_KEY = 'tmb-sign-in-unlock';
