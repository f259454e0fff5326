import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

const meeting = (turns: readonly string[]) => madeUpMeeting(turns, '2026-03-09');

const decided = (turns: readonly string[]) => meeting(turns).decisions.map((d) => d.text);
const tasks = (turns: readonly string[]) => meeting(turns).nextSteps.map((s) => `${s.owner}: ${s.text}`);

describe("I15 a recap of an earlier meeting is not one of this meeting's decisions, however it is phrased", () => {
  const phrasings = [
    'Last week we decided to freeze features for the 3.2 release.',
    'We agreed last month to freeze features for the 3.2 release.',
    'Two weeks ago the board approved the feature freeze for the 3.2 release.',
    'At the last standup we settled on freezing features for the 3.2 release.',
    'As previously agreed, the feature freeze for the 3.2 release stays.',
    'Yesterday we decided to freeze features for the 3.2 release.',
    'In the previous review we agreed to freeze features for the 3.2 release.',
  ];
  for (const recap of phrasings)
    it(`I15 recap: "${recap}"`, () => {
      const out = decided([
        `Lena: ${recap}`,
        'Dev: Yep.',
        "Lena: Today we're going with the dark splash screen for the release.",
      ]);
      expect(out.join('\n')).not.toMatch(/freez/);
      expect(out.join('\n')).toMatch(/dark splash screen/);
    });

  it('I15 recap: a decision of THIS meeting that names a date is still a decision ("we decided to ship on Friday")', () => {
    expect(decided(['Lena: Okay, we decided to ship the Android build on Friday.']).join('\n')).toMatch(
      /ship the Android build on Friday/,
    );
  });
});

describe('I15 a decision undone later in the meeting is shown as reversed, however the reversal is phrased', () => {
  const reversals = [
    "Then offline mode is too risky, we'll leave offline mode out of this release.",
    "We're not gonna ship offline mode in this release after all.",
    "Let's postpone offline mode in this release to the next one.",
    'Scratch that, offline mode is not going in this release.',
    "We'll put offline mode for this release on hold.",
    "Offline mode can't make this release, we'll drop it.",
    'On second thought, we switch to shipping offline mode in the autumn release instead.',
  ];
  for (const reversal of reversals)
    it(`I15 reversal: "${reversal}"`, () => {
      const result = meeting([
        'Lena: Offline mode is mostly done, right?',
        'Dev: Mostly. The basic caching is there.',
        'Lena: Let us decide. We decided to ship offline mode in this release.',
        'Mei: The sync tests fail about one run in ten, the conflicts corrupt the local cache.',
        `Lena: ${reversal}`,
      ]);
      const first = result.decisions.find((d) => d.line === 3);
      expect(first?.reversedBy?.line).toBe(5);
      expect(result.body).toMatch(/Reversed later: .*ship offline mode in this release/);
    });

  it('I15 reversal: a changed date stated as the outcome is a decision ("so the locum starts on the tenth instead of the third")', () => {
    expect(
      decided([
        'Amara: The locum cannot start until the tenth, her registration is delayed.',
        'Amara: Right, so the locum starts on the tenth of March instead of the third.',
      ]),
    ).toEqual(['The locum starts on the tenth of March instead of the third.']);
  });

  it('I15 reversal: talk about alternatives is no decision ("people use their phones instead of remotes")', () => {
    expect(decided(['Mei: So people mostly use their phones instead of remotes these days.'])).toEqual([]);
  });
});

