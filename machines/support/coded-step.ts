/**
 * The PIN-then-code steps every coded dialog walks (a credential change, a loan repayment): the
 * guards that check a PIN's and a code's shape and whether the bank accepted, and the two states
 * where the customer types them. Each machine names its own requesting and confirming states'
 * inputs; these parts are the same in every one, so they are written once.
 */
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';

export const codedStepGuards = {
  pinMalformed: (_: unknown, params: { pin: string }) => !PIN_SHAPE.test(params.pin),
  codeMalformed: (_: unknown, params: { code: string }) => !/^\d{4}$/.test(params.code.trim()),
  accepted: (_: unknown, params: { answer: { ok: boolean } }) => params.answer.ok,
};

/** The PIN typed: a malformed one shows its shape (the machine's showPinShape), else the code is requested. */
export const enteringPinState = {
  on: {
    'pin.submit': [
      { guard: { type: 'pinMalformed', params: ({ event }: { event: { pin: string } }) => ({ pin: event.pin }) }, actions: 'showPinShape' },
      { target: 'requestingCode' },
    ],
  },
} as const;

/** The code typed: a malformed one shows its shape (showCodeShape), else it is confirmed, after the machine's `before` actions. */
export const enteringCodeState = <const A extends readonly string[]>(before: A) => ({
  on: {
    'code.submit': [
      { guard: { type: 'codeMalformed', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) }, actions: 'showCodeShape' },
      { target: 'confirming', actions: before },
    ],
  },
} as const);
