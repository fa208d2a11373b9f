/**
 * Drives prepared transfers through the server's HTTP API from many concurrent clients
 * and summarises the rate and the latencies, the measure the raw SQL baseline is set against.
 */
import { randomUUID } from 'node:crypto';
import type { PreparedTransfer } from './bank-seed.ts';

export interface LoadResult {
  completed: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function latencySummary(latencies: number[]): { p50: number; p99: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/** Confirms every prepared transfer, `clients` requests in flight; a non-200 answer counts as failed. */
export async function confirmAll(base: string, prepared: PreparedTransfer[], clients: number, onFailure: (status: number, body: string) => void): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const client = async (): Promise<void> => {
    while (next < prepared.length) {
      const transfer = prepared[next]!;
      next += 1;
      const begun = performance.now();
      const response = await fetch(`${base}/functions/v1/transfer-confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${transfer.token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ transferId: transfer.transferId, code: transfer.code }),
      });
      const body = await response.text();
      if (response.status === 200) latencies.push(performance.now() - begun);
      else {
        failed += 1;
        onFailure(response.status, body);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  return { completed: latencies.length, failed, seconds, perSecond: latencies.length / seconds, ...latencySummary(latencies) };
}