describe('I15 tasks said with any work verb are next steps; in-the-moment remarks are not', () => {
  it('I15 tasks: "I\'ll ping legal about the privacy text by Thursday" is a task of its speaker with its due date', () => {
    const result = meeting(['Lena: I will ping legal about the new privacy text by Thursday.']);
    expect(result.nextSteps).toEqual([
      expect.objectContaining({
        owner: 'Lena',
        due: '2026-03-12',
        text: expect.stringMatching(/ping legal/),
      }),
    ]);
  });

  it('I15 tasks: other work verbs ("chase the supplier", "loop in finance", "book the venue")', () => {
    const out = tasks([
      "Ana: I'm going to chase the packaging supplier for the revised quote.",
      "Ben: I'll loop in finance on the recycled cardboard budget.",
      'Cleo: I will book the venue for the spring launch event.',
    ]);
    expect(out).toEqual([
      expect.stringMatching(/^Ana: .*chase the packaging supplier/),
      expect.stringMatching(/^Ben: .*loop in finance/),
      expect.stringMatching(/^Cleo: .*book the venue/),
    ]);
  });

  it('I15 tasks: a request to a named person with any work verb ("Mei, can you run the regression suite tonight?")', () => {
    const out = tasks([
      'Lena: Mei, can you run the full regression suite again tonight without the offline code?',
      "Mei: Sure, I'll run it tonight.",
    ]);
    expect(out[0]).toMatch(/^Mei: Run the full regression suite again tonight/);
  });

  it('I15 tasks: in-the-moment remarks are not tasks ("I\'ll just draw a dog", "I\'m gonna take the microphones", "I\'ll tell you what", "can you hear me")', () => {
    expect(
      tasks([
        "Ana: I'll just draw a different kind of dog on the whiteboard.",
        "Ben: I'm gonna take the microphones off again, it's too warm.",
        "Cleo: I'll tell you what the customers said about the packaging.",
        'Ana: Ben, can you hear me at the back of the room?',
        "Ben: I'm gonna pull everybody out first and then put in the new names.",
        "Cleo: I'll quickly show the slide with the packaging quotes.",
      ]),
    ).toEqual([]);
  });
});

describe('I15 an outcome stated plainly is a decision, without "we decided"', () => {
  it('I15 outcomes: "We keep the side button.", "Factory programming goes over SWD then.", "We\'ll put in a bid …", "the keynote moves to day two"', () => {
    const out = decided([
      'Olu: A new enclosure mould would cost about eight thousand and three weeks.',
      'Yuki: Not worth it for rev C. We keep the side-mounted button on the enclosure.',
      'Sam: With SWD flashing takes about twenty seconds per unit.',
      'Yuki: Okay, factory programming goes over SWD then.',
      'Ruth: Then we apply. We will put in a bid to the heritage fund for the roof.',
      'Ines: Okay, so the keynote moves to day two and the industry panel to day one.',
    ]).join('\n');
    expect(out).toMatch(/We keep the side-mounted button/);
    expect(out).toMatch(/factory programming goes over SWD then/i);
    expect(out).toMatch(/put in a bid to the heritage fund/);
    expect(out).toMatch(/keynote moves to day two/);
  });

  it('I15 outcomes: a call for objections that carries the proposal, answered no, gives the proposal as decided', () => {
    expect(
      decided([
        'Ruth: Does anyone object to running Millbrook on Saturdays with one paid member of staff and volunteers?',
        'Tomasz: No, I can live with that.',
        'Gareth: No objection.',
      ]),
    ).toEqual(['Running Millbrook on Saturdays with one paid member of staff and volunteers']);
  });

  it('I15 outcomes: remarks closing on "then" about nothing decided are not decisions ("It\'s an after dinner dog then.", "that\'s the end of the meeting, then")', () => {
    expect(
      decided([
        "Ana: It's an after dinner dog then.",
        "Ben: Well that's the end of the meeting, then.",
        "Cleo: It'd be a complete set then.",
      ]),
    ).toEqual([]);
  });
});

describe('I15 a task called off later in the meeting is not listed', () => {
  it('I15 cancelled: "Sam, could you order five boards?" "I\'ll order them." … "Right, cancel that. Don\'t order them."', () => {
    const out = tasks([
      'Yuki: Sam, could you order another five rev B boards for the radio certification?',
      "Sam: I'll order them this morning.",
      'Olu: If certification is on rev B then the ripple on the radio rail worries me.',
      "Yuki: Then we don't certify on rev B. Right, cancel that. Don't order them.",
      "Sam: I'll add the filter cap to the rev C schematic instead.",
      "Yuki: I'll reply to mechanical after the standup.",
    ]);
    expect(out.join('\n')).not.toMatch(/order/);
    expect(out).toEqual([
      expect.stringMatching(/^Sam: .*filter cap to the rev C schematic/),
      expect.stringMatching(/^Yuki: .*reply to mechanical/),
    ]);
  });

  it('I15 cancelled: "instead of" elsewhere does not cancel a task ("I\'ll let Marcus know" stays after "three people on the panel instead of the chairs")', () => {
    const out = tasks([
      "Kofi: I'll let Marcus know, he's chairing the panel.",
      'Hannah: We could have three people on the award panel instead of just the chairs.',
    ]);
    expect(out).toEqual([expect.stringMatching(/^Kofi: .*let Marcus know/)]);
  });
});
