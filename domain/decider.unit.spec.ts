import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../tests/support/decider-spec.ts';
import { foldEvents, type Decider } from './decider.ts';
import { refuse, technical } from './errors.ts';

type Counted = { type: 'Counted'; by: number };
const counter: Decider<{ add: number }, Counted, number> = {
  initialState: 0,
  decide: (command, total) => (total + command.add > 3 ? refuse('limit_exceeded', technical('Too many')) : [{ type: 'Counted', by: command.add }]),
  evolve: (total, event) => total + event.by,
};

describe('the decider shape and its given/when/then helper', () => {
  it('folds history from the initial state', () => {
    expect(foldEvents(counter, [{ type: 'Counted', by: 2 }, { type: 'Counted', by: 1 }])).toBe(3);
  });
  it('decides on the folded history', () => {
    deciderSpec(counter).given([{ type: 'Counted', by: 1 }]).when({ add: 2 }).then([{ type: 'Counted', by: 2 }]);
    deciderSpec(counter).given([{ type: 'Counted', by: 2 }]).when({ add: 2 }).thenRefuses('limit_exceeded', 'Too many');
  });
  it('fails a spec whose refusal never comes', () => {
    expect(() => deciderSpec(counter).given().when({ add: 1 }).thenRefuses('limit_exceeded')).toThrow();
  });
});
