/**
 * KYC (issue 29 item 6): reads apart from writes. The auditor may read a customer's KYC status and
 * documents' descriptions (kyc-status) but is never listed on kyc-document, the one staff function
 * that answers a document's bytes; the customer reads their own through kyc-mine. Uploads are
 * base64 in JSON under this entry's own body limit (a 5 MB file is about 6.7 MB of base64).
 */
import { UPLOAD_BASE64_MAX } from '../../contract/kyc.ts';
import { documentBytes, myKycView, staffKycView } from '../../bank/kyc-read-service.ts';
import { approveKyc, registerIdentifier, uploadDocument } from '../../bank/kyc-service.ts';
import { completeAccountSetup, registerCustomerInField } from '../../bank/field-registration-service.ts';
import { reply, type FunctionTable } from './entry.ts';

/** The upload's body limit: the base64 of a 6 MB file and its JSON, so the bank answers why it is too large (the document's own limit is 5 MB). */
export const KYC_UPLOAD_BODY_BYTES = UPLOAD_BASE64_MAX + 64 * 1024;

const actingStaff = ['admin', 'branch_manager', 'loan_officer'] as const;

export const kycFunctions = {
  'kyc-status': { auth: 'staff', staff: ['admin', 'auditor', 'branch_manager', 'loan_officer'], idempotent: false, run: (ctx, principal, body) => staffKycView(ctx, principal, body.userId) },
  // Never the auditor: document bytes go to the customer and the staff of the customer's branch only (domain/kyc/access.ts).
  'kyc-document': { auth: 'staff', staff: actingStaff, idempotent: false, run: (ctx, principal, body) => documentBytes(ctx, principal, body.userId, body.documentId) },
  'kyc-mine': {
    auth: 'signed-in', idempotent: false,
    run: async (ctx, principal, body) => body.action === 'status'
      ? reply<'kyc-mine', 'status'>(await myKycView(ctx, principal))
      : reply<'kyc-mine', 'document'>(await documentBytes(ctx, principal, principal.user.id, body.documentId)),
  },
  'kyc-identifier-add': { auth: 'staff', staff: actingStaff, idempotent: false, run: (ctx, principal, body, meta) => registerIdentifier(ctx, principal, body, meta.requestId) },
  'kyc-document-upload': {
    auth: 'staff', staff: actingStaff, idempotent: false, bodyLimit: KYC_UPLOAD_BODY_BYTES,
    run: (ctx, principal, body, meta) => uploadDocument(ctx, principal, body, meta.requestId),
  },
  'kyc-approve': { auth: 'staff', staff: actingStaff, idempotent: false, run: (ctx, principal, body, meta) => approveKyc(ctx, principal, body, meta.requestId) },
  // Sign-up by staff: the customer then sets their own password and PIN through the e-mailed link (public, like a reset link).
  'staff-register-customer': {
    auth: 'staff', staff: actingStaff, throttle: [{ policy: 'signup', per: 'client' }], idempotent: false,
    run: (ctx, principal, body, meta) => registerCustomerInField(ctx, principal, body, meta.requestId),
  },
  'account-setup': {
    auth: 'public', throttle: [{ policy: 'password-reset-confirm', per: 'client' }], idempotent: false,
    run: (ctx, _caller, body, meta) => completeAccountSetup(ctx, body, meta.requestId),
  },
} satisfies FunctionTable;
