/**
 * What the server may write about an unexpected error: its class, a database error code and
 * the stack frames, never its message or fields, which can quote the failed write's event
 * data (a profile, transfer details) or a query's parameters (issue 12 item 8).
 */

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return `non-error thrown (${typeof error})`;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12);
  return [`${error.name}${typeof code === 'string' && /^[\w-]{1,20}$/.test(code) ? ` (code ${code})` : ''}`, ...frames].join('\n');
}
