/**
 * KYC in the API contract (issue 29 item 6): reads apart from writes. Staff read a customer's KYC
 * (the auditor too: status and descriptions), staff with a customer's branch and the customer read
 * a document's bytes (never the auditor); staff register identifiers, upload documents (base64 in
 * JSON, under the entry's own body limit) and a second member of staff approves.
 */
import { z } from 'zod';
import type { DocumentKind } from '../../domain/kyc/events.ts';
import { documentKinds } from '../../domain/kyc/events.ts';
import { email, id, linkToken, text } from './fields.ts';

/** A 5 MB document is about 6.7 MB in base64; the entry's body limit lets a 6 MB one through so the bank can say why it is refused. */
export const UPLOAD_BASE64_MAX = 9 * 1024 * 1024;

export const kycRequests = {
  'kyc-status': z.object({ userId: id }),
  'kyc-document': z.object({ userId: id, documentId: id }),
  'kyc-mine': z.discriminatedUnion('action', [
    z.object({ action: z.literal('status') }),
    z.object({ action: z.literal('document'), documentId: id }),
  ]),
  'kyc-identifier-add': z.object({ userId: id, identifierType: text(40).min(1, 'Choose an identifier type.'), number: text(60).min(1, 'Enter the identifier number.') }),
  'kyc-document-upload': z.object({ userId: id, kind: z.enum(documentKinds), fileName: text(200), contentBase64: z.string().max(UPLOAD_BASE64_MAX) }),
  'kyc-approve': z.object({ userId: id, note: text(500).optional().default('') }),
  'staff-register-customer': z.object({
    firstName: text(100).trim().min(1, 'First name is required'), lastName: text(100).trim().min(1, 'Last name is required'),
    /** Blank for a customer with no e-mail address: the link then goes by SMS (domain/kyc/field-registration.ts). */
    email: z.union([z.literal(''), email]),
    phone: text(40).trim().min(1, 'Phone number is required'), address: text(200), city: text(100), state: text(100), zipCode: text(20),
    dateOfBirth: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth as YYYY-MM-DD')]),
    language: z.enum(['en', 'fr']).optional(),
    /** How the set-up link goes: e-mail (the default) or SMS to the phone number. */
    sendLinkBy: z.enum(['email', 'sms']).optional(),
  }),
  'account-setup': z.object({ token: linkToken, password: text(200), confirmPassword: text(200), pin: text(10), confirmPin: text(10) }),
};

export type KycStatusName = 'not_required' | 'incomplete' | 'awaiting_approval' | 'approved';

export interface KycDocumentView { documentId: string; kind: DocumentKind; fileName: string; mediaType: string; size: number; sha256: string; byName: string; at: string }

export interface KycView {
  userId: string;
  status: KycStatusName;
  identifiers: { identifierType: string; number: string; byName: string; at: string }[];
  documents: KycDocumentView[];
  checklist: { identifierTypes: string[]; requiredIdentifiers: string[]; requiredDocuments: DocumentKind[] };
  missingIdentifiers: string[];
  missingDocuments: DocumentKind[];
  approval: { byName: string; note: string; at: string } | null;
  /** Ids of the staff who registered or uploaded: none of them may approve. */
  makers: string[];
}

export interface KycDocumentBytes { documentId: string; fileName: string; mediaType: string; size: number; sha256: string; contentBase64: string }

type Message = { success: boolean; message: string };

export interface KycAnswers {
  'kyc-status': { kyc: KycView };
  'kyc-document': KycDocumentBytes;
  'kyc-mine': { status: { kyc: KycView }; document: KycDocumentBytes };
  'kyc-identifier-add': Message & { kyc: KycView };
  'kyc-document-upload': Message & { documentId: string; kyc: KycView };
  'kyc-approve': Message & { kyc: KycView };
  'staff-register-customer': Message & { userId: string };
  /** `accountNumber`: what a customer with no e-mail address signs in with (null for the others). */
  'account-setup': Message & { email: string; accountNumber: string | null };
}
