import { describe, expect, it } from 'vitest';
import { splitAssignments } from '../src/cues/split-assignments.js';

const speakers = ['Project Manager', 'Marketing', 'Industrial Designer', 'User Interface'];

describe('splitAssignments', () => {
  it('gives each addressee of one sentence its own task, role words tolerated', () => {
    expect(
      splitAssignments(
        "User Interface Designer gonna be thinking about our user interface, and marketing you're gonna be thinking about trend watching.",
        speakers,
        'Project Manager',
      ),
    ).toEqual([
      { owner: 'User Interface', text: 'Thinking about our user interface' },
      { owner: 'Marketing', text: 'Thinking about trend watching.' },
    ]);
  });

  it('trims the addressing lead-in when it opens the sentence', () => {
    expect(
      splitAssignments(
        "For our Industrial Designer, you're gonna be thinking about the components concept.",
        speakers,
        'Project Manager',
      ),
    ).toEqual([{ owner: 'Industrial Designer', text: 'Thinking about the components concept.' }]);
  });

  it('leaves single, mid-sentence or non-addressing mentions to the caller', () => {
    expect(
      splitAssignments(
        "Inbetween now and then, as the industrial designer, you're gonna be working on the design",
        speakers,
        'Project Manager',
      ),
    ).toBeNull();
    expect(
      splitAssignments('Can you, Marketing, prepare the user requirements?', speakers, 'Project Manager'),
    ).toBeNull();
    expect(splitAssignments('We talked about the user interface a lot.', speakers, null)).toBeNull();
  });
});
