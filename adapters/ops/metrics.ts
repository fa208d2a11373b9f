/**
 * Prometheus metrics (prom-client) for one server: requests per route and their latencies,
 * the sizes of append groups, how far the follower is behind the log, the database pool,
 * requests in flight, open live streams and the change feed's reconnections. One registry per server, so in-process test banks
 * never mix their counts. Served only on BANK_METRICS_PORT or behind BANK_METRICS_TOKEN.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { batchSizeObservers } from '../store/group-commit.ts';
import type { FeedHealth } from '../store/change-feed.ts';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  /** The log's head and the follower's position, for the lag. */
  head(): Promise<number>;
  followerPosition(): number;
  pool?(): PoolStats;
  requestsInFlight(): number;
  liveStreams(): number;
  /** The change feed's LISTEN connection (adapters/store/change-feed.ts). */
  changeFeed?(): FeedHealth;
}

export interface BankMetrics {
  readonly registry: Registry;
  /** Counts one answered request: `route` is the matched route pattern, never the raw path. */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  close(): void;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const GROUP_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 128, 256];

export function createMetrics(sources: MetricSources): BankMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bank_' });
  const requests = new Counter({ name: 'bank_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({ name: 'bank_http_request_duration_seconds', help: 'Time to answer, by route pattern and method', labelNames: ['route', 'method'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const groups = new Histogram({ name: 'bank_append_group_size', help: 'Appends committed together in one transaction (group commit)', buckets: GROUP_BUCKETS, registers: [registry] });
  const observeGroup = (items: number) => groups.observe(items);
  batchSizeObservers.add(observeGroup);
  new Gauge({ name: 'bank_follower_lag_events', help: "Events in the log this server's follower has not applied yet", registers: [registry],
    async collect() { this.set(Math.max(0, (await sources.head()) - sources.followerPosition())); } });
  new Gauge({ name: 'bank_follower_position', help: "The log position this server's projection has reached", registers: [registry],
    collect() { this.set(sources.followerPosition()); } });
  new Gauge({ name: 'bank_db_pool_connections', help: 'Database pool connections by state (total, idle, waiting clients)', labelNames: ['state'], registers: [registry],
    collect() {
      const stats = sources.pool?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    } });
  new Gauge({ name: 'bank_http_requests_in_flight', help: 'Requests being answered now', registers: [registry], collect() { this.set(sources.requestsInFlight()); } });
  new Gauge({ name: 'bank_live_streams_open', help: 'Open /api/live streams on this server', registers: [registry], collect() { this.set(sources.liveStreams()); } });
  new Counter({ name: 'bank_change_feed_reconnects_total', help: 'Times the LISTEN connection was lost and re-established (a database restart or failover)', registers: [registry],
    collect() { this.reset(); this.inc(sources.changeFeed?.().reconnects ?? 0); } });
  new Gauge({ name: 'bank_change_feed_listening', help: '1 while the LISTEN connection hears every append, 0 while it reconnects and catches up', registers: [registry],
    collect() { this.set(sources.changeFeed?.().listening === false ? 0 : 1); } });
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    close() {
      batchSizeObservers.delete(observeGroup);
    },
  };
}
