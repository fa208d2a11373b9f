/**
 * What a KYC document really is, read from its first bytes (magic numbers), never from its name
 * or the content type the browser declared (issue 29 item 6): only JPEG, PNG and PDF are kept; a
 * renamed program (ELF, PE), an archive (ZIP) or a web page (HTML) is named so the refusal can say so.
 */

/** The types a document may have, by what its bytes say. */
export const documentMediaTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type DocumentMediaType = (typeof documentMediaTypes)[number];

/** What a refused file turned out to be, for the message; 'unknown' when nothing recognisable. */
export type RefusedKind = 'executable' | 'archive' | 'html' | 'unknown';

export type Detected = { ok: true; mediaType: DocumentMediaType } | { ok: false; kind: RefusedKind };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ELF = [0x7f, 0x45, 0x4c, 0x46];
const PE = [0x4d, 0x5a]; // MZ
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const MACHO = [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xcf, 0xfa, 0xed, 0xfe], [0xce, 0xfa, 0xed, 0xfe]] as const;
const SHEBANG = [0x23, 0x21]; // #!

/** Leading text of an HTML or SVG page, after any BOM and white space, lower-cased. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 512)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return ['<!doctype', '<html', '<script', '<svg', '<?xml', '<body', '<head', '<iframe'].some((tag) => head.startsWith(tag));
}

/** The document's type as its bytes state it; a refusal names what it found instead. */
export function detectDocumentType(bytes: Uint8Array): Detected {
  if (startsWith(bytes, JPEG)) return { ok: true, mediaType: 'image/jpeg' };
  if (startsWith(bytes, PNG)) return { ok: true, mediaType: 'image/png' };
  if (startsWith(bytes, PDF)) return { ok: true, mediaType: 'application/pdf' };
  if (startsWith(bytes, ELF) || startsWith(bytes, PE) || startsWith(bytes, SHEBANG) || MACHO.some((m) => startsWith(bytes, m))) return { ok: false, kind: 'executable' };
  if (startsWith(bytes, ZIP)) return { ok: false, kind: 'archive' };
  if (looksLikeMarkup(bytes)) return { ok: false, kind: 'html' };
  return { ok: false, kind: 'unknown' };
}

/** The largest document kept: 5 MB (5 × 1024 × 1024 bytes). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
