/**
 * The browser's KYC calls (docs/kyc.md): staff read a customer's KYC, register identifiers, upload
 * documents (read as base64 in the browser) and approve; the customer reads their own. A document's
 * bytes arrive as base64 and are shown or saved through a temporary object URL, never a public link.
 */
import { call } from './bank-api.ts';
import type { KycDocumentBytes, KycView } from '../contract/index.ts';

export type { KycDocumentBytes, KycDocumentView, KycStatusName, KycView } from '../contract/index.ts';

export type DocumentKindName = 'photo' | 'identity_scan' | 'proof_of_address';

export const documentKindNames: readonly DocumentKindName[] = ['photo', 'identity_scan', 'proof_of_address'];

/** A file's bytes as base64, without the data: URL's prefix. */
export function base64OfFile(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The bytes of a document as a Blob of its detected type. */
export function blobOf(document: KycDocumentBytes): Blob {
  const binary = atob(document.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: document.mediaType });
}

export const kyc = {
  status: async (userId: string): Promise<KycView> => (await call('kyc-status', { userId })).kyc,
  document: (userId: string, documentId: string) => call('kyc-document', { userId, documentId }),
  addIdentifier: (userId: string, identifierType: string, number: string) => call('kyc-identifier-add', { userId, identifierType, number }),
  upload: async (userId: string, kind: DocumentKindName, file: File) => call('kyc-document-upload', { userId, kind, fileName: file.name.slice(0, 200), contentBase64: await base64OfFile(file) }),
  approve: (userId: string, note: string) => call('kyc-approve', { userId, note }),
  mine: async (): Promise<KycView> => (await call('kyc-mine', { action: 'status' })).kyc,
  myDocument: (documentId: string) => call('kyc-mine', { action: 'document', documentId }),
};
