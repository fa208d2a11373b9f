/**
 * The server's life after start: it counts requests in flight and, on SIGTERM, drains. A
 * draining server answers /readyz 503 (the balancer stops choosing it), tells each client to
 * close its connection after the answer, ends live feeds, and lets every request in flight
 * finish; main.ts keeps accepting for a grace first and stops accepting after it
 * (connections.ts), so a graceful stop loses no request.
 */
import type { MiddlewareHandler } from 'hono';

export class Lifecycle {
  private readonly stopper = new AbortController();
  private inFlight = 0;
  private idle: (() => void)[] = [];

  /** Fires when the drain begins; live streams listen to it (BankContext.shutdown). */
  get shutdown(): AbortSignal {
    return this.stopper.signal;
  }

  get draining(): boolean {
    return this.stopper.signal.aborted;
  }

  get requestsInFlight(): number {
    return this.inFlight;
  }

  /** Counts the request while it runs; during a drain the answer closes its connection. */
  readonly track: MiddlewareHandler = async (c, next) => {
    const leave = this.enter();
    try {
      await next();
      if (this.draining) c.header('connection', 'close');
    } finally {
      leave();
    }
  };

  /** Counts a request served outside Hono (money-fast-path.ts) until the function it returns is called. */
  enter(): () => void {
    this.inFlight += 1;
    return () => {
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    };
  }

  /** /readyz answers 503 from now on, answers say `Connection: close`, and live feeds end; requests are still served. */
  beginDrain(): void {
    this.stopper.abort();
  }

  /**
   * Begins the drain and resolves true once no request is in flight, or false when `boundMs`
   * passed first. A streamed answer (the live feed) counts until its headers are sent; its stream
   * ends on the shutdown signal.
   */
  drain(boundMs: number): Promise<boolean> {
    this.beginDrain();
    if (this.inFlight === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), boundMs);
      this.idle.push(() => { clearTimeout(timer); resolve(true); });
    });
  }
}
