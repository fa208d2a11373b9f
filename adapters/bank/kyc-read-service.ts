/**
 * KYC reads (issue 29 item 6), kept apart from the writes: a customer's KYC as staff and the
 * customer see it (identifiers, documents' descriptions, the checklist's status), a document's
 * bytes only for whom domain/kyc/access.ts allows (never the auditor), and the gate activation and
 * a first disbursement ask.
 */
import { foldEvents } from '../../domain/decider.ts';
import { refuse, said } from '../../domain/errors.ts';
import { actsForCustomer, branchOfStaff, placementOf, seesCustomer } from '../../domain/field/access.ts';
import { mayViewDocuments } from '../../domain/kyc/access.ts';
import { checklistOf, checklistStatus, kycClears, type KycChecklist } from '../../domain/kyc/checklist.ts';
import { kycStream } from '../../domain/kyc/events.ts';
import { evolveKyc, initialKycState, type KycState } from '../../domain/kyc/state.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { isStaff } from '../../domain/staff/roles.ts';
import type { KycDocumentBytes as DocumentBytes, KycView } from '../contract/kyc.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor } from './field-service.ts';
import { loadField } from './field-view.ts';

async function kycStateOf(ctx: BankContext, userId: string): Promise<KycState> {
  return foldEvents({ initialState: initialKycState, evolve: evolveKyc }, (await ctx.store.readStream(kycStream(userId))) as unknown as BankEvent[]);
}

async function checklistInForce(ctx: BankContext): Promise<KycChecklist> {
  return checklistOf((await ctx.live.catchUp()).settings.settings);
}

export type { KycView };

export async function kycView(ctx: BankContext, userId: string): Promise<KycView> {
  const [state, checklist] = await Promise.all([kycStateOf(ctx, userId), checklistInForce(ctx)]);
  const status = checklistStatus(state, checklist);
  return {
    userId,
    status: status.status,
    identifiers: state.identifiers.map(({ identifierType, number, byName, at }) => ({ identifierType, number, byName, at })),
    documents: state.documents.map(({ documentId, kind, fileName, mediaType, size, sha256, byName, at }) => ({ documentId, kind, fileName, mediaType, size, sha256, byName, at })),
    checklist,
    missingIdentifiers: status.missingIdentifiers,
    missingDocuments: status.missingDocuments,
    approval: state.approval ? { byName: state.approval.byName, note: state.approval.note, at: state.approval.at } : null,
    makers: [...new Set([...state.identifiers.map((i) => i.by), ...state.documents.map((d) => d.by)])],
  };
}

/**
 * Staff read a customer's KYC (the auditor too: status and descriptions, never bytes): an
 * administrator and the auditor any customer's, a branch manager their branch's, a loan officer
 * the customers assigned to them (domain/field/access.ts `seesCustomer`); anyone else 403.
 */
export async function staffKycView(ctx: BankContext, principal: Principal, userId: string): Promise<{ kyc: KycView }> {
  if (!isStaff(principal.user.role)) refuse('forbidden', said('session.areaForAdministrators'));
  const user = (await ctx.live.catchUp()).users.get(userId);
  if (!user || user.role !== 'user') refuse('not_found', said('kyc.noSuchCustomer'));
  if (!seesCustomer(await loadField(ctx), fieldActor(principal), userId)) refuse('forbidden', said('kyc.notYourCustomer'));
  return { kyc: await kycView(ctx, userId) };
}

export async function myKycView(ctx: BankContext, principal: Principal): Promise<{ kyc: KycView }> {
  if (principal.user.role !== 'user') refuse('forbidden', said('kyc.customersOnly'));
  return { kyc: await kycView(ctx, principal.user.id) };
}

/**
 * A document's bytes, for the customer or staff of the customer's branch (domain/kyc/access.ts,
 * with the customer's placement and the staff member's branch from the field stream), and of
 * those staff, a loan officer only for the customers assigned to them (`actsForCustomer`).
 * A customer asking for another's document, or a document that is not the owner's, answers 404.
 */
export async function documentBytes(ctx: BankContext, principal: Principal, userId: string, documentId: string): Promise<DocumentBytes> {
  const role = principal.user.role;
  const staff = isStaff(role);
  const field = await loadField(ctx);
  const viewer = { id: principal.user.id, role: staff ? role : 'user' as const, branch: staff ? branchOfStaff(field, principal.user.id) : null };
  const owner = { id: userId, branch: placementOf(field, userId).branchId };
  const allowed = mayViewDocuments(viewer, owner) && (!staff || actsForCustomer(field, fieldActor(principal), userId));
  if (!allowed) refuse(role === 'user' ? 'not_found' : 'forbidden', role === 'user' ? said('kyc.noSuchDocument') : said('kyc.documentsNotYours'));
  const doc = (await kycStateOf(ctx, userId)).documents.find((d) => d.documentId === documentId);
  if (!doc) return refuse('not_found', said('kyc.noSuchDocument'));
  const blob = await ctx.store.getBlob?.(doc.sha256);
  if (!blob) return refuse('not_found', said('kyc.noSuchDocument'));
  return { documentId, fileName: doc.fileName, mediaType: doc.mediaType, size: doc.size, sha256: doc.sha256, contentBase64: Buffer.from(blob.data).toString('base64') };
}

/** The gate activation and a first disbursement ask: refused until the checklist System Settings name is approved. */
export async function requireKycCleared(ctx: BankContext, userId: string, gate: 'activation' | 'disbursement'): Promise<void> {
  const [state, checklist] = await Promise.all([kycStateOf(ctx, userId), checklistInForce(ctx)]);
  if (!kycClears(state, checklist)) refuse('conflict', said(gate === 'activation' ? 'kyc.activationNeedsKyc' : 'kyc.disbursementNeedsKyc'));
}
