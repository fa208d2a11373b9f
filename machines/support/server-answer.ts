/** How a machine's server actor reports back: an answer, or a refusal with the server's text, so machines stay free of I/O types. */

/** A refusal: the server answered non-2xx, with the text it wants shown (null when it gave none). */
export interface Refusal {
  ok: false;
  detail: string | null;
  /** Per-field messages the server named (problem details' `errors`), when it gave any. */
  errors?: Record<string, string>;
}

/** The server's text when it gave one, otherwise the specified fallback. */
export const refusalText = (refusal: Refusal, fallback: string): string =>
  refusal.detail && refusal.detail.trim() ? refusal.detail : fallback;
