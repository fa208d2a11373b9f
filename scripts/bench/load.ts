/**
 * Drives the server's HTTP API from a load generator in its own process (load-client.ts), and
 * summarises the rate and the latencies, the measure the raw SQL baseline is set against.
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { PreparedTransfer } from './bank-seed.ts';

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Per step of a customer flow: its p50 and p99. */
  steps?: Record<string, { p50: number; p99: number }>;
}

/** One customer's transfer from its first step: who acts, to whom, and the PIN. */
export interface FlowItem {
  token: string;
  email: string;
  pin: string;
  details: Record<string, string>;
}

export type StepTimes = Record<'transfer-start' | 'transfer-pin' | 'transfer-confirm', number[]>;

export type LoadJob =
  | { kind: 'confirm'; base: string; clients: number; items: PreparedTransfer[] }
  | { kind: 'flow'; base: string; clients: number; items: FlowItem[] };

type Reply = { ready: string } | { result: LoadResult; failures: [string, number][] };

/** The load generator's process: its SMTP catcher's URL, and a way to run jobs on it. */
export interface LoadGenerator {
  smtpUrl: string;
  run(job: LoadJob, onFailure: (line: string, count: number) => void): Promise<LoadResult>;
  close(): Promise<void>;
}

function nextReply(child: ChildProcess): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null): void => reject(new Error(`the load generator exited with status ${String(code)}`));
    child.once('exit', onExit);
    child.once('message', (reply: Reply) => {
      child.off('exit', onExit);
      resolve(reply);
    });
  });
}

/** Forks the load generator; it answers `ready` once its SMTP catcher listens. */
export async function startLoadGenerator(): Promise<LoadGenerator> {
  const child = fork('scripts/bench/load-client.ts', [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await nextReply(child);
  if (!('ready' in ready)) throw new Error('the load generator did not say ready');
  return {
    smtpUrl: ready.ready,
    async run(job, onFailure) {
      const reply = nextReply(child);
      child.send(job);
      const answer = await reply;
      if (!('result' in answer)) throw new Error('the load generator answered without a result');
      for (const [line, count] of answer.failures) onFailure(line, count);
      return answer.result;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('exit');
      await exited;
    },
  };
}
