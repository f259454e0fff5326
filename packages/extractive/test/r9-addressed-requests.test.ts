import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';
import { madeUpMeeting } from './made-up-meeting.js';

const tasks = (turns: readonly string[]) =>
  madeUpMeeting(turns, '2026-03-13').nextSteps.map((s) => `${s.owner}: ${s.text} | ${s.due}`);

const opening = [
  'Alice Moreau: Right, the samples for the trade fair are the first thing on the list this morning.',
  'Ben Okafor: The supplier said the new batch is ready whenever we order it.',
];

describe('R9 an imperative request addressed to a named attendee is a next step, however it is asked', () => {
  const requests: [string, string][] = [
    [
      'Ben, please order the samples by Wednesday.',
      'Ben Okafor: Order the samples by Wednesday. | 2026-03-18',
    ],
    [
      'Ben, could you order the samples by Wednesday?',
      'Ben Okafor: Order the samples by Wednesday | 2026-03-18',
    ],
    [
      'Ben, would you order the samples by Wednesday?',
      'Ben Okafor: Order the samples by Wednesday | 2026-03-18',
    ],
    [
      'Ben, can you make sure the samples are ordered by Wednesday?',
      'Ben Okafor: Make sure the samples are ordered by Wednesday | 2026-03-18',
    ],
    [
      'Ben, I need you to order the samples by Wednesday.',
      'Ben Okafor: Order the samples by Wednesday. | 2026-03-18',
    ],
    [
      "Ben, I'd like you to order the samples by Wednesday.",
      'Ben Okafor: Order the samples by Wednesday. | 2026-03-18',
    ],
    [
      'Ben Okafor, please chase the supplier for the invoice.',
      'Ben Okafor: Chase the supplier for the invoice. | null',
    ],
    [
      'Okay Ben, please order the samples by Wednesday.',
      'Ben Okafor: Order the samples by Wednesday. | 2026-03-18',
    ],
    [
      'So, Ben, please could you order the samples by Wednesday?',
      'Ben Okafor: Order the samples by Wednesday | 2026-03-18',
    ],
  ];
  for (const [request, expected] of requests)
    it(`R9: "${request}"`, () => {
      expect(tasks([...opening, `Alice Moreau: ${request}`])).toEqual([expected]);
    });

  it('R9: a named speaker written as a wikilink ("[[Ben Okafor|Ben]], please order …") owns the request', () => {
    const r = summarizeExtractive({
      language: 'en',
      meetingDate: '2026-03-13',
      transcript: [
        '[00:00:01] **[[Alice Moreau]]:** Right, the samples for the trade fair are first on the list.',
        '[00:00:05] **[[Ben Okafor]]:** The supplier said the new batch is ready whenever we order it.',
        '[00:00:09] **[[Alice Moreau]]:** [[Ben Okafor|Ben]], please order the samples by Wednesday.',
      ].join('\n'),
    });
    expect(r.nextSteps).toEqual([
      expect.objectContaining({
        owner: '[[Ben Okafor]]',
        text: 'Order the samples by Wednesday.',
        due: '2026-03-18',
        line: 3,
      }),
    ]);
  });

  it('R9: an attendee who has not spoken yet ("Carol, please book the stand by Friday.") owns the request', () => {
    const r = summarizeExtractive({
      language: 'en',
      meetingDate: '2026-03-13',
      attendees: ['Carol Jones'],
      transcript: [
        '[00:00:01] **Alice Moreau:** Right, the samples for the trade fair are first on the list.',
        '[00:00:05] **Alice Moreau:** Carol, please book the stand for the trade fair by Friday.',
      ].join('\n'),
    });
    expect(r.nextSteps).toEqual([
      expect.objectContaining({
        owner: 'Carol Jones',
        text: 'Book the stand for the trade fair by Friday.',
        due: '2026-03-20',
      }),
    ]);
  });
});

describe('R9 precision: "please" that asks for no follow-up work is not a next step', () => {
  it('R9: jokes, meeting logistics and in-the-moment asks stay out', () => {
    expect(
      tasks([
        ...opening,
        'Alice Moreau: Ben, please never sing that song again in this office.',
        'Alice Moreau: Ben, please tell us the one about the printer again.',
        'Alice Moreau: Ben, please go ahead, you have the floor.',
        'Alice Moreau: Ben, please sit down, we are starting now.',
        'Alice Moreau: Ben, please share your screen so everyone can see the slides.',
        'Alice Moreau: Ben, please mute your microphone for a second.',
        'Alice Moreau: Ben, I need you to hear this part of the quote.',
        'Alice Moreau: Ben, please help yourself to coffee before we start.',
      ]),
    ).toEqual([]);
  });

  it('R9: a "please" request to no known person and with no date is not given an owner or kept', () => {
    expect(tasks([...opening, 'Alice Moreau: Please order the samples at some point.'])).toEqual([]);
  });
});
