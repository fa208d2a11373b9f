/**
 * Setting a new password through a reset link, declared (domain/command.ts): the link is used
 * once and the owner's credentials get the new hash (argon2 at the edge, before the retried
 * decision) in the same append. The owner is the link's from the moment it was issued, so the
 * edge names it from a read of the link before the unit of work.
 */
import type { DeclaredCommand } from '../command.ts';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState } from './credentials.ts';
import { passwordResetDecider, passwordResetStream } from './password-reset.ts';
import type { LinkState } from './single-use-link.ts';

export interface ResetPasswordInput {
  /** The token's hash: the link's stream. */
  tokenHash: string;
  /** The link's owner, as a read before the unit of work found it. */
  userId: string;
  passwordHash: string;
  at: string;
}

export const resetPasswordCommand: DeclaredCommand<ResetPasswordInput, { link: LinkState; credentials: CredentialsState }, string> = {
  name: 'password-reset',
  folds: { link: passwordResetDecider, credentials: credentialsDecider },
  streams: (input) => ({ link: passwordResetStream(input.tokenHash), credentials: credentialsStream(input.userId) }),
  decide(input, { link, credentials }) {
    const used = passwordResetDecider.decide({ type: 'UseResetLink', at: input.at }, link);
    if (used[0]?.data.userId !== input.userId) throw new Error('reset link owner changed');
    if (!credentials.pinHash) throw new Error('credentials missing');
    const set: CredentialsEvent = { type: 'CredentialsSet', data: { passwordHash: input.passwordHash, pinHash: credentials.pinHash, at: input.at } };
    return { events: { link: [...used], credentials: [set] }, result: input.userId };
  },
};
