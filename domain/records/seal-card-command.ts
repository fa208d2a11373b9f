/**
 * A card's secrets sealed on its first reveal (cards issued before sealing existed), declared
 * (domain/command.ts): sealed once, so a second reveal racing the first keeps the first's seal.
 * The sealing itself (a key and random digits) is done at the edge and arrives in the input.
 */
import type { DeclaredCommand } from '../command.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream } from '../user/events.ts';
import type { UserState } from '../user/state.ts';

export interface SealCardInput { userId: string; cardId: string; sealed: string; at: string }

/** Answers the seal in force: this one, or the one a first reveal recorded already. */
export const sealCardCommand: DeclaredCommand<SealCardInput, { customer: UserState }, string> = {
  name: 'card-seal',
  folds: { customer: userDecider },
  streams: (input) => ({ customer: userStream(input.userId) }),
  decide(input, { customer }) {
    const existing = customer.exists ? customer.cards.find((c) => c.cardId === input.cardId)?.sealed : null;
    if (existing) return { events: {}, result: existing };
    return { events: { customer: [{ type: 'CardSecretsSealed', data: { cardId: input.cardId, sealed: input.sealed, at: input.at } }] }, result: input.sealed };
  },
};
