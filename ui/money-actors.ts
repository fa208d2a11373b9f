/** The composition root of the money machines: the transfer wizards' and deposit's placeholder actors replaced by real calls to the bank's server. */
import { fromPromise } from 'xstate';
import { localTransferMachine } from '../machines/local-transfer.machine.ts';
import { internationalTransferMachine } from '../machines/international-transfer.machine.ts';
import { bitcoinTransferMachine } from '../machines/bitcoin-transfer.machine.ts';
import { depositMachine } from '../machines/deposit.machine.ts';
import type { DepositAnswer, DepositRequest } from '../machines/deposit.machine.ts';
import type { ConfirmAnswer, ConfirmRequest, PinAnswer, PinRequest, StartAnswer, StartRequest } from '../machines/transfer-wizard.types.ts';
import { confirmTransfer, createDeposit, startTransfer, submitTransferPin } from '../adapters/client/money-api.ts';
import { answerOf } from './machine-actors.ts';

/** The three server steps every transfer wizard shares. */
const transferActors = {
  startTransfer: fromPromise<StartAnswer, StartRequest>(async ({ input }) => {
    const answer = await answerOf(startTransfer(input.kind, input.details, input.transferId));
    return answer.ok ? { ok: true, quote: answer.value } : answer;
  }),
  sendCode: fromPromise<PinAnswer, PinRequest>(async ({ input }) => {
    const answer = await answerOf(submitTransferPin(input.transferId, input.pin));
    return answer.ok ? { ok: true, ...answer.value } : answer;
  }),
  confirmTransfer: fromPromise<ConfirmAnswer, ConfirmRequest>(async ({ input }) => {
    const answer = await answerOf(confirmTransfer(input.transferId, input.code, input.idempotencyKey));
    return answer.ok ? { ok: true, receipt: answer.value } : answer;
  }),
};

export const localTransferFormMachine = localTransferMachine.provide({ actors: transferActors });
export const internationalTransferFormMachine = internationalTransferMachine.provide({ actors: transferActors });
export const bitcoinTransferFormMachine = bitcoinTransferMachine.provide({ actors: transferActors });

export const depositFormMachine = depositMachine.provide({
  actors: {
    createDeposit: fromPromise<DepositAnswer, DepositRequest>(async ({ input }) => {
      const answer = await answerOf(createDeposit(input.method, input.amount, input.idempotencyKey));
      return answer.ok ? { ok: true, deposit: answer.value } : answer;
    }),
  },
});
