/** How a record's status reads: its colour class. */

/** completed green, pending yellow, anything else red. */
export function statusClass(status: string): string {
  if (status === 'completed' || status === 'active') return 'status status-ok';
  if (status === 'pending') return 'status status-pending';
  if (status === 'frozen') return 'status status-frozen';
  return 'status status-bad';
}

/** A loan's status pill: active green, waiting for a decision yellow, rejected and written off red, closed (repaid) grey. */
export function loanStatusClass(status: 'applied' | 'recommended' | 'approved' | 'rejected' | 'active' | 'closed' | 'written_off'): string {
  if (status === 'active') return 'status status-ok';
  if (status === 'rejected' || status === 'written_off') return 'status status-bad';
  if (status === 'closed') return 'status status-frozen';
  return 'status status-pending';
}
