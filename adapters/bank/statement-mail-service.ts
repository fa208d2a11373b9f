/**
 * E-mailing a statement (part 2 section 7, call 3; DECISIONS 31, issue 25 item 5). To the
 * customer's own address it goes at once, as before: PDF attached (the Download PDF generator)
 * or the Export CSV rows in the body, in the customer's language. To another address it needs
 * the PIN and a code sent to the own address, bound to that address, month and format (row
 * 'statement-to-other-address' of the step-up table, domain/credentials/step-up.ts: its wrong
 * codes count towards the money movement lock like a transfer's), and the mail carries only the bank's
 * words and the file, with the holder's name and every typed description replaced
 * (domain/records/statement-recipient.ts).
 */
import { refuse, said } from '../../domain/errors.ts';
import { monthText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { say, type ServerMessages } from '../../domain/i18n/server-messages.ts';
import { isOwnStatementAddress, statementBinding, statementForAnotherAddress, statementRecipientMessages } from '../../domain/records/statement-recipient.ts';
import { statementCsv, type StatementText } from '../../domain/records/statement-text.ts';
import { statementPeriods } from '../../domain/records/statements.ts';
import { execute } from '../engine/execute.ts';
import { changeCodeCommand } from '../../domain/credentials/change-code-step.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { afterCodedStep, throwRefusal } from './coded-step.ts';
import { changeCodeMatches, startCodedChange } from './credential-change-service.ts';
import { languageOfCustomer } from './customer-language.ts';
import { requireUnlocked } from './money-lock-service.ts';
import { statementPeriodResponse } from './records-service.ts';
import { ownStream } from './user-stream.ts';
import { logActivity } from './user-service.ts';

export interface StatementMailRequest {
  email: string;
  period: string;
  format: 'pdf' | 'csv';
  includeTransactionDetails: boolean;
}

/** The statement of one period as the PDF and CSV print it, or not found before anything is counted. */
async function statementText(ctx: BankContext, principal: Principal, request: StatementMailRequest) {
  const { user, events } = await ownStream(ctx, principal);
  const period = statementPeriods(user.id, user.createdAt, ctx.clock.now().toISOString(), events).find((p) => p.period === request.period);
  if (!period) return refuse('not_found', said('records.noStatement'));
  const language = await languageOfCustomer(ctx, user.id);
  const month = monthText(language, period.period);
  const holder = `${user.profile.firstName} ${user.profile.lastName}`.trim();
  const text: StatementText = { holder, accountNumber: user.accountNumber, periodName: month, ...statementPeriodResponse(period, request.includeTransactionDetails) };
  return { user, text, language, month };
}

/** Step 1 for another address: the PIN, then a code e-mailed to the customer's own address naming where the statement would go. */
export async function startStatementMail(ctx: BankContext, principal: Principal, request: StatementMailRequest & { pin: string }, requestId: string) {
  if (isOwnStatementAddress(principal.user.email, request.email)) refuse('validation', statementRecipientMessages.ownNeedsNoCode);
  const { month, language } = await statementText(ctx, principal, request);
  await requireUnlocked(ctx, principal.user.id, 'statement-to-other-address');
  const started = await startCodedChange(ctx, principal, { operation: 'statement-to-other-address', kind: 'statement_mail', pin: request.pin, pinField: 'pin', binding: statementBinding(request) }, requestId);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.statement.codeSubject),
    text: say(language, (m) => m.statement.codeBody, { code: started.code, month, to: request.email.trim() }),
  });
  return { success: true, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt };
}

