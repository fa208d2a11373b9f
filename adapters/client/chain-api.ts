/** The browser's calls to the log chain's function (docs/audit.md): its head, the bank's own check, and an export of a period. */
import { call } from './bank-api.ts';
import type { Request } from '../contract/index.ts';

export type * from '../contract/chain-answers.ts';

/** The period an export covers: positions, or dates as ISO times. */
export type ExportPeriod = Omit<Extract<Request<'admin-log-chain'>, { action: 'export' }>, 'action'>;

export const logChain = {
  head: () => call('admin-log-chain', { action: 'head' }),
  verify: () => call('admin-log-chain', { action: 'verify' }),
  exportLog: (period: ExportPeriod) => call('admin-log-chain', { action: 'export', ...period }),
};
