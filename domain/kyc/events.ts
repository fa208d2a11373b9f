/**
 * The events of a customer's KYC (issue 29 item 6): identifiers registered, documents uploaded
 * (the bytes are a blob named by their SHA-256, never an event), and the checklist approved by a
 * second member of staff. One stream per customer, and one claim stream per identifier number so
 * a number is unique per type across the bank.
 */
import { z } from 'zod';
import { documentMediaTypes } from './magic.ts';

export const kycStream = (userId: string): string => `kyc-${userId}`;

/** Case, spaces and dashes do not make another number: "AB 12-34" is "AB1234". */
export const normalizeIdentifierNumber = (number: string): string => number.toUpperCase().replace(/[\s-]+/g, '');

export const identifierClaimStream = (identifierType: string, number: string): string => `kyc-identifier-${identifierType}-${normalizeIdentifierNumber(number)}`;

/** The kinds of document a customer's file holds; System Settings say which are required. */
export const documentKinds = ['photo', 'identity_scan', 'proof_of_address'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const staffRef = z.string().min(1);

export const kycEventSchemas = {
  KycIdentifierRegistered: z.object({ userId: z.string().min(1), identifierType: z.string().min(1).max(40), number: z.string().min(1).max(60), by: staffRef, byName: z.string(), at: z.string() }),
  KycIdentifierClaimed: z.object({ userId: z.string().min(1), identifierType: z.string().min(1).max(40), number: z.string().min(1).max(60), at: z.string() }),
  DocumentUploaded: z.object({
    userId: z.string().min(1), documentId: z.string().min(1), kind: z.enum(documentKinds), fileName: z.string().max(200),
    sha256: z.string().regex(/^[0-9a-f]{64}$/), mediaType: z.enum(documentMediaTypes), size: z.number().int().min(1),
    by: staffRef, byName: z.string(), at: z.string(),
  }),
  KycApproved: z.object({ userId: z.string().min(1), by: staffRef, byName: z.string(), note: z.string().max(500), identifierTypes: z.array(z.string()), documentKinds: z.array(z.string()), at: z.string() }),
};

type Data<K extends keyof typeof kycEventSchemas> = z.infer<(typeof kycEventSchemas)[K]>;

export type KycEvent =
  | { type: 'KycIdentifierRegistered'; data: Data<'KycIdentifierRegistered'> }
  | { type: 'KycIdentifierClaimed'; data: Data<'KycIdentifierClaimed'> }
  | { type: 'DocumentUploaded'; data: Data<'DocumentUploaded'> }
  | { type: 'KycApproved'; data: Data<'KycApproved'> };

export type DocumentUploadedData = Data<'DocumentUploaded'>;
