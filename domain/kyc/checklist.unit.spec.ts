// Proves the KYC checklist decider: what System Settings require, what a customer still lacks, the approval only once complete and only by a member of staff who registered and uploaded nothing, identifier numbers unique per type, the branch rule for who sees documents, and which acts the gate holds.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider.ts';
import { defaultSettings, type Settings } from '../settings/defaults.ts';
import { mayViewDocuments } from './access.ts';
import { checklistOf, checklistStatus, kycClears, listOf } from './checklist.ts';
import { approveKycCommand, registerIdentifierCommand } from './commands.ts';
import type { KycEvent } from './events.ts';
import { isActivation, isFirstDisbursement } from './gates.ts';
import { evolveKyc, initialClaimState, initialKycState, type KycState } from './state.ts';

const at = '2026-11-27T10:00:00.000Z';
const settings = (kyc: Partial<Settings['kyc']> = {}): Settings => ({ ...defaultSettings, kyc: { ...defaultSettings.kyc, requiredIdentifiers: 'national_id', requiredDocuments: 'photo, identity_scan', ...kyc } });
const fold = (events: KycEvent[]): KycState => foldEvents({ initialState: initialKycState, evolve: evolveKyc }, events);
const officer = { id: 'officer-1', name: 'Olu Officer' };
const identifier: KycEvent = { type: 'KycIdentifierRegistered', data: { userId: 'c1', identifierType: 'national_id', number: 'AB123', by: officer.id, byName: officer.name, at } };
const doc = (kind: 'photo' | 'identity_scan', by = officer.id): KycEvent => ({ type: 'DocumentUploaded', data: { userId: 'c1', documentId: `d-${kind}`, kind, fileName: `${kind}.jpg`, sha256: 'a'.repeat(64), mediaType: 'image/jpeg', size: 10, by, byName: 'Someone', at } });
const complete = fold([identifier, doc('photo'), doc('identity_scan')]);
const approve = (state: KycState, checkerId: string, s = settings()) => approveKycCommand.decide({ userId: 'c1', checker: { id: checkerId, sponsor: null, name: 'Checker' }, note: '', at }, { settings: s, kyc: state });

describe('the KYC checklist System Settings name', () => {
  it('reads the lists as snake_case names, and keeps only known document kinds', () => {
    expect(listOf(' National ID,voter-card\n national_id ')).toEqual(['national_id', 'voter_card']);
    expect(checklistOf(settings({ requiredDocuments: 'photo, selfie' })).requiredDocuments).toEqual(['photo']);
  });

  it('says what is missing, then awaits approval, then is approved', () => {
    expect(checklistStatus(fold([identifier]), checklistOf(settings()))).toEqual({ status: 'incomplete', missingIdentifiers: [], missingDocuments: ['photo', 'identity_scan'] });
    expect(checklistStatus(complete, checklistOf(settings())).status).toBe('awaiting_approval');
    expect(kycClears(complete, checklistOf(settings()))).toBe(false);
    const approved = fold([identifier, doc('photo'), doc('identity_scan'), ...(approve(complete, 'checker-2').events.kyc as KycEvent[])]);
    expect(checklistStatus(approved, checklistOf(settings())).status).toBe('approved');
    expect(kycClears(approved, checklistOf(settings()))).toBe(true);
  });

  it('requires nothing when System Settings name nothing (the default)', () => {
    expect(checklistStatus(initialKycState, checklistOf(defaultSettings)).status).toBe('not_required');
    expect(kycClears(initialKycState, checklistOf(defaultSettings))).toBe(true);
  });
});

