/**
 * The KYC writes as declared commands (docs/commands.md): registering an identifier (the customer's
 * stream, the number's claim stream so a number is unique per type across the bank, and the
 * settings for the administrator's list of types), recording an uploaded document (its bytes
 * already checked and kept as a blob named by their SHA-256), and the second member of staff's
 * approval of the checklist System Settings name (maker-checker: nobody who registered or uploaded).
 */
import type { DeclaredCommand } from '../command.ts';
import { checkerRefusal, type Checker } from '../credentials/maker-checker.ts';
import { refuse, said } from '../errors.ts';
import { settingsDecider } from '../settings/decider.ts';
import type { Settings } from '../settings/defaults.ts';
import { SETTINGS_STREAM } from '../settings/events.ts';
import { checklistOf, checklistStatus } from './checklist.ts';
import { identifierClaimStream, kycStream, normalizeIdentifierNumber, type DocumentKind, type KycEvent } from './events.ts';
import { checkDocument } from './document-check.ts';
import { evolveClaim, evolveKyc, initialClaimState, initialKycState, makersOf, type ClaimState, type KycState } from './state.ts';

export interface StaffActor { id: string; name: string }

const kycFold = { initialState: initialKycState, evolve: evolveKyc };
const claimFold = { initialState: initialClaimState, evolve: evolveClaim };

export interface RegisterIdentifierInput { userId: string; identifierType: string; number: string; actor: StaffActor; at: string }

const NUMBER_SHAPE = /^[A-Z0-9/.]{2,40}$/;

export const registerIdentifierCommand: DeclaredCommand<RegisterIdentifierInput, { settings: Settings; claim: ClaimState; kyc: KycState }, { identifierType: string; number: string }> = {
  name: 'kyc-identifier-register',
  folds: { settings: settingsDecider, claim: claimFold, kyc: kycFold },
  streams: (input) => ({ settings: SETTINGS_STREAM, claim: identifierClaimStream(input.identifierType, input.number), kyc: kycStream(input.userId) }),
  decide(input, states) {
    const { identifierTypes } = checklistOf(states.settings);
    if (!identifierTypes.includes(input.identifierType)) refuse('validation', said('kyc.unknownIdentifierType'), { identifierType: said('kyc.unknownIdentifierType') });
    const number = normalizeIdentifierNumber(input.number);
    if (!NUMBER_SHAPE.test(number)) refuse('validation', said('kyc.identifierNumberShape'), { number: said('kyc.identifierNumberShape') });
    if (states.claim.claimedBy !== null) refuse('conflict', said('kyc.identifierTaken'), { number: said('kyc.identifierTaken') });
    if (states.kyc.identifiers.some((i) => i.identifierType === input.identifierType)) refuse('conflict', said('kyc.identifierTypeAlready'), { identifierType: said('kyc.identifierTypeAlready') });
    const base = { userId: input.userId, identifierType: input.identifierType, number, at: input.at };
    const kyc: KycEvent[] = [{ type: 'KycIdentifierRegistered', data: { ...base, by: input.actor.id, byName: input.actor.name } }];
    const claim: KycEvent[] = [{ type: 'KycIdentifierClaimed', data: base }];
    return { events: { claim, kyc }, result: { identifierType: input.identifierType, number } };
  },
};

export interface RecordDocumentInput {
  userId: string; documentId: string; kind: DocumentKind; fileName: string;
  /** The uploaded bytes (checked here again: size and magic numbers) and their SHA-256 from the edge. */
  bytes: Uint8Array; sha256: string;
  actor: StaffActor; at: string;
}

export const recordDocumentCommand: DeclaredCommand<RecordDocumentInput, { kyc: KycState }, { documentId: string }> = {
  name: 'kyc-document-record',
  folds: { kyc: kycFold },
  streams: (input) => ({ kyc: kycStream(input.userId) }),
  decide(input) {
    const mediaType = checkDocument(input.bytes);
    const event: KycEvent = {
      type: 'DocumentUploaded',
      data: {
        userId: input.userId, documentId: input.documentId, kind: input.kind, fileName: input.fileName.slice(0, 200), sha256: input.sha256,
        mediaType, size: input.bytes.length, by: input.actor.id, byName: input.actor.name, at: input.at,
      },
    };
    return { events: { kyc: [event] }, result: { documentId: input.documentId } };
  },
};

export interface ApproveKycInput { userId: string; checker: Checker & { name: string }; note: string; at: string }

export const approveKycCommand: DeclaredCommand<ApproveKycInput, { settings: Settings; kyc: KycState }, { approvedAt: string }> = {
  name: 'kyc-approve',
  folds: { settings: settingsDecider, kyc: kycFold },
  streams: (input) => ({ settings: SETTINGS_STREAM, kyc: kycStream(input.userId) }),
  decide(input, states) {
    checkApproval(input, states);
    const event: KycEvent = {
      type: 'KycApproved',
      data: { userId: input.userId, by: input.checker.id, byName: input.checker.name, note: input.note.trim(), identifierTypes: states.kyc.identifiers.map((i) => i.identifierType), documentKinds: states.kyc.documents.map((d) => d.kind), at: input.at },
    };
    return { events: { kyc: [event] }, result: { approvedAt: input.at } };
  },
};

/** The approval's rules (a check that refuses, not a decision: it returns no events): not twice, the checklist complete, something to review, and a checker who made none of it. */
export function checkApproval(input: ApproveKycInput, states: { settings: Settings; kyc: KycState }): void {
  const { kyc } = states;
  if (kyc.approval) refuse('conflict', said('kyc.alreadyApproved'));
  if (kyc.identifiers.length + kyc.documents.length === 0) refuse('validation', said('kyc.nothingToReview'));
  const status = checklistStatus(kyc, checklistOf(states.settings));
  if (status.status === 'incomplete') refuse('validation', said('kyc.checklistIncomplete', { missing: [...status.missingIdentifiers, ...status.missingDocuments].join(', ') }));
  for (const maker of makersOf(kyc)) {
    if (checkerRefusal(maker, input.checker, input.at) !== null) refuse('forbidden', said('kyc.makerCannotApprove'));
  }
}
