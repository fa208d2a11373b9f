/**
 * The three-step transfer wizard of part 2 section 4 (Details, PIN, Verify, then success), built
 * once and specialised per kind, so local, international and Bitcoin transfers share one set of
 * steps, waits, back buttons and messages. The server decides every step; the machine only mirrors.
 */
import { assign, fromPromise, setup } from 'xstate';
import { transferMessages } from '../domain/transfer/form.ts';
import { processMessages } from '../domain/transfer/process.ts';
import { idempotencyKeyFor } from './support/idempotency-key.ts';
import { refusalText } from './support/server-answer.ts';
import type { Refusal } from './support/server-answer.ts';
import type { ConfirmAnswer, PinAnswer, PinRequest, StartAnswer, StartRequest, ConfirmRequest, TransferRefusal, WizardContext, WizardEvent, WizardInput, WizardOptions } from './transfer-wizard.types.ts';
import type { FieldErrors } from '../domain/transfer/form.ts';

/** Shown instead of starting a step while the browser is offline: money never moves offline. */
export const OFFLINE_MESSAGE = 'You are offline. Transfers need a connection; nothing has been sent.';
/** Shown when a call failed without an answer (network down, server crashed). */
export const UNREACHABLE_MESSAGE = 'We could not reach the bank. Please check your connection and try again.';

/** Shown when the server refused without saying why (it always should say). */
export const REFUSED_MESSAGE = 'The bank could not accept this transfer. Please try again.';

/** Keeps digits only, at most four, as the PIN and code inputs do. */
const fourDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 4);
const isFourDigits = (value: string): boolean => /^\d{4}$/.test(value);

const refusalFields = <Form extends object>(answer: TransferRefusal, form: Form): FieldErrors<Form> =>
  Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([field]) => field in form)) as FieldErrors<Form>;

const detailOf = (answer: { ok: true } | Refusal): string | null => (answer.ok ? null : answer.detail);

/** The server's answers after which this transfer can never be confirmed: only a new one (Start again, Send a new code) helps. */
const CLOSING_ANSWERS = new Set<string>([processMessages.tooMany, processMessages.expired, processMessages.abandoned, processMessages.used]);

