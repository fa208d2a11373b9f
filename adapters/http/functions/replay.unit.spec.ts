// Proves a replayed refusal is worded from the key and figures recorded with it, not from a memory of texts this
// process wrote (gone after a restart), and that refusals recorded before keys were kept still replay their English.
import { describe, expect, it } from 'vitest';
import { said } from '../../../domain/errors.ts';
import { idempotencyEventSchemas, priorOutcome, refusal, type IdempotencyEvent, type RecordedOutcome } from '../../../domain/idempotency/idempotency.ts';
import { recordOutcome } from '../../engine/idempotent.ts';
import { translated } from '../reader-language.ts';
import { renderOutcome } from './render.ts';

const request = { key: '0b7d4c9e-3f1a-4b2c-9d8e-7f6a5b4c3d2e', userId: 'u1', operation: 'transfer-confirm', requestHash: 'a'.repeat(64) };
const at = '2026-11-26T10:00:00.000Z';

/** The recorded event as a restarted bank reads it: written as JSON, parsed by its schema. */
function reread(outcome: RecordedOutcome): IdempotencyEvent[] {
  const { events } = recordOutcome(request, outcome as never, at);
  const data = idempotencyEventSchemas.IdempotencyRecorded.parse(JSON.parse(JSON.stringify(events[0]!.data)));
  return [{ type: 'IdempotencyRecorded', data }];
}

const replayed = (events: IdempotencyEvent[]) => {
  const outcome = priorOutcome(events, request);
  if (!outcome) throw new Error('no recorded outcome');
  const rendered = renderOutcome({ outcome, replayed: true });
  return { outcome, rendered, body: JSON.parse(rendered.body) as Record<string, unknown> };
};

describe('a replayed refusal', () => {
  it('keeps the key and figures it was recorded with, so a French reader reads it in French with the figure', () => {
    const { outcome, rendered, body } = replayed(reread(refusal('limit_exceeded', said('transfer.dailyLimit', { usd: 500_000 }))));
    expect(outcome).toMatchObject({ kind: 'refused', code: 'limit_exceeded', said: { key: 'transfer.dailyLimit', params: { usd: 500_000 } } });
    expect(rendered.headers['idempotent-replayed']).toBe('true');
    expect(body).toMatchObject({ status: 422, detail: 'This transfer would exceed your daily transfer limit of $5,000.00.', key: 'transfer.dailyLimit', params: { usd: 500_000 } });
    expect(translated('fr', body).detail).toBe('Ce virement dépasserait votre plafond quotidien de virement de 5\u202f000,00\u00a0$US.');
  });

  it('keeps each field\'s key too', () => {
    const { body } = replayed(reread(refusal('validation', said('transfer.codeInvalid'), { code: said('transfer.codeInvalid') })));
    expect(body).toMatchObject({ errors: { code: 'Invalid OTP. Please try again.' }, errorKeys: { code: { key: 'transfer.codeInvalid' } } });
  });

  it('replays a refusal recorded without its key (before keys were kept) in its English, word for word', () => {
    const old = { kind: 'refused', code: 'limit_exceeded', message: 'This transfer would exceed your daily transfer limit of $7,000.00.' } as const;
    const { outcome, body } = replayed(reread(old));
    expect(outcome).toEqual(old);
    expect(body).toMatchObject({ status: 422, detail: 'This transfer would exceed your daily transfer limit of $7,000.00.' });
  });

  it('finds the key of an old record\'s text without figures from the catalogue itself', () => {
    const old = { kind: 'refused', code: 'validation', message: 'Invalid OTP. Please try again.', fields: { code: 'Invalid OTP. Please try again.' } } as const;
    const { body } = replayed(reread(old));
    expect(body).toMatchObject({ detail: 'Invalid OTP. Please try again.', key: 'transfer.codeInvalid', errorKeys: { code: { key: 'transfer.codeInvalid' } } });
  });

  it('drops a recorded key the catalogue no longer knows and keeps the English', () => {
    const renamed = { kind: 'refused', code: 'validation', message: 'Some old words.', said: { key: 'transfer.renamedSince' } } as const;
    const { outcome, body } = replayed(reread(renamed));
    expect(outcome).not.toHaveProperty('said');
    expect(body).toMatchObject({ detail: 'Some old words.' });
    expect(body).not.toHaveProperty('key');
  });
});
