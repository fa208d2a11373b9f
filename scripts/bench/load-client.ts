/**
 * The load generator, run as a child process of the benchmark (load.ts forks it), so the
 * HTTP clients never share an event loop with anything the benchmark measures: the ratio
 * against raw SQL then measures the server, not the load generator. It speaks to its parent
 * over IPC: it says `ready` (with its SMTP catcher's URL), runs each job it is sent, and
 * answers its result.
 */
import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { startCodeCatcher, type CodeCatcher } from './code-catcher.ts';
import { keepAliveAgent, postJson, type Answer } from './http-client.ts';
import type { FlowItem, LoadJob, LoadResult, StepTimes } from './load.ts';
import { latencySummary } from './latency.ts';
import type { PreparedTransfer } from './bank-seed.ts';

type Fail = (status: number, body: string) => void;

const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

/** Runs `work` for every item with `clients` in flight; each client takes the items of its own lane. */
async function inLanes<T>(items: T[], clients: number, work: (item: T) => Promise<void>): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, async (_, lane) => {
    for (let i = lane; i < items.length; i += clients) await work(items[i]!);
  }));
  return (performance.now() - started) / 1000;
}

function confirmJob(base: string, agent: Agent, items: PreparedTransfer[], clients: number, fail: Fail): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const url = new URL('/functions/v1/transfer-confirm', base);
  return inLanes(items, clients, async (transfer) => {
    const begun = performance.now();
    const answer = await postJson(agent, url, { transferId: transfer.transferId, code: transfer.code }, { ...bearer(transfer.token), 'idempotency-key': randomUUID() });
    if (answer.status === 200) latencies.push(performance.now() - begun);
    else {
      failed += 1;
      fail(answer.status, answer.body);
    }
  }).then((seconds) => ({ completed: latencies.length, failed, seconds, perSecond: latencies.length / seconds, ...latencySummary(latencies) }));
}

/** One customer's whole transfer: start, PIN (the code is e-mailed), code, confirm; throws on any refusal. */
async function oneFlow(base: string, agent: Agent, catcher: CodeCatcher, item: FlowItem, steps: StepTimes): Promise<void> {
  const call = async (name: keyof StepTimes, body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const begun = performance.now();
    const answer = await postJson(agent, new URL(`/functions/v1/${name}`, base), body, { ...bearer(item.token), ...headers });
    steps[name].push(performance.now() - begun);
    if (answer.status !== 200) throw Object.assign(new Error(name), { answer });
    return answer;
  };
  const start = await call('transfer-start', { kind: 'local', details: item.details });
  const { transferId } = JSON.parse(start.body) as { transferId: string };
  const code = catcher.next(item.email);
  await call('transfer-pin', { transferId, pin: item.pin });
  await call('transfer-confirm', { transferId, code: await code }, { 'idempotency-key': randomUUID() });
}

async function flowJob(base: string, agent: Agent, catcher: CodeCatcher, items: FlowItem[], clients: number, fail: Fail): Promise<LoadResult> {
  const latencies: number[] = [];
  const steps: StepTimes = { 'transfer-start': [], 'transfer-pin': [], 'transfer-confirm': [] };
  let failed = 0;
  const seconds = await inLanes(items, clients, async (item) => {
    const begun = performance.now();
    try {
      await oneFlow(base, agent, catcher, item, steps);
      latencies.push(performance.now() - begun);
    } catch (error) {
      failed += 1;
      const answer = (error as { answer?: Answer }).answer;
      fail(answer?.status ?? 0, answer?.body ?? String(error));
    }
  });
  const bySteps = Object.fromEntries(Object.entries(steps).map(([name, list]) => [name, latencySummary(list)]));
  return { completed: latencies.length, failed, seconds, perSecond: latencies.length / seconds, ...latencySummary(latencies), steps: bySteps };
}

async function main(): Promise<void> {
  const catcher = await startCodeCatcher();
  const failures = new Map<string, number>();
  const fail: Fail = (status, body) => {
    const key = `${status} ${body.slice(0, 160)}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  };
  process.on('message', (job: LoadJob | 'exit') => {
    if (job === 'exit') {
      void catcher.close().finally(() => process.exit(0));
      return;
    }
    const agent = keepAliveAgent(job.clients);
    const run = job.kind === 'confirm' ? confirmJob(job.base, agent, job.items, job.clients, fail) : flowJob(job.base, agent, catcher, job.items, job.clients, fail);
    void run.then((result) => {
      agent.destroy();
      process.send?.({ result, failures: [...failures] });
      failures.clear();
    });
  });
  process.send?.({ ready: catcher.url });
}

void main();
