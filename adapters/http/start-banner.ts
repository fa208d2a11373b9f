/**
 * The block `npm start` prints once the bank listens: where to open it, and the credentials
 * this start created. The address used to appear only inside a JSON log line that the access
 * log scrolled away at once (issue 26 item 10), so a newcomer did not know where to go.
 */
import type { BootstrapReport } from '../bank/bootstrap.ts';

export function startBanner(report: BootstrapReport, address: string): string {
  const lines: string[] = [`Trust Microfinance Bank is open at ${address}`];
  if (report.admin) {
    lines.push('Administrator account' + (report.admin.generated ? ' (generated; shown only this once, write it down):' : ' (from the environment):'));
    lines.push(`  email:    ${report.admin.email}`);
    if (report.admin.generated) lines.push(`  password: ${report.admin.password}`, `  PIN:      ${report.admin.pin}`);
  }
  if (report.membershipNumber) lines.push(`Membership number for a new customer to sign up with: ${report.membershipNumber}`);
  const rule = '='.repeat(72);
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n`;
}
