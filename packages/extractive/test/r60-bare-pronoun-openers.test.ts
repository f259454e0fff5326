/**
 * Issue 15 deliverable 3, session 51 (readable), R60: a key point that opens on a bare pronoun and is shown without a
 * context sentence starts mid-thought: blind15's Bed004 (ICSI, EDU group) showed "They'll they presumably there'll be a
 * thread or process or something that "Agent" …" (L306), a reader cannot tell who "they" are. Such a candidate (it,
 * that, this, they, those, these, he, she; `contextOf` gives it no sentence before it) now weighs 0.7 in key-point
 * ranking, so a point that stands alone is shown instead ("Also it strikes me that we may want to approach …", L297).
 * An expletive "it" ("It's difficult to draw …") refers to nothing and keeps its weight, as does a point shown with
 * its context sentence. Fixtures: real lines of the dev sets, read from `packages/extractive/bench`.
 * Spec: issue 15 deliverable 3 (readable units: whole sentences, no fragment that starts mid-thought).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { pronounOpenerWeight } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const bench = (file: string) => readFileSync(new URL(`../bench/${file}`, import.meta.url), 'utf8');

/**
 * The weight of the sentence of lines `from`–`to` (1-based, inclusive) of a dev-set meeting that opens on `opens`,
 * the lines split as English and the sentence weighed as said in `language`.
 */
function weightOf(file: string, from: number, to: number, opens: string, language = 'en'): number {
  const text = bench(file)
    .split('\n')
    .slice(from - 1, to)
    .join('\n');
  const sentences = splitSentences(parseTranscript(text), 'en');
  const s = sentences.find((x) => x.clean.startsWith(opens));
  expect(s, opens).toBeDefined();
  return pronounOpenerWeight(sentences, s!, language);
}

describe('R60: a key point opening on a bare pronoun, shown alone, weighs less', () => {
  it('R60: a bare pronoun opener with no context sentence weighs 0.7', () => {
    // blind10 TS3010c L197: first sentence on its line ("And and this one has to be soft." is another turn).
    expect(
      weightOf(
        'blind10/TS3010c Remote control conceptual design.md',
        195,
        197,
        'This has to be harder, because',
      ),
    ).toBe(0.7);
    // blind10 IS1006b L387: the sentence before it on the line is not ended ("… this processor and").
    expect(
      weightOf(
        'blind10/IS1006b Remote control functional design.md',
        385,
        387,
        'This really, suppose like here',
      ),
    ).toBe(0.7);
    // blind15 Bed004 L306: the point that was shown.
    expect(
      weightOf('blind15/Bed004 EDU group weekly.md', 306, 306, "They'll they presumably there'll be"),
    ).toBe(0.7);
  });

  it('R60: one shown with its context sentence, an expletive "it", and a transcript not in English weigh 1', () => {
    // blind8 TS3011c L205: "The user interface controls, … push-buttons and … scroll-wheels." comes before it.
    expect(
      weightOf(
        'blind8/TS3011c Remote control conceptual design.md',
        205,
        205,
        'These scroll-wheels can also be',
      ),
    ).toBe(1);
    // blind11 TS3009d L59: "it's difficult to draw" — a dummy subject; "Then we have the buttons." is no context.
    expect(
      weightOf('blind11/TS3009d Remote control detailed design.md', 59, 59, "It's difficult to draw again"),
    ).toBe(1);
    // The same line's "That's the logo …" opens the line: bare, so it weighs 0.7 in English and 1 in another language.
    expect(
      weightOf('blind11/TS3009d Remote control detailed design.md', 59, 59, "That's the logo in the"),
    ).toBe(0.7);
    expect(
      weightOf('blind11/TS3009d Remote control detailed design.md', 59, 59, "That's the logo in the", 'es'),
    ).toBe(1);
  });

  it('R60: a real meeting (blind15 Bed004) shows a point that stands alone instead of one starting mid-thought', () => {
    const { keyPoints } = summarizeExtractive({
      transcript: bench('blind15/Bed004 EDU group weekly.md'),
      meetingDate: '2026-04-01',
      language: 'en',
    });
    const lines = keyPoints.map((k) => k.line);
    expect(lines).not.toContain(306);
    expect(keyPoints.find((k) => k.line === 297)?.text).toMatch(/^Also it strikes me that we/);
  });
});
