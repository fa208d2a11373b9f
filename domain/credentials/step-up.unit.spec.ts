// Proves the step-up table row by row as given/when/then over the customer's guard: the lock refuses exactly the rows that
// say so, a compared code of a counting row counts toward the one lock (the 5th wrong in a row locks, whichever rows the
// earlier four came from), an uncompared code counts nothing, the rows that must hold the line do, and docs/security.md
// states the same table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { decideCodeOutcome, initialMoneyGuard, moneyLockMessages, evolveMoneyGuard, type MoneyLockEvent } from './money-lock.ts';
import { decideCodedStep, stepUpDecider, stepUpOperations, stepUpPolicy, type StepUpOperation } from './step-up.ts';

const at = '2026-03-02T10:00:00.000Z';
const locked: MoneyLockEvent[] = [{ type: 'MoneyMovementLocked', data: { reason: 'codes_in_row', inRow: 5, inDay: 5, at } }];

/** Four wrong codes, each on another operation (a transfer, a payee, a password change, a loan repayment). */
function fourWrongAcrossOperations(): MoneyLockEvent[] {
  const events: MoneyLockEvent[] = [];
  for (const subject of ['transfer-1', 'payee-1', 'password-1', 'loan-1']) events.push(...decideCodeOutcome({ transferId: subject, matches: false, at }, events.reduce(evolveMoneyGuard, initialMoneyGuard)));
  return events;
}

describe.each(stepUpOperations.map((operation) => [operation] as const))('the step-up row %s', (operation: StepUpOperation) => {
  const row = stepUpPolicy[operation];
  const spec = deciderSpec(stepUpDecider(operation));

  it(row.refusedWhileLocked ? 'is refused while the lock stands' : 'goes on while the lock stands', () => {
    const then = spec.given(locked).when({ type: 'Attempt', at });
    if (row.refusedWhileLocked) then.thenRefuses('locked', moneyLockMessages.locked);
    else then.then([]);
  });

  it(row.codesCountTowardLock ? 'locks at its wrong code after four on other operations' : 'counts no code toward the lock', () => {
    const then = spec.given(fourWrongAcrossOperations()).when({ type: 'CheckCode', subject: 'this', compared: true, matches: false, at });
    if (row.codesCountTowardLock) {
      then.then([
        { type: 'OneTimeCodeRejected', data: { transferId: 'this', inRow: 5, inDay: 5, at } },
        { type: 'MoneyMovementLocked', data: { reason: 'codes_in_row', inRow: 5, inDay: 5, at } },
      ]);
    } else then.then([]);
  });

  it('counts nothing for a code that was not compared (expired, or the step already finished)', () => {
    spec.given(fourWrongAcrossOperations()).when({ type: 'CheckCode', subject: 'this', compared: false, matches: false, at }).then([]);
  });

  it('states its sense: a coded row is a PIN row, a counting row has a code, and a row offered to nobody requires nothing', () => {
    if (row.code) expect(row.pin).toBe(true);
    expect(row.codesCountTowardLock).toBe(row.code);
    if (row.by === 'not offered') expect([row.pin, row.code, row.refusedWhileLocked]).toEqual([false, false, false]);
  });
});

describe('the rows that hold the line (issue 25)', () => {
  it('needs the PIN and an e-mailed code, counts codes and is refused while locked, for every door that moves money to someone or changes a credential', () => {
    const coded: StepUpOperation[] = ['transfer-local', 'transfer-international', 'transfer-bitcoin', 'loan-repayment', 'standing-order-create', 'standing-order-resume', 'payee-add', 'password-change', 'pin-change', 'statement-to-other-address'];
    for (const operation of coded) expect(stepUpPolicy[operation], operation).toMatchObject({ by: 'customer', pin: true, code: true, codesCountTowardLock: true, refusedWhileLocked: true });
  });

  it('cools off every way money reaches a new payee, and lets a right code reset the row', () => {
    expect(stepUpOperations.filter((o) => stepUpPolicy[o].coolingOff)).toEqual(['transfer-local', 'transfer-international', 'standing-order-create', 'standing-order-resume', 'standing-order-run', 'payee-add']);
    const three = fourWrongAcrossOperations().slice(0, 3);
    deciderSpec(stepUpDecider('password-change')).given(three).when({ type: 'CheckCode', subject: 'p', compared: true, matches: true, at })
      .then([{ type: 'OneTimeCodeAccepted', data: { transferId: 'p', at } }]);
  });
});

describe('the one coded step', () => {
  const guard = fourWrongAcrossOperations().reduce(evolveMoneyGuard, initialMoneyGuard);
  const check = { subject: 'c', compared: true, at, message: 'Invalid code. Please try again.' };

  it('refuses the 5th wrong code in a row with the lock (423), and an earlier one with the step\'s own words', () => {
    expect(decideCodedStep({ operation: 'pin-change', ...check, matches: false }, guard)).toMatchObject({ ok: false, lockedAt: at, refusal: { code: 'locked', message: moneyLockMessages.locked } });
    expect(decideCodedStep({ operation: 'pin-change', ...check, matches: false }, initialMoneyGuard)).toMatchObject({ ok: false, lockedAt: null, refusal: { code: 'validation', message: 'Invalid code. Please try again.' } });
  });

  it('accepts a right code, resetting the row, and refuses every coded door while locked, right code or not', () => {
    expect(decideCodedStep({ operation: 'payee-add', ...check, matches: true }, guard)).toEqual({ ok: true, counted: [{ type: 'OneTimeCodeAccepted', data: { transferId: 'c', at } }] });
    const lockedGuard = locked.reduce(evolveMoneyGuard, initialMoneyGuard);
    for (const operation of stepUpOperations.filter((o) => stepUpPolicy[o].code)) expect(() => decideCodedStep({ operation, ...check, matches: true }, lockedGuard), operation).toThrow(moneyLockMessages.locked);
  });
});

describe('docs/security.md', () => {
  it('states the same table, row for row', () => {
    const doc = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
    const yes = (value: boolean) => (value ? 'yes' : 'no');
    for (const operation of stepUpOperations) {
      const row = stepUpPolicy[operation];
      const cells = [row.by, yes(row.pin), yes(row.code), yes(row.coolingOff), yes(row.codesCountTowardLock), row.refusedWhileLocked ? 'refused' : 'goes on'];
      expect(doc, operation).toContain(`| \`${operation}\` | ${cells.join(' | ')} |`);
    }
    // And no row in the document that the table does not hold: one table, not two.
    const section = doc.slice(doc.indexOf('## One step-up policy'), doc.indexOf('\n## ', doc.indexOf('## One step-up policy') + 1));
    const documented = [...section.matchAll(/^\| `([a-z-]+)` \| (?:customer|job|not offered|two administrators|two staff|loan officer|branch manager) \|/gm)].map((m) => m[1]);
    expect(documented.sort()).toEqual([...stepUpOperations].sort());
  });
});
