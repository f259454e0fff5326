/**
 * Issue 15 hand audit (session 19), E33: quoted items kept spoken restarts — "I think we just we'll go for the
 * simpleness" (sample 2026-03-10 L506), "thinking about what it actually what requirements it has to fulfil" (2026-03-09
 * L231), "Then we run it through then it then I'm gonna edit it" (2026-03-05 L402). A start said, abandoned within a
 * few words and said again is dropped up to the restart, in every form (pronoun, contracted or not, wh-word, "then");
 * clauses that only look alike ("I know I said", "we should go and we should", "if you hold it for two seconds it'll",
 * "show you what you're doing") stay.
 * Spec: issue 15 deliverable 3 (readable units: disfluencies removed).
 */
import { describe, expect, it } from 'vitest';
import { withoutRestarts } from '../src/transcript/without-restarts.js';
import { madeUpMeeting } from './made-up-meeting.js';

describe('E33: spoken restarts are removed from quoted items', () => {
  it('E33: a start abandoned and said again goes, whatever the opener', () => {
    const cases: [string, string][] = [
      ["I think we just we'll go for the simpleness.", "I think we'll go for the simpleness."],
      [
        "You'll be thinking about what it actually what requirements it has to fulfil.",
        "You'll be thinking about what requirements it has to fulfil.",
      ],
      ["Then we run it through then it then I'm gonna edit it.", "Then I'm gonna edit it."],
      ["We can try running we haven't done this yet.", "We haven't done this yet."],
      [
        "The other thing that we we're we've committed to is simplicity.",
        "The other thing that we've committed to is simplicity.",
      ],
      ["I'm I'll send the figures on Friday.", "I'll send the figures on Friday."],
      ['They were they are going to check the hinges.', 'They are going to check the hinges.'],
      ['So how the about how the innovation contributes.', 'So how the innovation contributes.'],
      ["There's there were three quotes for the roof.", 'There were three quotes for the roof.'],
      ["And, you, you'll need to book the hall.", "And, you'll need to book the hall."],
      [
        'Then he repeats its action what which he believes it is.',
        'Then he repeats its action which he believes it is.',
      ],
    ];
    for (const [said, kept] of cases) expect(withoutRestarts(said), said).toBe(kept);
  });

  it('E33: clauses that only look like restarts stay', () => {
    for (const said of [
      'I know I said we would ship in March.',
      'We should go and we should take the van.',
      "If you hold it for two seconds it'll send a stand-by signal.",
      "It'll show you what you're doing on the TV.",
      'I think I can do it.',
      'We want to make sure we ship on time.',
      "It's red, it's very prominent.",
      'They said they would send the contract.',
      'I will call the supplier. I will ask for the invoice.',
    ])
      expect(withoutRestarts(said), said).toBe(said);
  });

  it('E33: decisions and next steps are quoted without them', () => {
    const s = madeUpMeeting(
      [
        'Anna: Should we have the voice control or just the basic buttons on the remote?',
        'Ben: The voice control is too expensive for the budget, the buttons are cheap.',
        "Anna: I think we include mute, but apart from that I think we just we'll go for the simple buttons.",
        "Ben: I'm I'll send the button layout to the factory by Friday.",
      ],
      '2026-05-04',
    );
    expect(s.decisions.map((d) => d.text)).toEqual([
      "I think we include mute, but apart from that I think we'll go for the simple buttons.",
    ]);
    expect(s.nextSteps.map((n) => n.text)).toEqual(["I'll send the button layout to the factory by Friday."]);
  });
});
