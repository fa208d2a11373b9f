/**
 * Given/when/then for deciders (after Emmett's DeciderSpecification): given the events a
 * stream already holds, when a command arrives, then these events follow, or this refusal.
 * Every decider test is written with it, so a reader learns one way to read them all.
 */
import { expect } from 'vitest';
import { foldEvents, type Decider } from '../../domain/decider.ts';
import { DomainError, type DomainErrorCode } from '../../domain/errors.ts';

export interface DeciderThen<Event> {
  /** The decider answered exactly these events. */
  then(expected: readonly Event[]): void;
  /** The decider answered events that satisfy `check` (for ids and times worked out inside). */
  thenEvents(check: (events: readonly Event[]) => void): void;
  /** The decider refused with this code (and, when given, this message). */
  thenRefuses(code: DomainErrorCode, message?: string | RegExp): void;
}

export function deciderSpec<Command, Event, State>(decider: Decider<Command, Event, State>) {
  return {
    given(history: readonly Event[] = []) {
      return {
        when(command: Command): DeciderThen<Event> {
          const decide = () => decider.decide(command, foldEvents(decider, history));
          return {
            then: (expected) => expect(decide()).toEqual(expected),
            thenEvents: (check) => check(decide()),
            thenRefuses(code, message) {
              let refusal: unknown;
              try {
                decide();
              } catch (error) {
                refusal = error;
              }
              expect(refusal, 'the decider accepted a command it should refuse').toBeInstanceOf(DomainError);
              expect((refusal as DomainError).code).toBe(code);
              if (typeof message === 'string') expect((refusal as DomainError).message).toBe(message);
              else if (message) expect((refusal as DomainError).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