/** Sends the statement: at once to the own address; to another only with the code of step 1 for that very address, month and format. */
export async function emailStatement(ctx: BankContext, principal: Principal, request: StatementMailRequest & { changeId?: string | undefined; code?: string | undefined }, requestId: string, origin: string) {
  const { user, text, language, month } = await statementText(ctx, principal, request);
  const own = isOwnStatementAddress(user.email, request.email);
  if (!own) await checkStatementCode(ctx, principal, request, requestId, origin);
  const mail = own ? await ownMail(ctx, text, language, month, request) : await strangerMail(ctx, text, language, month, request);
  await ctx.money.mailer.send({ to: request.email, ...mail });
  const description = `Statement ${request.period} (${request.format}) to ${own ? 'own address' : request.email}`;
  await logActivity(ctx, principal, { activityType: 'statement_email_requested', description, metadata: { email: request.email, period: request.period, format: request.format, includeTransactionDetails: request.includeTransactionDetails, ownAddress: own, accountNumber: user.accountNumber } }, requestId);
  return { success: true };
}

/**
 * The code for another address, checked once inside one command by the one coded step
 * (domain/credentials/change-code-step.ts, row 'statement-to-other-address' of the step-up table): a wrong one counts on
 * the change (five abandon it) and towards the customer's money movement lock; a locked customer
 * is refused before the code is compared.
 */
async function checkStatementCode(ctx: BankContext, principal: Principal, request: StatementMailRequest & { changeId?: string | undefined; code?: string | undefined }, requestId: string, origin: string): Promise<void> {
  if (!request.changeId || !request.code) return refuse('forbidden', statementRecipientMessages.needsStepUp);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const check = { userId, changeId: request.changeId, kind: 'statement_mail' as const, code: request.code, at, binding: statementBinding(request) };
  const step = await execute(ctx, changeCodeCommand, { ...check, operation: 'statement-to-other-address', codeMatches: changeCodeMatches(ctx, check) }, { actor: userId, at, requestId });
  if (!step.ok) {
    await afterCodedStep(ctx, principal.user, step, origin, requestId);
    throwRefusal(step.outcome);
  }
}

async function pdfOf(ctx: BankContext, text: StatementText, period: string, language: Language): Promise<Buffer | Uint8Array> {
  const { general } = (await ctx.live.catchUp()).settings.settings;
  // Loaded on the first PDF, not at start: pdf-lib was a tenth of a compiled server's start (issue 15).
  const { statementPdf } = await import('../pdf/statement-pdf.ts');
  return statementPdf(text, period, 'Savings', { name: general.bankName, address: general.bankAddress }, language);
}

/** To the own address: greeted by name, PDF attached or CSV rows in the body, as before. */
async function ownMail(ctx: BankContext, text: StatementText, language: Language, month: string, request: StatementMailRequest) {
  const subject = say(language, (m) => m.statement.subject, { month });
  if (request.format === 'csv') return { subject, text: `${say(language, (m) => m.statement.csvBody, { holder: text.holder })}\n\n${statementCsv(text, language)}` };
  const content = await pdfOf(ctx, text, request.period, language);
  return { subject, text: say(language, (m) => m.statement.pdfBody, { holder: text.holder, month }), attachments: [{ filename: `statement-${text.accountNumber}-${request.period}.pdf`, contentType: 'application/pdf', content }] };
}

/** To another address: the bank's fixed words, and the file with the holder's name and typed descriptions in the bank's words. */
async function strangerMail(ctx: BankContext, text: StatementText, language: Language, month: string, request: StatementMailRequest) {
  const kinds = (m: ServerMessages) => m.statement.kinds as Record<string, string>;
  const wording = { holder: say(language, (m) => m.statement.otherHolder), kind: (kind: string) => say(language, (m) => kinds(m)[kind] ?? m.statement.kinds.other) };
  const safe = statementForAnotherAddress(text, wording);
  const filename = `statement-${text.accountNumber}-${request.period}.${request.format}`;
  const attachment = request.format === 'pdf'
    ? { filename, contentType: 'application/pdf', content: await pdfOf(ctx, safe, request.period, language) }
    : { filename, contentType: 'text/csv', content: Buffer.from(statementCsv(safe, language), 'utf8') };
  return {
    subject: say(language, (m) => m.statement.otherSubject, { month }),
    text: say(language, (m) => m.statement.otherBody, { month, format: request.format.toUpperCase() }),
    attachments: [attachment],
  };
}
