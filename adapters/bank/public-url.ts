/**
 * Absolute URLs the bank sends (reset links, unlock links) are built here from the configured
 * public origin (BANK_PUBLIC_URL), never from a request's Host or Forwarded headers, so a
 * forged header cannot make the bank mail a genuine token to someone else's site (DECISIONS 28).
 */

/** Returns `publicUrl(path)` for one origin; `path` must be a path on it ("/reset-password?token=..."). */
export function publicUrlBuilder(origin: string): (path: string) => string {
  const base = new URL(origin);
  return (path) => {
    if (!path.startsWith('/') || path.startsWith('//')) throw new TypeError(`publicUrl needs a path starting with one "/", got ${path.slice(0, 40)}`);
    const url = new URL(path, base);
    if (url.origin !== base.origin) throw new TypeError('publicUrl must stay on the public origin');
    return url.toString();
  };
}
