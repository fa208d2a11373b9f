/**
 * Follows GET /api/live with fetch streaming (the access token goes in the Authorization
 * header, not the URL) and reports each change of the customer's stream; reconnects with
 * a capped backoff while the page lives.
 */
import { supabase } from './supabase.ts';

export interface LiveHandlers {
  onChange: (types: string[]) => void;
  onConnected: (connected: boolean) => void;
}

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
        if (!response.ok || !response.body) throw new Error(`live feed answered ${response.status}`);
        handlers.onConnected(true);
        backoff = 1000;
        await readEvents(response.body, handlers);
      } catch (error) {
        if (stopped) return;
        console.error('Live feed interrupted', error);
      }
      handlers.onConnected(false);
      await new Promise((resolve) => setTimeout(resolve, backoff));
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
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
