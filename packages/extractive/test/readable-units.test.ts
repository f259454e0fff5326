import { describe, expect, it } from 'vitest';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { summarizeExtractive } from '../src/index.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { hasClause } from '../src/transcript/has-clause.js';
import { isPunctuated } from '../src/transcript/is-punctuated.js';
import { tokenize } from '../src/transcript/tokenize.js';

const meetings = loadSampleMeetings();

/** Every quoted key point of the six real sample meetings, with its meeting. */
const quoted = meetings.flatMap((m) =>
  summarizeExtractive({
    transcript: m.transcript,
    lineOffset: m.transcriptBodyStartLine - 1,
    language: 'en',
    meetingDate: m.date,
  }).keyPoints.map((k) => ({ meeting: m.name, ...k })),
);

/** A short made-up punctuated meeting around one sentence under test. */
function meetingWith(line: string) {
  const filler = [
    '**Ana:** We reviewed the supplier quotes for the new packaging line this morning.',
    '**Ben:** The cheapest quote still exceeds the packaging budget by about ten percent.',
    '**Ana:** The second supplier can deliver recycled cardboard within three weeks of the order.',
    '**Ben:** Their samples passed the drop test and the humidity test in our lab.',
  ];
  const lines = [...filler, line, ...filler.map((l) => l.replace('.', ' again.'))];
  return summarizeExtractive({
    transcript: lines.map((l, i) => `[00:0${i}:00] ${l}`).join('\n'),
    language: 'en',
    maxKeyPoints: 20,
  });
}

describe('I15 readable units: what the Summary quotes reads as a whole sentence', () => {
  it('I15 no key point of the sample meetings is a turn broken off mid-sentence (the quick start showed "Is installing a new remote control something that people")', () => {
    for (const k of quoted) expect(k.text, `${k.meeting} L${k.line}`).toMatch(/[.!?…]["')\]]*$/u);
    expect(quoted.map((k) => k.text)).not.toContain(
      'Is installing a new remote control something that people',
    );
  });

  it('I15 no key point opens mid-thought on a lower-case continuation ("from the basic technology point of view …")', () => {
    for (const k of quoted) expect(k.text, `${k.meeting} L${k.line}`).toMatch(/^[\p{Lu}\p{N}"“']/u);
    const result = meetingWith(
      '**Cleo:** from the basic technology point of view the packaging steps in this diagram probably work better.',
    );
    expect(result.keyPoints.map((k) => k.text).join('\n')).not.toMatch(/basic technology point of view/);
  });

  it('I15 a question without its question mark is not a key point ("Is installing a new remote …", "Does the supplier …")', () => {
    const result = meetingWith(
      '**Cleo:** Does the second supplier also handle the recycled cardboard certification for the packaging line.',
    );
    expect(result.keyPoints.map((k) => k.text).join('\n')).not.toMatch(/certification/);
  });

  it('I15 a verbless phrase is not a key point ("Maybe not the high end range, but maybe middle up-ish.")', () => {
    expect(quoted.map((k) => k.text).join('\n')).not.toMatch(
      /middle up-ish|fruit and veg, and the corporate colour/,
    );
    expect(hasClause(tokenize('Maybe not the high end range, but maybe middle, middle up-ish.'), 'en')).toBe(
      false,
    );
    expect(hasClause(tokenize('I guess three things, cost, complexity, and the size.'), 'en')).toBe(false);
    expect(hasClause(tokenize('Remotes get lost a lot.'), 'en')).toBe(true);
    expect(hasClause(tokenize("We'll go with the rubber case."), 'en')).toBe(true);
  });

  it('I15 a quotation cut in two by the sentence splitter is not quoted (Meeting Recorder: "Gonna see you tomorrow", "guh see you tomorrow". …)', () => {
    expect(quoted.map((k) => k.text).join('\n')).not.toMatch(/guh see you tomorrow/);
  });

  it('I15 a subject dropped for another at the start is cleaned ("It I\'ll just say …" → "I\'ll just say …")', () => {
    expect(cleanDisfluencies("It I'll just say right away that the look matters more.")).toBe(
      "I'll just say right away that the look matters more.",
    );
    expect(cleanDisfluencies('It works fine for us.')).toBe('It works fine for us.');
  });

  it('I15 an unpunctuated transcript (raw captions) still gets key points: the broken-off rule needs punctuation to mean anything', () => {
    expect(isPunctuated(['we should move the launch to may', 'the budget is fine for now', 'okay'])).toBe(
      false,
    );
    const lines = [
      'we reviewed the supplier quotes for the new packaging line this morning',
      'the cheapest quote still exceeds the packaging budget by about ten percent',
      'the second supplier can deliver recycled cardboard within three weeks of the order',
      'their samples passed the drop test and the humidity test in our lab',
    ];
    const result = summarizeExtractive({
      transcript: lines.map((l, i) => `[00:0${i}:00] **Ana:** ${l}`).join('\n'),
      language: 'en',
    });
    expect(result.keyPoints.length).toBeGreaterThan(0);
  });

  it('I15 a capital letter that names something is kept, a false start is still dropped ("rev B boards" stays; "S so we start" → "So we start")', () => {
    expect(cleanDisfluencies('Could you order another five rev B boards for the certification?')).toBe(
      'Could you order another five rev B boards for the certification?',
    );
    expect(cleanDisfluencies("The bootloader runs on rev B but it's slow.")).toBe(
      "The bootloader runs on rev B but it's slow.",
    );
    expect(cleanDisfluencies('S so we start with the budget.')).toBe('We start with the budget.');
    expect(cleanDisfluencies('we r resume the review tomorrow.')).toBe('We resume the review tomorrow.');
  });

  it('I15 the meeting\'s own time plan is not a key point (functional design: "thirty minutes of working on the next stage")', () => {
    expect(quoted.map((k) => k.text).join('\n')).not.toMatch(/thirty minutes of working/);
  });
});

describe('M8: unpunctuated speech (raw captions) is quoted in bounded units, never whole turns', () => {
  // Six turns of 1,500 words each with no sentence punctuation, as speech-to-text without it writes.
  const vocabulary =
    'we decided to ship the red casing and i will send the quote by friday the budget is twelve euros please check the supplier okay so um yeah'.split(
      ' ',
    );
  let seed = 7;
  const word = () => {
    seed = (seed * 48271) % 2147483647;
    return vocabulary[seed % vocabulary.length];
  };
  const turns = Array.from(
    { length: 6 },
    (_, i) =>
      `[00:${String(i).padStart(2, '0')}:00] **${['Ann', 'Bob', 'Cy'][i % 3]}:** ${Array.from({ length: 1500 }, word).join(' ')}`,
  );
  const summary = summarizeExtractive({ transcript: turns.join('\n'), language: 'en' });

  it('keeps every key point, decision and next step to a window of words, and the summary far shorter than the transcript', () => {
    const items = [...summary.keyPoints, ...summary.decisions, ...summary.nextSteps];
    expect(summary.keyPoints.length).toBeGreaterThan(0);
    for (const item of items) expect(tokenize(item.text).length).toBeLessThanOrEqual(45);
    expect(summary.body.length).toBeLessThan(turns.join('\n').length / 5);
  });
});
