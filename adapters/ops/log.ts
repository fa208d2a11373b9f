/**
 * Structured logs: one JSON object per line on stdout (errors on stderr), so a deployment of
 * many servers can ship, search and join them by request id. Nothing here logs a body, a
 * query string or an error's message: they may hold customer data (security/safe-log.ts).
 */

export type LogLevel = 'info' | 'warn' | 'error';

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export interface LogLine extends LogFields {
  time: string;
  level: LogLevel;
  msg: string;
}

/** Where lines go; tests replace it to read what was logged. */
export let logSink: (line: LogLine) => void = (line) => {
  const text = JSON.stringify(line);
  if (line.level === 'error') process.stderr.write(`${text}\n`);
  else process.stdout.write(`${text}\n`);
};

export function setLogSink(sink: (line: LogLine) => void): () => void {
  const previous = logSink;
  logSink = sink;
  return () => { logSink = previous; };
}

export function log(level: LogLevel, msg: string, fields: LogFields = {}): void {
  const line: LogLine = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) line[key] = value;
  logSink(line);
}
