/**
 * Follows GET /api/live with fetch streaming (the access token goes in the Authorization
 * header, not the URL) and reports each change of the customer's stream; reconnects with
 * a capped backoff while the page lives, and says whether the feed is open, dropped or
 * refused so the sync status never claims Online while nothing arrives.
 */
import { supabase } from './supabase.ts';

/** Open; dropped (network, server restart, 5xx) and being retried; or refused by the server (401, 403, 429). */
export type LiveFeedState = 'connected' | 'reconnecting' | 'refused';

export interface LiveHandlers {
  onChange: (types: string[]) => void;
  onState: (state: LiveFeedState) => void;
}

/** Answers that mean the server will not serve this caller now, as opposed to a broken connection. */
const REFUSALS = new Set([401, 403, 429]);

class Refused extends Error {}

const MAX_BACKOFF_MS = 30_000;

export function followLive(handlers: LiveHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let backoff = 1000;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const { data } = await supabase.auth.getSession();
        if (!data.session) return;
        const response = await fetch('/api/live', { headers: { authorization: `Bearer ${data.session.access_token}`, accept: 'text/event-stream' }, signal: controller.signal });
        if (REFUSALS.has(response.status)) throw new Refused(`live feed refused with ${response.status}`);
        if (!response.ok || !response.body) throw new Error(`live feed answered ${response.status}`);
        handlers.onState('connected');
        backoff = 1000;
        await readEvents(response.body, handlers);
        handlers.onState('reconnecting');
      } catch (error) {
        if (stopped) return;
        console.error('Live feed interrupted', error);
        handlers.onState(error instanceof Refused ? 'refused' : 'reconnecting');
      }
      await pause(backoff);
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    }
  };
  // Back online: try again now rather than after the rest of a backoff of up to 30 s.
  let wake: (() => void) | null = null;
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake = () => { clearTimeout(timer); backoff = 1000; resolve(); };
  });
  const onOnline = () => wake?.();
  window.addEventListener('online', onOnline);
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    controller?.abort();
    wake?.();
  };
}

async function readEvents(body: ReadableStream<Uint8Array>, handlers: LiveHandlers): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(message)?.[1];
      const data = /^data: (.*)$/m.exec(message)?.[1] ?? '{}';
      if (event === 'change') handlers.onChange((JSON.parse(data) as { types?: string[] }).types ?? []);
      end = buffer.indexOf('\n\n');
    }
  }
}
