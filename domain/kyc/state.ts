/** A customer's KYC folded from their stream: identifiers, documents, who made each, and the approval. */
import type { BankEvent } from '../catalogue.ts';
import type { DocumentUploadedData, KycEvent } from './events.ts';

export interface KycIdentifier { identifierType: string; number: string; by: string; byName: string; at: string }
export interface KycApproval { by: string; byName: string; note: string; at: string }

export interface KycState {
  identifiers: KycIdentifier[];
  documents: DocumentUploadedData[];
  approval: KycApproval | null;
}

export const initialKycState: KycState = { identifiers: [], documents: [], approval: null };

export function evolveKyc(state: KycState, event: KycEvent | BankEvent): KycState {
  switch (event.type) {
    case 'KycIdentifierRegistered': {
      const { identifierType, number, by, byName, at } = event.data;
      return { ...state, identifiers: [...state.identifiers, { identifierType, number, by, byName, at }] };
    }
    case 'DocumentUploaded':
      return { ...state, documents: [...state.documents, event.data] };
    case 'KycApproved':
      return { ...state, approval: { by: event.data.by, byName: event.data.byName, note: event.data.note, at: event.data.at } };
    default:
      return state;
  }
}

/** Everyone who registered an identifier or uploaded a document: none of them may approve (maker-checker). */
export const makersOf = (state: KycState): string[] => [...new Set([...state.identifiers.map((i) => i.by), ...state.documents.map((d) => d.by)])];

/** Whether an identifier number is already claimed: its claim stream's state. */
export interface ClaimState { claimedBy: string | null }
export const initialClaimState: ClaimState = { claimedBy: null };
export const evolveClaim = (state: ClaimState, event: BankEvent): ClaimState => (event.type === 'KycIdentifierClaimed' ? { claimedBy: event.data.userId } : state);
