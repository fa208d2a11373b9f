/**
 * The customer's stream (`user-<id>`) as one Decider: every command that touches only that
 * stream, whoever gives it (the customer, an administrator), decided over the folded user.
 * The facts a decision needs beyond the stream (the settings in force, a quoted price) travel
 * in the command. A transfer to another customer is two of these composed (transfer/send.ts).
 */
import { decideFreeze, decideProfileCorrection, type ProfileCorrection } from '../admin/users.ts';
import type { AdminActor } from '../admin/journal.ts';
import type { Decider } from '../decider.ts';
import { unreachable } from '../errors.ts';
import type { Settings } from '../settings/defaults.ts';
import { decideInterestPosting, type PostInterest } from '../savings/posting.ts';
import { decideBitcoinTransfer, type SendBitcoin } from '../transfer/send.ts';
import { decideUser, existing, type UserCommand } from './decider.ts';
import { decideDepositRequest, type RequestDeposit } from './deposit.ts';
import type { UserEvent } from './events.ts';
import { decideRecords, type RecordsCommand } from './records-decider.ts';
import { evolveUser, initialUserState, type UserState } from './state.ts';

export type UserStreamCommand =
  | UserCommand
  | RecordsCommand
  | (RequestDeposit & { settings: Settings })
  | SendBitcoin
  | PostInterest
  | { type: 'FreezeAccount'; frozen: boolean; reason: string; actor: AdminActor; at: string }
  | { type: 'CorrectProfile'; changes: ProfileCorrection; reason: string; actor: AdminActor; at: string };

export const userDecider: Decider<UserStreamCommand, UserEvent, UserState> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide(command, state) {
    switch (command.type) {
      case 'FreezeCard':
      case 'UnfreezeCard':
      case 'RequestCard':
      case 'RecordCreditScore':
        return decideRecords(command, state);
      case 'RequestDeposit':
        return decideDepositRequest(command, existing(state));
      case 'SendBitcoin':
        return decideBitcoinTransfer(command, existing(state));
      case 'PostInterest':
        return decideInterestPosting(command, existing(state));
      case 'FreezeAccount':
        return decideFreeze(command, existing(state));
      case 'CorrectProfile':
        return decideProfileCorrection(command, existing(state));
      case 'ChangeStatus':
      case 'UpdateProfile':
      case 'UpdatePreferences':
      case 'ConfirmDeposit':
      case 'RejectDeposit':
      case 'AdjustBalance':
        return decideUser(command, state);
      default:
        return unreachable(command);
    }
  },
};
