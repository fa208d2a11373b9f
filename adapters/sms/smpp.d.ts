/**
 * Types for the `smpp` package (node-smpp 0.5, no types of its own): only what the bank's SMPP
 * sender (smpp-sender.ts) and the tests' local SMSC (tests/support/smsc.ts) use. A PDU's fields are
 * its SMPP parameters by their specification names; a decoded short_message is `{ message }`.
 */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PduFields {
    [field: string]: unknown;
    command_status?: number;
    sequence_number?: number;
  }

  export declare class PDU {
    constructor(command: string, options?: PduFields);
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    isResponse(): boolean;
    response(options?: PduFields): PDU;
  }

  export declare class Session extends EventEmitter {
    readonly server?: Server;
    send(pdu: PDU, responseCallback?: (response: PDU) => void, sendCallback?: (pdu: PDU) => void): boolean;
    bind_transceiver(options: PduFields, responseCallback?: (response: PDU) => void): boolean;
    submit_sm(options: PduFields, responseCallback?: (response: PDU) => void): boolean;
    deliver_sm(options: PduFields, responseCallback?: (response: PDU) => void): boolean;
    enquire_link(options?: PduFields, responseCallback?: (response: PDU) => void): boolean;
    unbind(options?: PduFields, responseCallback?: (response: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
  }

  export declare class Server extends NetServer {
    readonly sessions: Session[];
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    /** Milliseconds between the client's own enquire_link PDUs (keeps NATs and SMSCs from dropping an idle bind). */
    auto_enquire_link_period?: number;
  }

  /** The package is CommonJS with constants copied onto its exports in a loop: import its default. */
  interface Smpp {
    connect(options: ConnectOptions, listener?: () => void): Session;
    createServer(listener?: (session: Session) => void): Server;
    PDU: typeof PDU;
    /** Error names by command_status (ESME_RTHROTTLED: 0x58 ...). */
    errors: Record<string, number>;
    ESM_CLASS: Record<string, number>;
    MESSAGE_STATE: Record<string, number>;
  }

  const smpp: Smpp;
  export default smpp;
}
