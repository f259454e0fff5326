/**
 * Issue 13, P115: the next-step stage scanned every fragment and every recap sentence with the whole English cue list,
 * only to count cue matches for the notices (21,892 of 48,870 sentences on a 40k-line transcript; "Mm-hmm.", "Yeah,
 * exactly."). Now such a sentence is scanned only when it passes a gate no cue can match without (`taskCueGate`:
 * the task hint words, and the words of E85's plans to look into something, which need no hint word). The proof is a
 * table over the cue list (each English cue by its name, with the hint words it holds): a cue not in it turns the
 * gate off. What a user reads is unchanged: the same cue-match count and first sentence in the notices.
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary-condition prefilter before each costly stage).
 */
import { describe, expect, it } from 'vitest';
import { cueName } from '../src/cues/cue-name.js';
import { gatedCues } from '../src/cues/cue-prefilter.js';
import { LOOKING_INTO, type NextStepCue, nextStepCues } from '../src/cues/next-step-cues.js';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { EN_CUES_PROVEN, EN_TASK_HINT, taskCueGate } from '../src/cues/task-cue-gate.js';
import { extractNextSteps } from '../src/extract/extract-next-steps.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import {
  gateProof,
  literalScans,
  qualityTranscripts,
  withCueList,
  writtenTestStrings,
} from './quality-transcripts.js';

const cues = nextStepCues.en!;
const patterns = cues.map((c) => c.pattern);
const sentences = splitSentences(parseTranscript(qualityTranscripts().join('\n')), 'en');
const written = writtenTestStrings().map(normalizeForCues);
// Every alternative of every cue, said once (the forms of E85 without a hint word among them).
// E85's plans to look into something that hold no hint word.
const unhintedForms = [
  'i double-check the figures.',
  'i just should look into it.',
  'i got to research the terms.',
  'i ought to find out the price.',
  'i take a closer look at the quote.',
  'i then investigate the leak.',
];
const said = [
  "i'll send the minutes tonight.",
  'i shall draft the letter.',
  "i'm going to chase the supplier about it.",
  'i am going to ping legal about the text.',
  "i'm gonna sort of rewrite the intro.",
  ...unhintedForms,
  "i'd be happy to work with you on the amendments.",
  'we can get you that analysis.',
  'i could circulate the draft.',
  'action items for everyone.',
  'the todo list is long.',
  "you're going to be presenting the results.",
  'you need to send the form.',
  'could you, when you have a minute, send the form?',
  'would you chase the supplier about it?',
  'ben, please order the samples.',
  "carol, i'd like you to book the stand.",
  'can you do it by friday?',
  "don't forget to bring the keys.",
  'remember to fill the sheet.',
  'by the next meeting.',
  "we'll need to pay it before monday.",
  'a follow-up with the printer.',
  "i'm hoping to get a full draft done by monday.",
  'i really intend to survey the north field.',
  'so, next step is to clean the data.',
  'my intention is to write a script that does everything.',
  "what i'd like to do next is rerun the tests.",
  'i just wanna look at where the filters were.',
];
const corpus = [...new Set([...said, ...written, ...sentences.map((s) => s.normal)])];

describe('P115: fragments are scanned for next-step cues only behind a gate no cue can match without (issue 13)', {
  timeout: 120_000,
}, () => {
  it('P115: every English next-step cue is in the proof table; a cue not in it turns the gate off', () => {
    expect(
      cues.map((c) => cueName(c.pattern) ?? String(c.pattern)).filter((k) => !EN_CUES_PROVEN.has(k)),
    ).toEqual([]);
    expect(EN_CUES_PROVEN.size).toBe(cues.length);
    expect(taskCueGate(cues, 'en')).not.toBeNull();
    const changed: NextStepCue[] = [...cues, { pattern: /\bwe\s+settled\s+on\b/, owner: 'team' }];
    expect(taskCueGate(changed, 'en')).toBeNull();
    expect(taskCueGate(nextStepCues.de!, 'de')).toBeNull();
  });

  it('P115: every text an English cue matches passes the gate (every quality set, every test string, every form)', () => {
    expect(corpus.length).toBeGreaterThan(10000);
    const proof = gateProof(patterns, taskCueGate(cues, 'en')!, corpus);
    expect(proof.misses).toEqual([]);
    // Every cue was matched, so every cue's forms were tried; most texts fail the gate (they are skipped).
    expect(proof.byPattern.filter((n) => n === 0)).toEqual([]);
    expect(proof.failing).toBeGreaterThan(corpus.length / 2);
  });

  it("P115: E85's plans with no hint word pass the gate by their own words (without them the gate would lose them)", () => {
    const gate = taskCueGate(cues, 'en')!;
    const unhinted = said.filter((t) => LOOKING_INTO.test(t) && !EN_TASK_HINT.test(t));
    expect(unhinted).toEqual(unhintedForms);
    for (const text of unhinted) expect(gate.test(text), text).toBe(true);
    for (const text of ['mm-hmm.', 'yeah, exactly.', 'right, so the', 'okay.'])
      expect(gate.test(text)).toBe(false);
  });

  it('P115: the notices count the same cue matches as with the gate off, and fewer fragments are scanned', () => {
    const run = () => {
      const matched: TranscriptSentence[] = [];
      const scans = literalScans(gatedCues(patterns).literals.length, () =>
        extractNextSteps(sentences, 'en', { speakers: [], onCue: (s) => matched.push(s) }),
      );
      return { matched: matched.map((s) => s.index), scans };
    };
    const gated = run();
    // The gate off: the same cues and one more that never matches, not in the proof table.
    const never: NextStepCue = { pattern: /(?!)/, owner: 'team' };
    const plain = withCueList(nextStepCues, 'en', [...cues, never], () => {
      expect(taskCueGate(nextStepCues.en!, 'en')).toBeNull();
      return run();
    });
    expect(gated.matched).toEqual(plain.matched);
    const fragments = sentences.filter((s) => !s.complete).length;
    expect(fragments).toBeGreaterThan(1000);
    expect(plain.matched.length).toBeGreaterThan(100);
    expect(gated.scans).toBeLessThan(plain.scans / 4);
  });
});
