/**
 * When each step of the server's start ended, in milliseconds since the process began, so the
 * "open" log line says where a slow start's time went (issue 30: a restart must answer within
 * 2 s) without a profiler. One start per process, so the marks are the process's own.
 */

const marks: string[] = [];
/** Tests compose many banks in one process; a server marks a dozen steps. */
const MAX_MARKS = 32;

/** Notes that `step` has just ended. */
export function markStartStep(step: string): void {
  if (marks.length < MAX_MARKS) marks.push(`${step} ${Math.round(performance.now())}`);
}

/** The steps so far, as "loaded 310, store 905, ...". */
export function startSteps(): string {
  return marks.join(', ');
}