describe('approval by a second member of staff', () => {
  it('refuses whoever registered or uploaded part of it', () => {
    expect(() => approve(complete, officer.id)).toThrow('You registered or uploaded part of this customer\'s KYC: a different member of staff must approve it.');
    const mixed = fold([identifier, doc('photo'), doc('identity_scan', 'admin-9')]);
    expect(() => approve(mixed, 'admin-9')).toThrow(/different member of staff/);
  });

  it('refuses an incomplete checklist, an empty file and a second approval', () => {
    expect(() => approve(fold([identifier]), 'checker-2')).toThrow('The KYC checklist is not complete; still missing: photo, identity_scan.');
    expect(() => approve(initialKycState, 'checker-2', defaultSettings)).toThrow(/nothing to review/);
    const approved = fold([identifier, doc('photo'), doc('identity_scan'), ...(approve(complete, 'checker-2').events.kyc as KycEvent[])]);
    expect(() => approve(approved, 'checker-3')).toThrow(/already approved/);
  });

  it('records who approved and what was reviewed', () => {
    expect(approve(complete, 'checker-2').events.kyc).toEqual([{ type: 'KycApproved', data: { userId: 'c1', by: 'checker-2', byName: 'Checker', note: '', identifierTypes: ['national_id'], documentKinds: ['photo', 'identity_scan'], at } }]);
  });
});

describe('identifiers', () => {
  const register = (number: string, claimedBy: string | null = null, state = initialKycState, identifierType = 'national_id') =>
    registerIdentifierCommand.decide({ userId: 'c1', identifierType, number, actor: officer, at }, { settings: settings(), claim: { ...initialClaimState, claimedBy }, kyc: state });

  it('registers a number of a listed type, normalised, and claims it', () => {
    const decided = register('ab 12-34');
    expect(decided.result).toEqual({ identifierType: 'national_id', number: 'AB1234' });
    expect(decided.events.claim).toEqual([{ type: 'KycIdentifierClaimed', data: { userId: 'c1', identifierType: 'national_id', number: 'AB1234', at } }]);
  });

  it('refuses a number already claimed, a type not on the list, a second of one type and a bad number', () => {
    expect(() => register('AB1234', 'someone-else')).toThrow('This identifier number is already registered to a customer of the bank.');
    expect(() => register('AB1234', null, initialKycState, 'library_card')).toThrow(/identifier type from the list/);
    expect(() => register('XY999', null, fold([identifier]))).toThrow(/already has an identifier of this type/);
    expect(() => register('!')).toThrow(/2 to 40 letters or digits/);
  });
});

describe('who sees documents (the branch rule, to wire with engineer 5\'s branches)', () => {
  it('lets the customer see their own, and staff of the customer\'s branch', () => {
    expect(mayViewDocuments({ id: 'c1', role: 'user', branch: null }, { id: 'c1', branch: null })).toBe(true);
    expect(mayViewDocuments({ id: 'c2', role: 'user', branch: null }, { id: 'c1', branch: null })).toBe(false);
    expect(mayViewDocuments({ id: 'o1', role: 'loan_officer', branch: 'north' }, { id: 'c1', branch: 'north' })).toBe(true);
    expect(mayViewDocuments({ id: 'o1', role: 'loan_officer', branch: 'south' }, { id: 'c1', branch: 'north' })).toBe(false);
    expect(mayViewDocuments({ id: 'm1', role: 'branch_manager', branch: null }, { id: 'c1', branch: null })).toBe(false);
  });

  it('never shows them to the auditor; the administrator sees them until branches exist', () => {
    expect(mayViewDocuments({ id: 'a1', role: 'auditor', branch: 'north' }, { id: 'c1', branch: 'north' })).toBe(false);
    expect(mayViewDocuments({ id: 'ad', role: 'admin', branch: null }, { id: 'c1', branch: null })).toBe(true);
    expect(mayViewDocuments({ id: 'ad', role: 'admin', branch: 'south' }, { id: 'c1', branch: 'north' })).toBe(false);
  });
});

describe('the acts the gate holds', () => {
  it('holds activation and a customer\'s first disbursement only', () => {
    expect(isActivation('pending', 'active')).toBe(true);
    expect(isActivation('active', 'suspended')).toBe(false);
    const loans = [{ loanId: 'l1', userId: 'c1', startDate: null }, { loanId: 'l2', userId: 'c2', startDate: '2026-01-01' }];
    expect(isFirstDisbursement(loans, 'l1', 'c1')).toBe(true);
    expect(isFirstDisbursement([...loans, { loanId: 'l0', userId: 'c1', startDate: '2025-01-01' }], 'l1', 'c1')).toBe(false);
  });
});
