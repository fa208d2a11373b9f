/**
 * The one check of an uploaded document's bytes (issue 29 item 6), run at the edge before the blob
 * is kept and again inside the command: at most 5 MB, and a JPEG, PNG or PDF by its magic numbers.
 */
import { refuse, said } from '../errors.ts';
import { detectDocumentType, MAX_DOCUMENT_BYTES, type DocumentMediaType } from './magic.ts';

/** The document's media type as its bytes state it; refuses an empty, too large or unaccepted file. */
export function checkDocument(bytes: Uint8Array): DocumentMediaType {
  if (bytes.length === 0) refuse('validation', said('kyc.emptyFile'), { file: said('kyc.emptyFile') });
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    const size = (bytes.length / (1024 * 1024)).toFixed(1);
    refuse('validation', said('kyc.fileTooLarge', { size }), { file: said('kyc.fileTooLarge', { size }) });
  }
  const detected = detectDocumentType(bytes);
  if (detected.ok) return detected.mediaType;
  const key = detected.kind === 'executable' ? 'kyc.fileIsProgram' : detected.kind === 'archive' ? 'kyc.fileIsArchive' : detected.kind === 'html' ? 'kyc.fileIsPage' : 'kyc.fileNotAccepted';
  return refuse('validation', said(key), { file: said(key) });
}
