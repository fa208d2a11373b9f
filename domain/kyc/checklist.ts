/**
 * The KYC checklist (issue 29 item 6): System Settings (category `kyc`) name the identifier types
 * the administrator keeps and which identifier types and document kinds a customer must have;
 * this file reads those lists and says, for one customer, what is missing and whether activation
 * and a first disbursement may go ahead. Pure: the back office, the customer's page and the gates
 * all read the same answer.
 */
import type { Settings } from '../settings/defaults.ts';
import { documentKinds, type DocumentKind } from './events.ts';
import type { KycState } from './state.ts';

/** A comma- or line-separated list in a settings field, as lower-case snake_case names, without repeats. */
export function listOf(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((s) => s.trim().toLowerCase().replace(/[\s-]+/g, '_')).filter(Boolean))];
}

export interface KycChecklist {
  /** Every identifier type staff may register (the administrator's list). */
  identifierTypes: string[];
  requiredIdentifiers: string[];
  requiredDocuments: DocumentKind[];
}

export function checklistOf(settings: Pick<Settings, 'kyc'>): KycChecklist {
  const kinds = documentKinds as readonly string[];
  return {
    identifierTypes: listOf(settings.kyc.identifierTypes),
    requiredIdentifiers: listOf(settings.kyc.requiredIdentifiers),
    requiredDocuments: listOf(settings.kyc.requiredDocuments).filter((k): k is DocumentKind => kinds.includes(k)),
  };
}

export type KycStatus = 'not_required' | 'incomplete' | 'awaiting_approval' | 'approved';

export interface ChecklistStatus {
  status: KycStatus;
  missingIdentifiers: string[];
  missingDocuments: DocumentKind[];
}

/** What a customer still lacks, and where their KYC stands. No checklist in System Settings: nothing is required. */
export function checklistStatus(state: KycState, checklist: KycChecklist): ChecklistStatus {
  const missingIdentifiers = checklist.requiredIdentifiers.filter((t) => !state.identifiers.some((i) => i.identifierType === t));
  const missingDocuments = checklist.requiredDocuments.filter((k) => !state.documents.some((d) => d.kind === k));
  const required = checklist.requiredIdentifiers.length + checklist.requiredDocuments.length > 0;
  const status: KycStatus = state.approval ? 'approved'
    : !required ? 'not_required'
      : missingIdentifiers.length + missingDocuments.length > 0 ? 'incomplete' : 'awaiting_approval';
  return { status, missingIdentifiers, missingDocuments };
}

/** Whether activation of a new account or a first loan's disbursement may go ahead: approved, or nothing required. */
export const kycClears = (state: KycState, checklist: KycChecklist): boolean => {
  const { status } = checklistStatus(state, checklist);
  return status === 'approved' || status === 'not_required';
};
