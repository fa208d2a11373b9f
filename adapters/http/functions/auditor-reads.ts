/**
 * What the auditor may call (issue 28 item 5), read off the function table: every 'admin'
 * function's actions split into the reads it declares and the writes it does not. The unit test
 * walks it to prove no write is open to the auditor, the int test calls every write as one.
 */
import { requests, type FunctionName } from '../../contract/index.ts';
import { functionTable } from './table.ts';

/** The actions a function's request schema takes (a discriminated union on `action`); [] for a function without actions. */
export function actionsOf(name: FunctionName): string[] {
  type Option = { shape?: { action?: { value?: unknown; values?: Set<unknown> } } };
  const schema = requests[name] as unknown as Option & { options?: readonly Option[] };
  const literal = (option: Option) => option.shape?.action?.value ?? [...(option.shape?.action?.values ?? [])][0];
  // A discriminated union on `action`, or one object whose `action` is a single literal.
  return (schema.options ?? [schema]).map(literal).filter((action): action is string => typeof action === 'string');
}

export interface AuditorView {
  name: FunctionName;
  /** The actions the auditor may call ('*': the function has no actions and only reads). */
  reads: string[];
  /** Everything else: refused 403 ('*': the function has no actions and writes). */
  writes: string[];
}

/** Every 'admin' function with its reads and writes as the auditor meets them. */
export function auditorView(): AuditorView[] {
  return (Object.keys(functionTable) as FunctionName[]).flatMap((name) => {
    const entry = functionTable[name] as { auth: string; reads?: 'all' | readonly string[] };
    if (entry.auth !== 'admin') return [];
    const actions = actionsOf(name);
    const all = actions.length > 0 ? actions : ['*'];
    const reads = entry.reads === 'all' ? all : all.filter((action) => entry.reads?.includes(action));
    return [{ name, reads, writes: all.filter((action) => !reads.includes(action)) }];
  });
}
