/**
 * Writes a Mermaid statechart of every XState machine into docs/machines/, read from the
 * machines' own definitions so the diagrams can never drift from the code.
 * Run with `npm run docs:machines`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { loginMachine } from '../machines/login.machine.ts';
import { signupMachine } from '../machines/signup.machine.ts';
import { localTransferMachine } from '../machines/local-transfer.machine.ts';
import { internationalTransferMachine } from '../machines/international-transfer.machine.ts';
import { bitcoinTransferMachine } from '../machines/bitcoin-transfer.machine.ts';
import { depositMachine } from '../machines/deposit.machine.ts';
import { credentialChangeMachine } from '../machines/credential-change.machine.ts';
import { syncMachine } from '../machines/sync.machine.ts';
import { sessionMachine } from '../machines/session.machine.ts';
import { loanApplicationMachine } from '../machines/loan-application.machine.ts';
import { loanRepaymentMachine } from '../machines/loan-repayment.machine.ts';

const machines: AnyStateMachine[] = [loanApplicationMachine, loanRepaymentMachine,
  signupMachine, loginMachine, localTransferMachine, internationalTransferMachine, bitcoinTransferMachine, depositMachine, credentialChangeMachine, syncMachine, sessionMachine,
];

/** Mermaid ids cannot contain dots; nested states are joined with underscores. */
const idOf = (node: AnyStateNode): string => node.path.join('_') || 'root';

function label(node: AnyStateNode, eventType: string, guard: unknown): string {
  const actor = String(node.invoke[0]?.src ?? 'actor');
  const event = eventType === '' ? 'always'
    : eventType.startsWith('xstate.done.actor.') ? `${actor} done`
      : eventType.startsWith('xstate.error.actor.') ? `${actor} failed` : eventType;
  const guardType = typeof guard === 'object' && guard && 'type' in guard ? String((guard as { type: unknown }).type) : typeof guard === 'string' ? guard : '';
  return guardType ? `${event} [${guardType}]` : event;
}

function edges(node: AnyStateNode): string[] {
  const lines: string[] = [];
  const add = (eventType: string, transitions: readonly { target?: readonly AnyStateNode[]; guard?: unknown }[]) => {
    for (const transition of transitions) {
      for (const target of transition.target ?? [node]) lines.push(`  ${idOf(node)} --> ${idOf(target)}: ${label(node, eventType, transition.guard)}`);
    }
  };
  for (const [eventType, transitions] of node.transitions) add(eventType, transitions);
  add('', node.always ?? []);
  return lines;
}

function diagram(machine: AnyStateMachine): string {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  const initial = machine.root.initial?.target?.[0];
  const lines = ['stateDiagram-v2', ...(initial ? [`  [*] --> ${idOf(initial)}`] : [])];
  for (const node of nodes) {
    lines.push(...edges(node));
    if (node.type === 'final') lines.push(`  ${idOf(node)} --> [*]`);
  }
  return lines.join('\n');
}

/** A machine's file and diagram are named after its id in kebab case: localTransfer -> local-transfer. */
const fileNameOf = (machine: AnyStateMachine): string => machine.id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

mkdirSync(new URL('../docs/machines/', import.meta.url), { recursive: true });
for (const machine of machines) {
  const name = fileNameOf(machine);
  const text = `# The \`${machine.id}\` machine\n\nGenerated from \`machines/${name}.machine.ts\` by \`npm run docs:machines\`; do not edit by hand.\n\n\`\`\`mermaid\n${diagram(machine)}\n\`\`\`\n`;
  writeFileSync(new URL(`../docs/machines/${name}.md`, import.meta.url), text);
  console.log(`docs/machines/${name}.md written`);
}
