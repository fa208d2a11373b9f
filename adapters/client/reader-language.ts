/**
 * The language the page shows, told to the server with every call (the X-Language header), so
 * a refusal comes back in the reader's words even before sign-in (adapters/http/reader-language.ts).
 * The UI sets it from i18next (ui/i18n/i18n.ts); adapters/client never reads i18next itself.
 */
let shown = 'en';

export const LANGUAGE_HEADER = 'x-language';

export function setReaderLanguage(language: string): void {
  shown = language;
}

/** `fetch` with the reader's language added to the request's own headers. */
export const fetchInReaderLanguage: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  headers.set(LANGUAGE_HEADER, shown);
  return fetch(input, { ...init, headers });
};
