import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { statedBusiness } from '../src/topics/stated-business.js';

/** A made-up harbour board meeting: `lines` in order, two speakers taking turns, one line a minute. */
function transcript(lines: readonly string[]): string {
  return lines
    .map((text, i) => `[00:${String(i).padStart(2, '0')}:00] **${i % 2 ? 'Tomasz' : 'Ines'}:** ${text}`)
    .join('\n');
}

/**
 * The harbour meeting with `statement` said as line 11, summarised: the key point cited on that line (its text, or
 * undefined) and how many quarters of the meeting have a key point of their own (the other lines').
 */
function saidMidMeeting(statement: string): { stated: string | undefined; quarters: number } {
  const lines = [...TALK.slice(0, 10), statement, ...TALK.slice(10)];
  const result = summarizeExtractive({ transcript: transcript(lines), language: 'en' });
  const quarters = new Set(
    result.keyPoints.filter((k) => k.line !== 11).map((k) => Math.floor((k.line - 1) / 5.25)),
  );
  return { stated: result.keyPoints.find((k) => k.line === 11)?.text, quarters: quarters.size };
}

const TALK = [
  'The north pier lights failed twice in January because the junction box under the walkway floods at spring tides.',
  'The electrician wants to move the junction box up onto the lamp post above the high water mark.',
  'Moving the junction box means a new cable run along the railings and a permit from the council.',
  'The council permit usually takes six weeks, so the cable run would start in March at the earliest.',
  'Meanwhile the harbour master checks the north pier lights every evening and logs any failure.',
  'The fishing co-op asked for the slipway to be cleared of weed before the lobster season opens.',
  'Clearing the slipway needs the small tractor and two volunteers on a low tide weekend.',
  'The small tractor is booked for the sailing club regatta on the first weekend of April.',
  'The fishing co-op could lend their own tractor for the slipway if we cover the diesel.',
  'Covering the diesel for the co-op tractor is cheaper than hiring a contractor for the slipway.',
  'The visitor moorings brought in less money this summer because the pontoon was closed for repairs.',
  'The pontoon repairs are finished and the visitor moorings open again from the first of May.',
  'Online booking for the visitor moorings should go live before the pontoon reopens in May.',
  'The booking website needs photos of the pontoon and a map of the visitor moorings.',
  'The ice plant on the east quay uses more electricity than the rest of the harbour together.',
  'A new compressor for the ice plant would halve the electricity bill within two years.',
  'The ice plant compressor quote came in at eleven thousand pounds including fitting.',
  'The fishing co-op would share the cost of the ice plant compressor over three years.',
  'The harbour wall survey found two cracks near the lifeboat station that need grouting.',
  'Grouting the harbour wall cracks has to wait for calm weather and a neap tide.',
];

