/**
 * A CPU profile of one run of a function, summarised to its top entries by self time, so a
 * benchmark's notes can say where the time of a missed target goes, from the same run.
 * Uses the inspector in this process (what `node --cpu-prof` uses), sampling every 1 ms.
 */
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileEntry {
  name: string;
  ms: number;
  share: number;
}

/** One readable name per function; PGlite's WebAssembly functions are counted together as its engine. */
function entryName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  if (url.startsWith('wasm://')) return 'PGlite engine (WebAssembly: executor, jsonb output, protocol)';
  if (!url) return functionName || '(anonymous)';
  const path = url.startsWith('file://') ? relative(process.cwd(), fileURLToPath(url)) : url;
  const where = path.replace(/^.*node_modules\//, '').replace(/\?.*$/, '');
  return `${functionName || '(anonymous)'} (${where}:${lineNumber + 1})`;
}

function summarise(profile: Profile, top: number): ProfileEntry[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    all += micros;
    const name = entryName(node);
    totals.set(name, (totals.get(name) ?? 0) + micros);
  });
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({ name, ms: micros / 1000, share: all > 0 ? micros / all : 0 }));
}

/** Runs `fn` under the sampling profiler and returns its result with the top entries by self time. */
export async function profiled<T>(fn: () => Promise<T>, top = 12): Promise<{ result: T; entries: ProfileEntry[] }> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 1000 });
    await session.post('Profiler.start');
    const result = await fn();
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    return { result, entries: summarise(profile, top) };
  } finally {
    session.disconnect();
  }
}

/** The entries as one Markdown sentence list, for a section's notes. */
export function describeProfile(entries: ProfileEntry[]): string {
  return entries.map((e) => `${(e.share * 100).toFixed(1)} % ${e.name}`).join('; ');
}
