/**
 * The connections of the HTTP server, for a graceful stop that drops no request. Node's
 * close() stops accepting at once: connections the kernel had already completed but the
 * server had not accepted yet are reset, and those were lost requests (issue 25 item 8); and
 * a connection that never sends a request (a browser's preconnect) would hold the stop until
 * its bound. So the server stops accepting only when told, after the grace (main.ts), and a
 * connection is closed only when nothing more is owed on it: it has answered a request and is
 * between requests, or it has sent nothing for FIRST_REQUEST_PATIENCE_MS since it was accepted.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** How long a new connection may stay silent before a stopping server closes it: a client sends its request within milliseconds of connecting; one silent this long is a browser's preconnect. */
export const FIRST_REQUEST_PATIENCE_MS = 2_000;

interface ConnectionState {
  acceptedAt: number;
  /** Requests received and not yet answered (or abandoned). */
  open: number;
  answered: number;
}

export class Connections {
  private readonly states = new Map<Socket, ConnectionState>();

  constructor(private readonly server: Server, private readonly now: () => number = Date.now) {
    server.on('connection', (socket: Socket) => {
      this.states.set(socket, { acceptedAt: this.now(), open: 0, answered: 0 });
      socket.once('close', () => this.states.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const state = this.states.get(req.socket);
      if (!state) return;
      state.open += 1;
      res.once('close', () => { state.open -= 1; state.answered += 1; });
    });
  }

  get count(): number {
    return this.states.size;
  }

  /**
   * Closes the listening socket, leaving every accepted connection open (net.Server's close,
   * without http.Server's sweep of "idle" ones); resolves once the last connection has closed.
   */
  stopAccepting(): Promise<void> {
    return new Promise((resolve) => NetServer.prototype.close.call(this.server, () => resolve()));
  }

  /** Closes every connection, answered or not: the stop's bound has passed. */
  closeAll(): void {
    for (const socket of this.states.keys()) socket.destroy();
  }

  /** Closes the connections nothing more is owed on: between two requests after an answer, or silent since they were accepted for longer than the patience. */
  closeIdle(): void {
    const now = this.now();
    for (const [socket, state] of this.states) {
      if (state.open > 0) continue;
      if (state.answered > 0 || now - state.acceptedAt >= FIRST_REQUEST_PATIENCE_MS) socket.destroy();
    }
  }
}