describe('E116: the meeting says what it is — its name, its item of business, its purpose', () => {
  it('reads the kinds from the words, in any wording of them', () => {
    expect(statedBusiness('Item 4 tonight is the review of the mooring fees for next season.')).toBe('item');
    expect(statedBusiness("We'll turn to item three, which is our session on the new ferry timetable.")).toBe(
      'item',
    );
    expect(statedBusiness('The purpose of this meeting is to agree the festival budget.')).toBe('purpose');
    expect(statedBusiness('Welcome to the Harbour Board, Moorings and Quays Committee this evening.')).toBe(
      'name',
    );
    expect(statedBusiness('Right, this is our second sprint planning session for the booking app.')).toBe(
      'name',
    );
    expect(statedBusiness("So it's the final design review meeting.")).toBe('name');
  });

  it('procedure, denials and questions state no business', () => {
    expect(statedBusiness('Item 5 is apologies for absence.')).toBeNull();
    expect(statedBusiness('Item 6 then is papers to note.')).toBeNull();
    expect(statedBusiness('Item one is the minutes of the March meeting.')).toBeNull();
    // E117: what the item is must open on a determiner or a capital (a name), not on any word.
    expect(statedBusiness('Item two is basically broken since the last meeting.')).toBeNull();
    expect(statedBusiness('Item 3 is Harbour Dues for the coming season, then.')).toBe('item');
    expect(statedBusiness('This is not the meeting for the pay claim.')).toBeNull();
    expect(statedBusiness('Is this the planning meeting?')).toBeNull();
    // Which meeting, not what it is: an ordinal or a size names nothing.
    expect(statedBusiness('Okay, this is our third meeting already.')).toBeNull();
    expect(statedBusiness("It's the usual weekly meeting, so we'll go round the table.")).toBeNull();
    expect(statedBusiness("It's the meeting's job to agree the budget, so let's be quick.")).toBeNull();
    expect(statedBusiness('The ice plant compressor quote came in at eleven thousand pounds.')).toBeNull();
  });

  it('the item of business said mid-meeting is a key point, and every quarter still has a point of its own', () => {
    const item = 'Item 4, then, is the review of the harbour dues for the coming year.';
    const { stated, quarters } = saidMidMeeting(item);
    expect(stated).toBe('Item 4, then, is the review of the harbour dues for the coming year.');
    // The statement comes on top of the topics' points: the other quarters keep theirs.
    expect(quarters).toBe(4);
  });

  it('the first statement of each kind only, and no more than two', () => {
    const lines = [
      'Welcome to the Harbour Board quarterly meeting.',
      ...TALK.slice(0, 8),
      'Welcome back to the quarterly meeting after the break, everyone.',
      'The purpose of this meeting is to set the harbour dues for the coming year.',
      ...TALK.slice(8, 16),
      'Item 4, then, is the review of the harbour dues for the coming year.',
      ...TALK.slice(16),
    ];
    const result = summarizeExtractive({ transcript: transcript(lines), language: 'en' });
    const shown = result.keyPoints.filter((k) => [1, 10, 11, 20].includes(k.line)).map((k) => k.line);
    expect(shown).toEqual([1, 11]);
  });

  it('a statement ending on a comma (the speaker went on) is shown as a whole sentence', () => {
    const lines = [
      ...TALK.slice(0, 10),
      'So this is our detailed design meeting for the harbour app,',
      ...TALK.slice(10),
    ];
    const result = summarizeExtractive({ transcript: transcript(lines), language: 'en' });
    expect(result.keyPoints.find((k) => k.line === 11)?.text).toBe(
      'This is our detailed design meeting for the harbour app.',
    );
  });
});

describe('E122: the meeting says what it will talk about — its agenda', () => {
  it('reads the agenda from the words, tied to this meeting', () => {
    expect(
      statedBusiness(
        'In the last meeting we have discussed the functional design and now we will talk about the conceptual design.',
      ),
    ).toBe('agenda');
    expect(
      statedBusiness("We're gonna discuss the look and feel design and the user interface design."),
    ).toBe('agenda');
    expect(statedBusiness('This meeting will be about the conceptual design of the harbour app.')).toBe(
      'agenda',
    );
    expect(statedBusiness('So the agenda for today is the harbour dues and the slipway.')).toBe('agenda');
    expect(statedBusiness("We're here today to decide the harbour dues for next season.")).toBe('agenda');
    expect(statedBusiness('This is where we talk about properties, materials and trend-watching.')).toBe(
      'agenda',
    );
  });

  it('talk of other meetings, asides about the agenda, questions and denials are no agenda', () => {
    expect(
      statedBusiness("A major thing in the agenda is I wanna help with the list of what's missing."),
    ).toBeNull();
    expect(statedBusiness('We talked about the slipway at the last meeting, so that is done.')).toBeNull();
    expect(statedBusiness('Are we going to talk about the slipway today?')).toBeNull();
    expect(statedBusiness("Today we won't talk about the slipway, the co-op is away.")).toBeNull();
    expect(statedBusiness('Can we talk about it later when Tomasz is back?')).toBeNull();
  });

  it('the agenda said mid-meeting is a key point on top of the topics, shown as said', () => {
    const agenda =
      "Today we're going to talk about the harbour dues and the visitor moorings for next season.";
    const { stated, quarters } = saidMidMeeting(agenda);
    expect(stated).toBe(agenda);
    expect(quarters).toBe(4);
  });
});
