/**
 * KYC writes (issue 29 item 6): staff register a customer's identifiers, upload documents and a
 * second member of staff approves the checklist. Each is a declared command run through execute;
 * a document's bytes are checked (size, magic numbers) and kept as a blob named by their SHA-256
 * before the DocumentUploaded event that names them is appended.
 */
import { createHash } from 'node:crypto';
import { approveKycCommand, recordDocumentCommand, registerIdentifierCommand, type StaffActor } from '../../domain/kyc/commands.ts';
import { checkDocument } from '../../domain/kyc/document-check.ts';
import type { DocumentKind } from '../../domain/kyc/events.ts';
import { refuse, said } from '../../domain/errors.ts';
import { isStaff } from '../../domain/staff/roles.ts';
import { actsForCustomer } from '../../domain/field/access.ts';
import { execute } from '../engine/execute.ts';
import { checkerOf } from './admin-invitation-service.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { fieldActor } from './field-service.ts';
import { loadField } from './field-view.ts';
import { kycView, type KycView } from './kyc-read-service.ts';


/** The member of staff acting; anyone else is refused (the function table refuses them first). */
export function staffActor(principal: Principal): StaffActor {
  if (!isStaff(principal.user.role) || principal.user.role === 'auditor') refuse('forbidden', said('session.areaForAdministrators'));
  const name = `${principal.user.profile.firstName} ${principal.user.profile.lastName}`.trim();
  return { id: principal.user.id, name: name || principal.user.email };
}

/**
 * The customer a KYC write is for: an existing customer (role user), else 404; and one the member
 * of staff acts for (domain/field/access.ts `actsForCustomer`: an administrator any, a branch
 * manager their branch's, a loan officer those assigned to them), else 403.
 */
export async function kycCustomer(ctx: BankContext, principal: Principal, userId: string) {
  const user = (await ctx.live.catchUp()).users.get(userId);
  if (!user || user.role !== 'user') return refuse('not_found', said('kyc.noSuchCustomer'));
  if (!actsForCustomer(await loadField(ctx), fieldActor(principal), userId)) return refuse('forbidden', said('kyc.notYourCustomer'));
  return user;
}

const metadataOf = (ctx: BankContext, principal: Principal, requestId: string, reason: string) => ({ actor: principal.user.id, at: ctx.clock.now().toISOString(), requestId, reason });

export async function registerIdentifier(ctx: BankContext, principal: Principal, body: { userId: string; identifierType: string; number: string }, requestId: string): Promise<{ success: true; message: string; kyc: KycView }> {
  const actor = staffActor(principal);
  await kycCustomer(ctx, principal, body.userId);
  const meta = metadataOf(ctx, principal, requestId, 'KYC identifier registered');
  await execute(ctx, registerIdentifierCommand, { userId: body.userId, identifierType: body.identifierType.trim().toLowerCase(), number: body.number, actor, at: meta.at }, meta);
  return { success: true, message: 'Identifier registered.', kyc: await kycView(ctx, body.userId) };
}

/** Base64 as the browser's FileReader gives it (a data: URL prefix allowed); refused when it is not base64. */
export function bytesOfBase64(text: string): Uint8Array {
  const body = text.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 !== 0) return refuse('validation', said('kyc.fileNotBase64'), { file: said('kyc.fileNotBase64') });
  return new Uint8Array(Buffer.from(body, 'base64'));
}

export async function uploadDocument(ctx: BankContext, principal: Principal, body: { userId: string; kind: DocumentKind; fileName: string; contentBase64: string }, requestId: string): Promise<{ success: true; message: string; documentId: string; kyc: KycView }> {
  const actor = staffActor(principal);
  await kycCustomer(ctx, principal, body.userId);
  const bytes = bytesOfBase64(body.contentBase64);
  // Checked before anything is kept: a refused file leaves no blob and no event.
  const mediaType = checkDocument(bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!ctx.store.putBlob) throw new Error('This store keeps no blobs (adapters/store/types.ts putBlob)');
  await ctx.store.putBlob({ sha256, mediaType, data: bytes });
  const meta = metadataOf(ctx, principal, requestId, `KYC document uploaded: ${body.kind}`);
  const documentId = ctx.ids.uuid();
  await execute(ctx, recordDocumentCommand, { userId: body.userId, documentId, kind: body.kind, fileName: body.fileName, bytes, sha256, actor, at: meta.at }, meta);
  return { success: true, message: 'Document uploaded.', documentId, kyc: await kycView(ctx, body.userId) };
}

export async function approveKyc(ctx: BankContext, principal: Principal, body: { userId: string; note: string }, requestId: string): Promise<{ success: true; message: string; kyc: KycView }> {
  const actor = staffActor(principal);
  await kycCustomer(ctx, principal, body.userId);
  const checker = { ...(await checkerOf(ctx, principal)), name: actor.name };
  const meta = metadataOf(ctx, principal, requestId, 'KYC approved');
  await execute(ctx, approveKycCommand, { userId: body.userId, checker, note: body.note, at: meta.at }, meta);
  return { success: true, message: 'KYC approved.', kyc: await kycView(ctx, body.userId) };
}
