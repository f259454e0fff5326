/**
 * Session 50, E405 (bench): bench/task-features.ts read the verb of "we should probably just go ahead and get them"
 * (bench/blind8 Bmr014) and "maybe we should just go ahead and get everything ready" (bench/blind13 Bmr024) as "go", a verb of telling the room (`meeting-tell`), so every task said with "go ahead and"
 * counted as an act in the meeting in the session 49 splits (BENCH_FAMILY_SPLIT=tasks). "Go ahead and" only says the
 * speaker will proceed; the verb after it is the work. The same with "go through", a verb of the meeting, stays that.
 * Spec: issue 15 (the bench's splits of next steps by their verb, session 49).
 */
import { describe, expect, it } from 'vitest';
import { verbClass } from '../bench/task-features.js';

describe('E405: "go ahead and" is no verb of the meeting', () => {
  it('E405: the verb after "go ahead and" is read (dev lines)', () => {
    expect(
      verbClass(
        'First of all, if the other headsets are a lot more comfortable, we should probably just go ahead and get them',
      ),
    ).toBe('future');
    expect(verbClass('Oh, so maybe we should just go ahead and get everything ready')).toBe('future');
  });

  it('E405: "go ahead and go through the minutes" stays a verb of the meeting; a bare "go" too', () => {
    expect(verbClass("Um I'll go ahead and go through the minutes from the previous meeting")).toBe(
      'meeting-tell',
    );
    expect(verbClass("I'll go through the minutes from the previous meeting")).toBe('meeting-tell');
  });
});
