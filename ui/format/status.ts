/** How a record's status reads: its colour class. */

/** completed green, pending yellow, anything else red. */
export function statusClass(status: string): string {
  if (status === 'completed' || status === 'active') return 'status status-ok';
  if (status === 'pending') return 'status status-pending';
  if (status === 'frozen') return 'status status-frozen';
  return 'status status-bad';
}