export function createTransferWizard<Form extends object>(options: WizardOptions<Form>) {
  const { kind, id, empty, validate } = options;
  const sanitize = options.sanitize ?? ((_field: string, value: string) => value);
  type Context = WizardContext<Form>;
  type Event = WizardEvent<Form>;

  return setup({
    types: {} as { context: Context; events: Event; input: WizardInput },
    actors: {
      startTransfer: fromPromise<StartAnswer, StartRequest>(async () => {
        throw new Error('startTransfer not provided');
      }),
      sendCode: fromPromise<PinAnswer, PinRequest>(async () => {
        throw new Error('sendCode not provided');
      }),
      confirmTransfer: fromPromise<ConfirmAnswer, ConfirmRequest>(async () => {
        throw new Error('confirmTransfer not provided');
      }),
    },
    guards: {
      offline: ({ context }) => !context.online,
      hasFieldErrors: ({ context }) => Object.keys(validate(context.values)).length > 0,
      pinMalformed: ({ context }) => !isFourDigits(context.pin),
      codeMalformed: ({ context }) => !isFourDigits(context.code.trim()),
      accepted: (_, params: { answer: { ok: boolean } }) => params.answer.ok,
      transferClosed: (_, params: { answer: ConfirmAnswer }) => !params.answer.ok && CLOSING_ANSWERS.has(params.answer.detail ?? ''),
    },
    actions: {
      changeField: assign(({ context }, params: { field: keyof Form & string; value: string }) => {
        const fieldErrors = { ...context.fieldErrors };
        delete fieldErrors[params.field];
        return { values: { ...context.values, [params.field]: sanitize(params.field, params.value) }, fieldErrors, formError: null };
      }),
      showFieldErrors: assign(({ context }) => ({ fieldErrors: validate(context.values), formError: null })),
      showOffline: assign({ formError: OFFLINE_MESSAGE }),
      showUnreachable: assign({ formError: UNREACHABLE_MESSAGE }),
      clearErrors: assign({ fieldErrors: {}, formError: null }),
      setConnection: assign(({ context }, params: { online: boolean }) => ({
        online: params.online,
        formError: params.online && context.formError === OFFLINE_MESSAGE ? null : context.formError,
      })),
      acceptQuote: assign((_, params: { answer: StartAnswer }) =>
        params.answer.ok ? { quote: params.answer.quote, pin: '', code: '', idempotencyKey: null } : {},
      ),
      refuseDetails: assign(({ context }, params: { answer: StartAnswer }) => {
        if (params.answer.ok) return {};
        const fieldErrors = refusalFields(params.answer, context.values);
        return { fieldErrors, formError: Object.keys(fieldErrors).length > 0 ? null : refusalText(params.answer, REFUSED_MESSAGE) };
      }),
      changePin: assign((_, params: { value: string }) => ({ pin: fourDigits(params.value), formError: null })),
      showPinLength: assign({ formError: transferMessages.pinLength }),
      acceptCodeSent: assign((_, params: { answer: PinAnswer }) =>
        params.answer.ok ? { codeSentTo: params.answer.codeSentTo, code: '', formError: null } : {},
      ),
      refuse: assign((_, params: { detail: string | null; fallback: string }) => ({
        formError: refusalText({ ok: false, detail: params.detail }, params.fallback),
      })),
      changeCode: assign((_, params: { value: string }) => ({ code: fourDigits(params.value), formError: null, idempotencyKey: null })),
      showCodeInvalid: assign({ formError: transferMessages.otpInvalid }),
      /** A new attempt gets a new key; a retry of an attempt that got no answer keeps its key. */
      keyAttempt: assign(({ context }) => {
        if (context.idempotencyKey) return {};
        const attempt = context.attempt + 1;
        return { attempt, idempotencyKey: idempotencyKeyFor(context.keySeed, attempt) };
      }),
      acceptReceipt: assign((_, params: { answer: ConfirmAnswer }) =>
        params.answer.ok ? { receipt: params.answer.receipt, idempotencyKey: null } : {},
      ),
      forgetKey: assign({ idempotencyKey: null }),
      leavePin: assign({ pin: '', formError: null }),
      leaveVerify: assign({ code: '', formError: null, idempotencyKey: null }),
      /** Back to the details as typed, with no transfer open: the next Continue opens a new one. */
      startAgain: assign({ quote: null, pin: '', code: '', codeSentTo: null, formError: null, idempotencyKey: null }),
      /** A new transfer with the same details and PIN, so the server sends a new code for it. */
      acceptNewQuote: assign((_, params: { answer: StartAnswer }) => (params.answer.ok ? { quote: params.answer.quote, code: '', idempotencyKey: null } : {})),
      clearCode: assign({ code: '', formError: null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      kind, values: { ...empty }, fieldErrors: {}, formError: input.online ? null : OFFLINE_MESSAGE, online: input.online,
      pin: '', code: '', quote: null, codeSentTo: null, receipt: null, keySeed: input.keySeed, attempt: 0, idempotencyKey: null,
    }),
    on: {
      'connection.change': { actions: { type: 'setConnection', params: ({ event }) => ({ online: event.online }) } },
    },
    initial: 'details',
    states: {
      details: {
        tags: ['step.details'],
        on: {
          'field.change': { actions: { type: 'changeField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
          'details.submit': [
            { guard: 'offline', actions: 'showOffline' },
            { guard: 'hasFieldErrors', actions: 'showFieldErrors' },
            { target: 'starting', actions: 'clearErrors' },
          ],
        },
      },
      starting: {
        tags: ['step.details', 'busy'],
        invoke: {
          id: 'startTransfer',
          src: 'startTransfer',
          input: ({ context }) => ({
            kind,
            details: { ...(context.values as Record<string, string>) },
            ...(context.quote ? { transferId: context.quote.transferId } : {}),
          }),
          onDone: [
            { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'pin', actions: { type: 'acceptQuote', params: ({ event }) => ({ answer: event.output }) } },
            { target: 'details', actions: { type: 'refuseDetails', params: ({ event }) => ({ answer: event.output }) } },
          ],
          onError: { target: 'details', actions: 'showUnreachable' },
        },
      },
      pin: {
        tags: ['step.pin'],
        on: {
          'pin.change': { actions: { type: 'changePin', params: ({ event }) => ({ value: event.value }) } },
          'pin.back': { target: 'details', actions: 'leavePin' },
          'pin.submit': [
            { guard: 'offline', actions: 'showOffline' },
            { guard: 'pinMalformed', actions: 'showPinLength' },
            { target: 'sendingCode' },
          ],
        },
      },
      sendingCode: {
        tags: ['step.pin', 'busy'],
        invoke: {
          id: 'sendCode',
          src: 'sendCode',
          input: ({ context }) => ({ transferId: context.quote?.transferId ?? '', pin: context.pin }),
          onDone: [
            { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'verify', actions: { type: 'acceptCodeSent', params: ({ event }) => ({ answer: event.output }) } },
            { target: 'pin', actions: { type: 'refuse', params: ({ event }) => ({ detail: detailOf(event.output), fallback: transferMessages.pinWrong }) } },
          ],
          onError: { target: 'pin', actions: 'showUnreachable' },
        },
      },
      verify: {
        tags: ['step.verify'],
        on: {
          'code.change': { actions: { type: 'changeCode', params: ({ event }) => ({ value: event.value }) } },
          'verify.back': { target: 'pin', actions: 'leaveVerify' },
          'code.submit': [
            { guard: 'offline', actions: 'showOffline' },
            { guard: 'codeMalformed', actions: 'showCodeInvalid' },
            { target: 'confirming', actions: 'keyAttempt' },
          ],
        },
      },
      confirming: {
        tags: ['step.verify', 'busy'],
        invoke: {
          id: 'confirmTransfer',
          src: 'confirmTransfer',
          input: ({ context }) => ({ transferId: context.quote?.transferId ?? '', code: context.code.trim(), idempotencyKey: context.idempotencyKey ?? '' }),
          onDone: [
            { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'success', actions: { type: 'acceptReceipt', params: ({ event }) => ({ answer: event.output }) } },
            {
              guard: { type: 'transferClosed', params: ({ event }) => ({ answer: event.output }) },
              target: 'closed',
              actions: ['forgetKey', { type: 'refuse', params: ({ event }) => ({ detail: detailOf(event.output), fallback: transferMessages.otpInvalid }) }],
            },
            {
              target: 'verify',
              actions: ['forgetKey', { type: 'refuse', params: ({ event }) => ({ detail: detailOf(event.output), fallback: transferMessages.otpInvalid }) }],
            },
          ],
          onError: { target: 'verify', actions: 'showUnreachable' },
        },
      },
      /** Too many wrong codes, or the code expired: this transfer is over; offer a new one (issue 13). */
      closed: {
        tags: ['step.verify', 'closed'],
        on: {
          'transfer.restart': { target: 'details', actions: 'startAgain' },
          'code.resend': [
            { guard: 'offline', actions: 'showOffline' },
            { target: 'reopening', actions: 'clearCode' },
          ],
        },
      },
      reopening: {
        tags: ['step.verify', 'busy', 'closed'],
        invoke: {
          id: 'reopenTransfer',
          src: 'startTransfer',
          input: ({ context }) => ({ kind, details: { ...(context.values as Record<string, string>) } }),
          onDone: [
            { guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) }, target: 'sendingCode', actions: { type: 'acceptNewQuote', params: ({ event }) => ({ answer: event.output }) } },
            { target: 'details', actions: [{ type: 'refuseDetails', params: ({ event }) => ({ answer: event.output }) }, 'startAgain'] },
          ],
          onError: { target: 'closed', actions: 'showUnreachable' },
        },
      },
      success: { type: 'final', tags: ['step.success'] },
    },
  });
}
