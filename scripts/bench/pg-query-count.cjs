/**
 * Counts the queries a server sends to PostgreSQL, by kind, so a benchmark can say how many of
 * each a confirm costs (docs/benchmarks.md). Loaded into the server with --require, e.g.
 *   BENCH_SERVER_NODE_ARGS="--require $PWD/scripts/bench/pg-query-count.cjs" PG_QUERY_COUNT_DIR=.tmp/queries
 * Each server process writes its counts to PG_QUERY_COUNT_DIR/<pid>.json once a second and at exit,
 * with the rows each kind answered and, for stream reads, the rows by kind of stream.
 */
/* global process, setInterval */
'use strict';
const { mkdirSync, writeFileSync } = process.getBuiltinModule('node:fs');
const { join } = process.getBuiltinModule('node:path');
const { createRequire } = process.getBuiltinModule('node:module');

const dir = process.env.PG_QUERY_COUNT_DIR;
if (dir) {
  // The server's own copy of pg, as its bundle imports it from the repository's node_modules.
  const pg = createRequire(join(process.cwd(), 'package.json'))('pg');
  /** The kind of a statement, from its text. */
  const kindOf = (text) => {
    if (text.includes('append_batch')) return 'group commit';
    if (text.includes('FROM events WHERE position >')) return 'readAll page';
    if (text.includes('stream_id = ANY')) return 'readStreams';
    if (text.includes('WHERE stream_id = $1')) return 'readStream';
    if (text.includes('event_chain') || text.includes('chain')) return 'chain';
    if (text.includes('advisory')) return 'lease';
    if (text.includes('reactor_checkpoints')) return 'checkpoint';
    if (text.includes('max(position)')) return 'head';
    return 'other';
  };
  const counts = {};
  /** Rows answered, by kind; and for stream reads, by the kind of stream (its id up to the first '-' or ':'). */
  const rows = {};
  const streamRows = {};
  const streamOf = (id) => String(id).split(/[-:]/)[0];
  const countRows = (kind, result) => {
    if (!result || !Array.isArray(result.rows)) return;
    rows[kind] = (rows[kind] || 0) + result.rows.length;
    if (kind !== 'readStreams' && kind !== 'readStream') return;
    for (const row of result.rows) if (row && row.stream_id !== undefined) streamRows[streamOf(row.stream_id)] = (streamRows[streamOf(row.stream_id)] || 0) + 1;
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    const text = typeof config === 'string' ? config : (config && config.text) || '';
    const kind = kindOf(text);
    counts[kind] = (counts[kind] || 0) + 1;
    // pg-pool passes a callback; a bare client.query answers a promise.
    const last = rest.length - 1;
    if (last >= 0 && typeof rest[last] === 'function') {
      const callback = rest[last];
      rest[last] = (error, result) => {
        if (!error) countRows(kind, result);
        return callback(error, result);
      };
    }
    const answer = query.call(this, config, ...rest);
    if (answer && typeof answer.then === 'function') answer.then((result) => countRows(kind, result), () => undefined);
    return answer;
  };
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${process.pid}.json`);
  const write = () => writeFileSync(file, JSON.stringify({ pid: process.pid, at: new Date().toISOString(), counts, rows, streamRows }));
  setInterval(write, 1_000).unref();
  process.on('exit', write);
}
