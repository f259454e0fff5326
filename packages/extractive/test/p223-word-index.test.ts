/**
 * Issue 13, P223: a sentence's word index. Each word's family bits are worked out once, when it enters the vocabulary
 * (`wordsAndTerms`), and a sentence carries their OR (`wordBits`); the in/out verdicts (E64) and the recap tracker's
 * two gates (`mayRecap`, the handover's literals) are asked only when a word of the sentence can belong to one of
 * their literals. Proven here: on every sentence of the quality sets (held-out sets left out), the test strings and
 * seeded random texts built around the literals, a text a family's gate passes has the family's bit; the families'
 * answers (recap flags, verdicts) are the same with the index and without it; and a sentence without the words runs
 * no pattern of the family (fails without the change).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s; a necessary condition before each costly family).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cueNeeds } from '../src/cues/cue-prefilter.js';
import { normalizeForCues } from '../src/cues/normalize-for-cues.js';
import { notAnItem, precisionCues, questionOrLogistics } from '../src/cues/precision-cues.js';
import {
  ALL_WORD_BITS,
  literalWordTest,
  MOMENT_WORDS,
  mayHoldWords,
  PLAN_WORDS,
  PROPOSAL_WORDS,
  WORD_BIT_IN_OUT,
  WORD_BIT_MOMENT,
  WORD_BIT_PLAN,
  WORD_BIT_PROPOSAL,
  WORD_BIT_RECAP,
  WORD_BIT_RECAP_HANDOVER,
  WORD_BIT_REQUEST,
} from '../src/cues/word-bits.js';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';
import { acceptedRequests, REQUEST_HINT } from '../src/extract/accepted-requests.js';
import { agreedProposals, PROPOSAL_HINT } from '../src/extract/agreed-proposals.js';
import { inOutVerdicts } from '../src/extract/in-out-verdicts.js';
import { RecapTracker, recapFlags } from '../src/extract/recap-tracker.js';
import { STATED_PLAN, statedPlans } from '../src/extract/stated-plans.js';
import { wordsAndTerms } from '../src/rank/sentence-terms.js';
import { isKeyPointCandidate } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import { writtenTestStrings } from './quality-transcripts.js';

const en = precisionCues.en!;
const IN_OUT = /\b(?:out|in)\b/;
const recapLiterals = en.mayRecap!.source.split('|');
const handoverLiterals = cueNeeds(en.recapHandover!)!;

/** The development and other sets' transcripts (the held-out sets, blind21 on, are not read). */
function transcripts(): string[] {
  const bench = new URL('../bench/', import.meta.url);
  return [
    ...loadSampleMeetings().map((m) => m.transcript),
    ...readdirSync(bench, { withFileTypes: true })
      .filter(
        (d) => d.isDirectory() && !/^blind(?:2[1-9]|[3-9]\d|\d{3,})$/.test(d.name) && d.name !== 'heldout',
      )
      .flatMap((d) =>
        readdirSync(new URL(`${d.name}/`, bench))
          .filter((f) => f.endsWith('.md'))
          .map((f) => readFileSync(new URL(`${d.name}/${f}`, bench), 'utf8')),
      ),
  ];
}

const sentences = transcripts().flatMap((t) => splitSentences(parseTranscript(t), 'en'));

/** Seeded random texts: the families' literals, ordinary words, and the characters that test a word's edges. */
function randomTexts(count: number): string[] {
  let seed = 223;
  const next = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const pieces = [
    ...recapLiterals,
    ...handoverLiterals,
    ...PROPOSAL_WORDS,
    ...PLAN_WORDS,
    'what I need to do is',
    'the next thing to do is to',
    'the next steps would be to',
    'another thing I wanted to try was',
    'the way I want to extend',
    'my first step',
    'is to',
    'i',
    'want to',
    "what's",
    'somewhat',
    'anything',
    'myself',
    'stepping',
    'away',
    // P264: the moment pattern's words, its phrases and near misses.
    ...MOMENT_WORDS,
    'wait a sec',
    'Wait a second',
    'just a minute',
    'just a moment',
    'hang on',
    'bear with me',
    'can everyone hear me',
    'can you all see me',
    'a',
    'seconds',
    'minutes',
    'secs',
    'hanging',
    'bears',
    'seen',
    'hearing',
    'overhang',
    "we'll",
    "We're",
    "let's",
    'can you',
    'Could you',
    'you could',
    'you wanna',
    'you want',
    'like you',
    'you',
    'You',
    'your',
    'youth',
    'weed',
    'lets',
    'haves',
    'willing',
    'in',
    'out',
    'In',
    'OUT',
    'within',
    'outer',
    'we',
    'the',
    'casing',
    'Minutes',
    'LAST',
    "We'd",
    'we\u2019d',
    'décided',
    'é',
    'ﬁ',
    'İ',
    '_',
    '2',
    '3rd',
    "'",
    '\u2019',
    '-',
    '.',
    ',',
    '?',
    '\u2014',
    '\u00a0',
    '\t',
    '  ',
    ' ',
    ' ',
    ' ',
    '',
  ];
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let text = '';
    const n = 1 + next(12);
    for (let i = 0; i < n; i++) text += pieces[next(pieces.length)]! + (next(3) === 0 ? '' : ' ');
    out.push(text.trim());
  }
  return out;
}

