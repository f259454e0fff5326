/**
 * E163, E164: a phrase of one to four words a speaker said twice in a row is said once, in the text of every section
 * (key points, decisions, next steps): "I think we d I think we decided", "the prices the um the prices difference",
 * "of a of of a computer", "when you when you're making", "if it's fou if it's four"; a lower-case "i" broken off
 * before the word it started ("the last i item") goes in a transcript that writes capitals. Real words stay ("that
 * that's", "re-record re-record" across a hyphen, a repeat across a full stop). Lines from the dev transcripts.
 *
 * Spec: issue 15 deliverable 3 (readable units: whole sentences, disfluencies removed).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { candidateText } from '../src/topics/block-topics.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { withoutRepeatedPhrases } from '../src/transcript/without-repeated-phrases.js';
import { withoutRestarts } from '../src/transcript/without-restarts.js';

const meeting = (path: string) => readFileSync(new URL(`../bench/${path}.md`, import.meta.url), 'utf8');
/** A real line as every section shows it: cleaned as a sentence, then rid of restarts. */
const shown = (line: string) => withoutRestarts(cleanDisfluencies(line));
const itemAt = (items: readonly { line: number | null; text: string }[], line: number) =>
  items.find((x) => x.line === line)?.text;

describe('E163: a phrase said twice in a row is said once', () => {
  it('E163: a real line as shown says a repeated phrase of up to four words once', () => {
    // blind13 ES2012c L387, IS1007c L376, blind11 ES2006c L134, blind12 TS3003b L212.
    expect(shown("I think we d I think we decided that w we're actually going down both routes.")).toBe(
      "I think we decided that we're actually going down both routes.",
    );
    expect(
      shown('So for my part I will check the prices the um the prices difference uh of what to use.'),
    ).toBe('For my part I will check the prices difference of what to use.');
    expect(shown("So it's the aspects of a of of a computer system or programme.")).toBe(
      "It's the aspects of a computer system or programme.",
    );
    expect(
      shown(
        "That is true but I think there's simply not much to gain on the competition when you when you're making a remote control.",
      ),
    ).toBe(
      "That is true but I think there's simply not much to gain on the competition when you're making a remote control.",
    );
  });

  it('E163: text a later step left with a repeat (a broken-off word or a filler taken out) says it once', () => {
    // blind10 Bed008 L616 once E161 took out "fou"; a filler between two "the" taken out by the key-point cleaning.
    expect(withoutRestarts("I it see if it's if it's four things and each of them has four values")).toBe(
      "I it see if it's four things and each of them has four values",
    );
    expect(
      candidateText({ said: 'We should change the, you know, the remote control to a rubber case.' }, 'en'),
    ).toBe('We should change the remote control to a rubber case.');
  });

  it('E163: a word before its own contraction, a hyphenated word, a repeat across a sentence mark stay', () => {
    for (const text of [
      "Then we decided that that's it doesn't work, because we modified also the noise.",
      'We re-record re-record the digits.',
      'We said we would go. We would go then.',
      "It's red it's sort of very prominent.",
    ])
      expect(withoutRepeatedPhrases(text)).toBe(text);
  });

  it('E163: decisions and next steps of the real meetings quote the repeat once', () => {
    const decisions = summarizeExtractive({
      transcript: meeting('blind13/ES2012c Remote control conceptual design'),
      meetingDate: '2026-04-01',
    }).decisions;
    expect(itemAt(decisions, 387)).toBe("I think we decided that we're actually going down both routes.");
    const steps = summarizeExtractive({
      transcript: meeting('blind13/IS1007c Remote control conceptual design'),
      meetingDate: '2026-04-01',
    }).nextSteps;
    expect(itemAt(steps, 376)).toBe(
      'For my part I will check the prices difference of what to use, where to use, and so on.',
    );
  });
});

describe('E164: a lower-case "i" broken off before the word it started', () => {
  it('E164: goes from a real line of a transcript that writes capitals', () => {
    // blind11 Bmr026 L194, blind12 Bed017 L72.
    expect(shown('And the last i item on the agenda is disk issues yet again.')).toBe(
      'The last item on the agenda is disk issues yet again.',
    );
    expect(shown('People who have thought about the problem, like Robert i it looked to me like that.')).toBe(
      'People who have thought about the problem, like Robert it looked to me like that.',
    );
  });

  it('E164: stays before a word not opening on "i", and before any but "it", "item" … in raw captions without capitals', () => {
    expect(shown('the rooms i imagine are free on friday')).toBe('The rooms i imagine are free on friday');
    expect(shown('The rooms, i think, are free.')).toBe('The rooms, i think, are free.');
    expect(shown('the last i item on the agenda is disk issues')).toBe(
      'The last item on the agenda is disk issues',
    );
  });
});
