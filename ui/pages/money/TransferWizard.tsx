/**
 * Runs one transfer wizard machine on a page: step 1 is the page's own form, steps 2 and 3 are
 * shared, the connection state is fed to the machine, and the receipt goes to the success page
 * in the navigation state (never stored in the browser).
 */
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import type { createTransferWizard } from '../../../machines/transfer-wizard.machine.ts';
import type { TransferQuote, WizardContext } from '../../../machines/transfer-wizard.types.ts';
import { MoneyLockNotice } from './MoneyLockNotice.tsx';
import { PinStep, StepIndicator, VerifyStep } from './WizardParts.tsx';
import { useOnline } from './useOnline.ts';

type WizardMachine<Form extends object> = ReturnType<typeof createTransferWizard<Form>>;

interface Props<Form extends object> {
  machine: WizardMachine<Form>;
  /** Step 1: the page's form, given the machine's context and a field setter. */
  details: (context: WizardContext<Form>, change: (field: keyof Form & string) => (value: string) => void, busy: boolean, submit: () => void) => ReactNode;
  summary: (quote: TransferQuote, values: Form) => ReactNode;
  successPath: string;
  /** Called with each new message on the Verify step (the Bitcoin wizard also raises an alert, as specified). */
  onVerifyError?: (message: string) => void;
}

export function TransferWizard<Form extends object>({ machine, details, summary, successPath, onVerifyError }: Props<Form>) {
  const [keySeed] = useState(() => crypto.randomUUID());
  const [snapshot, send] = useMachine(machine, { input: { online: navigator.onLine, keySeed } });
  const navigate = useNavigate();
  const onConnection = useCallback((online: boolean) => send({ type: 'connection.change', online }), [send]);
  useOnline(onConnection);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const step = snapshot.hasTag('step.pin') ? 'PIN' : snapshot.hasTag('step.verify') || snapshot.hasTag('step.success') ? 'Verify' : 'Details';

  useEffect(() => {
    if (snapshot.matches('success') && context.receipt) void navigate(successPath, { replace: true, state: { receipt: context.receipt } });
  }, [snapshot, context.receipt, navigate, successPath]);

  const verifyError = step === 'Verify' && !busy ? context.formError : null;
  useEffect(() => {
    if (verifyError && onVerifyError) onVerifyError(verifyError);
  }, [verifyError, onVerifyError]);

  return (
    <div className="wizard">
      <MoneyLockNotice />
      <StepIndicator current={step} />
      {step === 'Details' && details(context, (field) => (value) => send({ type: 'field.change', field, value }), busy, () => send({ type: 'details.submit' }))}
      {step === 'PIN' && (
        <PinStep pin={context.pin} error={context.formError} busy={busy} onChange={(value) => send({ type: 'pin.change', value })} onSubmit={() => send({ type: 'pin.submit' })} onBack={() => send({ type: 'pin.back' })}>
          {context.quote && summary(context.quote, context.values)}
        </PinStep>
      )}
      {step === 'Verify' && (
        <VerifyStep
          code={context.code}
          codeSentTo={context.codeSentTo}
          error={context.formError}
          busy={busy}
          onChange={(value) => send({ type: 'code.change', value })}
          onSubmit={() => send({ type: 'code.submit' })}
          onBack={() => send({ type: 'verify.back' })}
          summary={context.quote && summary(context.quote, context.values)}
          closed={snapshot.hasTag('closed') ? { onStartAgain: () => send({ type: 'transfer.restart' }), onNewCode: () => send({ type: 'code.resend' }) } : undefined}
        />
      )}
    </div>
  );
}