/** Every text the proof is checked on, as `clean` (the sentence stage's cleaned text). */
const cleanTexts = [
  ...new Set([
    ...sentences.map((s) => s.clean),
    ...writtenTestStrings(),
    ...randomTexts(20_000),
    'Hand dynamos are definitely out, right?',
    'okay, wood is out.',
    'So this is in as well then, the sample speaker.',
    'As we agreed last time, the casing is rubber.',
    'Can you take us through what we said last month?',
    'The minutes from the last meeting, please.',
    'Matters arising.',
    // P252: the stated-plan cleft's three alternatives.
    'What I need to do is look into the rubber casing with the vendor.',
    'One thing I wanted to try was merging the two old models together.',
    'The next thing to do is probably to check the whole budget again.',
    'My first step here is to call the vendor about the mould.',
    'The way I want to extend his work is adding the new sensor tests.',
    'The next steps would be to check the whole budget again.',
    'The first things to do is to merge both old models.',
    'The next step is to call the vendor about the mould.',
    'My plan is to rewrite the parser by Friday.',
  ]),
].filter((t) => t !== '');

describe('P223: the word index asks a family only when a word may belong to it (issue 13)', {
  timeout: 120_000,
}, () => {
  it('P223: a text any gated family passes has that family bit (quality sets, test strings, 20,000 random texts)', () => {
    let passed = 0;
    for (const clean of cleanTexts) {
      const { bits } = wordsAndTerms(clean, 'en');
      const normal = normalizeForCues(clean);
      const families: Array<[number, boolean]> = [
        [WORD_BIT_IN_OUT, IN_OUT.test(normal)],
        [WORD_BIT_RECAP, en.mayRecap!.test(normal) || en.recap.test(normal)],
        [
          WORD_BIT_RECAP_HANDOVER,
          handoverLiterals.some((l) => normal.includes(l)) || en.recapHandover!.test(normal),
        ],
        [WORD_BIT_REQUEST, REQUEST_HINT.test(normal)],
        [WORD_BIT_PROPOSAL, PROPOSAL_HINT.test(normal)],
        [WORD_BIT_PLAN, STATED_PLAN.test(normal)],
        [WORD_BIT_MOMENT, en.moment.test(normal)],
      ];
      for (const [bit, passes] of families) {
        if (!passes) continue;
        passed++;
        expect(bits & bit, `bit ${bit} for ${JSON.stringify(clean)}`).toBe(bit);
      }
    }
    expect(passed).toBeGreaterThan(5_000);
  });

  it('P264: notAnItem, the candidate test and its question check give the same answers with the word index and without it', () => {
    let moments = 0;
    for (const s of sentences) {
      const plain = questionOrLogistics(s.normal, s.raw, 'en', 0);
      expect(questionOrLogistics(s.normal, s.raw, 'en', 0, s.wordBits), s.clean).toBe(plain);
      for (const cueAt of [0, s.normal.length >> 1, s.normal.length])
        expect(notAnItem(s.normal, s.raw, 'en', cueAt, s.wordBits), s.clean).toBe(
          notAnItem(s.normal, s.raw, 'en', cueAt),
        );
      if (en.moment.test(s.normal)) moments++;
      const bare = { ...s, wordBits: undefined };
      expect(isKeyPointCandidate(s, s.terms, 'en')).toBe(isKeyPointCandidate(bare, s.terms, 'en'));
    }
    expect(moments).toBeGreaterThan(0);
    // Most sentences say none of the words: the pattern is not run on them.
    expect(sentences.filter((s) => !mayHoldWords(s, WORD_BIT_MOMENT)).length).toBeGreaterThan(
      (sentences.length * 3) / 4,
    );
    // Bits without the moment bit: the pattern is not asked; no bits given: it is.
    expect(questionOrLogistics('wait a second.', 'Wait a second.', 'en', 0, 0)).toBe(null);
    expect(questionOrLogistics('wait a second.', 'Wait a second.', 'en', 0)).toBe('logistics');
  });

  it('P223: the index lets most sentences by every family, and text beyond plain gets every bit', () => {
    const none = sentences.filter(
      (s) => (s.wordBits! & (WORD_BIT_IN_OUT | WORD_BIT_RECAP | WORD_BIT_RECAP_HANDOVER)) === 0,
    );
    // P250/P251: most sentences lack "you", and a fair share lack every proposal word.
    expect(sentences.filter((s) => !mayHoldWords(s, WORD_BIT_REQUEST)).length).toBeGreaterThan(
      sentences.length / 2,
    );
    expect(sentences.filter((s) => !mayHoldWords(s, WORD_BIT_PROPOSAL)).length).toBeGreaterThan(
      sentences.length / 5,
    );
    expect(sentences.every((s) => s.wordBits !== undefined)).toBe(true);
    expect(none.length).toBeGreaterThan(sentences.length / 4);
    expect(wordsAndTerms('Café is out.', 'en').bits).toBe(ALL_WORD_BITS);
    expect(wordsAndTerms('The casing is rubber.', 'en').bits & WORD_BIT_IN_OUT).toBe(0);
    expect(wordsAndTerms('The casing is out.', 'en').bits & WORD_BIT_IN_OUT).toBe(WORD_BIT_IN_OUT);
  });

  it("P223: a literal's word test reads the literal's letter runs by where they stand", () => {
    expect(literalWordTest(' it is')!('it')).toBe(true);
    expect(literalWordTest(' it is')!('its')).toBe(false);
    expect(literalWordTest("we'd")!('owe')).toBe(true);
    expect(literalWordTest("we'd")!('wed')).toBe(false);
    expect(literalWordTest('from ')!('from')).toBe(true);
    expect(literalWordTest('from ')!('fromage')).toBe(false);
    expect(literalWordTest(' tea')!('teams')).toBe(true);
    expect(literalWordTest('day')!('today')).toBe(true);
    expect(literalWordTest("'")).toBeNull();
  });

  it('P223: recap flags and in/out verdicts are the same with the index and without it', () => {
    const without: TranscriptSentence[] = sentences.map((s) => ({ ...s, wordBits: undefined }));
    const owned = { from: 0, to: sentences.length };
    const withFlags = recapFlags(sentences, 'en');
    const withoutFlags = recapFlags(without, 'en');
    expect([...withFlags]).toEqual([...withoutFlags]);
    expect(withFlags.some((f) => f === 1)).toBe(true);
    const verdicts = inOutVerdicts(sentences, 'en', { owned, recaps: withFlags });
    expect(verdicts).toEqual(inOutVerdicts(without, 'en', { owned, recaps: withoutFlags }));
    expect(verdicts.length).toBeGreaterThan(0);
    // P250/P251: accepted requests and agreed proposals, the same with the index and without it.
    const requests = acceptedRequests(sentences, 'en', { owned, recaps: withFlags });
    expect(requests).toEqual(acceptedRequests(without, 'en', { owned, recaps: withoutFlags }));
    expect(requests.length).toBeGreaterThan(0);
    const proposals = agreedProposals(sentences, 'en', { owned, recaps: withFlags });
    expect(proposals).toEqual(agreedProposals(without, 'en', { owned, recaps: withoutFlags }));
    expect(proposals.length).toBeGreaterThan(0);
    // P252: stated plans likewise (the development sets hold some).
    const plans = statedPlans(sentences, 'en', { owned, recaps: withFlags });
    expect(plans).toEqual(statedPlans(without, 'en', { owned, recaps: withoutFlags }));
    expect(plans.length).toBeGreaterThan(0);
  });

  it('P252: every stated-plan test sentence has the plan bit, and most sentences lack it', () => {
    const texts = cleanTexts.filter((t) => STATED_PLAN.test(normalizeForCues(t)));
    expect(texts.length).toBeGreaterThan(5);
    for (const t of texts) expect(wordsAndTerms(t, 'en').bits & WORD_BIT_PLAN).toBe(WORD_BIT_PLAN);
    expect(sentences.filter((s) => !mayHoldWords(s, WORD_BIT_PLAN)).length).toBeGreaterThan(
      sentences.length / 2,
    );
    // Dropping one opening word from the set would miss a plan: each word is needed by some test sentence.
    for (const word of PLAN_WORDS) {
      const needs = texts.some((t) => {
        const words = (normalizeForCues(t).match(/[a-z]+/g) ?? []).filter((w) => PLAN_WORDS.has(w));
        return words.length > 0 && words.every((w) => w === word);
      });
      expect(needs, word).toBe(true);
    }
  });

  it('P223: a sentence without the families words runs none of their patterns; one without an index runs them', () => {
    const runs = new Map<string, number>();
    const watched = [
      IN_OUT.source,
      en.mayRecap!.source,
      en.recap.source,
      en.recapHandover!.source,
      REQUEST_HINT.source,
      PROPOSAL_HINT.source,
      STATED_PLAN.source,
      en.moment.source,
    ];
    const exec = RegExp.prototype.exec;
    RegExp.prototype.exec = function (this: RegExp, s: string) {
      if (watched.includes(this.source)) runs.set(this.source, (runs.get(this.source) ?? 0) + 1);
      return exec.call(this, s);
    };
    try {
      const said = splitSentences(
        parseTranscript(
          '[00:00:01] **Ann:** The casing is rubber.\n[00:00:02] **Bo:** Yes, that works for me.',
        ),
        'en',
      );
      expect(said.every((s) => s.wordBits !== undefined && !mayHoldWords(s, WORD_BIT_RECAP))).toBe(true);
      const tracker = new RecapTracker('en');
      for (const s of said) expect(tracker.update(s)).toBe(false);
      expect(inOutVerdicts(said, 'en')).toEqual([]);
      expect(acceptedRequests(said, 'en')).toEqual([]);
      expect(agreedProposals(said, 'en')).toEqual([]);
      expect(statedPlans(said, 'en')).toEqual([]);
      for (const s of said) expect(questionOrLogistics(s.normal, s.raw, 'en', 0, s.wordBits)).toBe(null);
      // P264: a key-point candidate without a moment word runs no moment pattern.
      const candidate = sentences.find(
        (s) => !mayHoldWords(s, WORD_BIT_MOMENT) && isKeyPointCandidate(s, s.terms, 'en'),
      )!;
      expect(candidate).toBeDefined();
      runs.clear();
      expect(isKeyPointCandidate(candidate, candidate.terms, 'en')).toBe(true);
      expect(runs.size).toBe(0);
      expect(isKeyPointCandidate({ ...candidate, wordBits: undefined }, candidate.terms, 'en')).toBe(true);
      expect(runs.get(en.moment.source)).toBe(1);
      runs.clear();
      const bare = said.map((s) => ({ ...s, wordBits: undefined }));
      const again = new RecapTracker('en');
      for (const s of bare) expect(again.update(s)).toBe(false);
      expect(inOutVerdicts(bare, 'en')).toEqual([]);
      expect(acceptedRequests(bare, 'en')).toEqual([]);
      expect(agreedProposals(bare, 'en')).toEqual([]);
      expect(statedPlans(bare, 'en')).toEqual([]);
      for (const s of bare) expect(questionOrLogistics(s.normal, s.raw, 'en', 0, s.wordBits)).toBe(null);
      expect(runs.get(en.moment.source)).toBe(2);
      expect(runs.get(STATED_PLAN.source)).toBe(2);
      expect(runs.get(REQUEST_HINT.source)).toBe(2);
      expect(runs.get(PROPOSAL_HINT.source)).toBe(2);
      expect(runs.get(IN_OUT.source)).toBe(2);
      expect(runs.get(en.mayRecap!.source)).toBe(2);
    } finally {
      RegExp.prototype.exec = exec;
    }
  });
});
