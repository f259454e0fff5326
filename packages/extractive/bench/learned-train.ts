/**
 * Experiment (issue 15, session 38, E180): a small learned scorer for decisions and next steps, trained offline on
 * the dev labels (bench/labels.json's sample vault and bench/blind8-blind15, meetings marked `unlabelled` left out),
 * scored by leave-one-set-out cross-validation. No runtime ML dependency: plain logistic regression by batch gradient
 * descent on hand-made features of each transcript sentence.
 *
 *     nice -n 19 pnpm exec tsx bench/learned-train.ts
 *
 * Prints (1) the CEILING: the share of labelled groups (D+NS) with a line that reaches any candidate pool (a cue
 * match of either kind, kept or not, or an item the engine reports), (2) for four feature sets (all; content only, no
 * engine verdicts; each with hashed words added) the cross-validated P/R curve of three uses — filtering the engine's
 * items by score, the scorer alone (every line over the threshold), the engine's items plus the scorer's — and the
 * dense weights trained on all dev sets (which features mattered), and (3) with `LEARNED_VALIDATION=1`, the TOTALS of
 * each validation set (blind16-blind20; never a meeting's row) with weights trained on all dev sets.
 * `LEARNED_VARIANTS=0,1` runs only those feature sets. `LEARNED_MISSES=1` prints instead every labelled dev group
 * outside every pool, with its lines and a rough linguistic kind, and the count per kind, then stops (session 38, E191).
 * `LEARNED_MISSES=1` never reads a validation set. Reads src/, not dist/. Never reads a held-out set (blind21 on). The
 * cases are bench/labelled-cases.ts's (shared with bench/pool-dump.ts); a set named in `BENCH_EXCLUDE` is not read.
 * Results and what they mean: docs/offline-engine-business.md, "A learned scorer" (session 38).
 */
import {
  agreementProposals,
  decisionBlockers,
  decisionCues,
  explicitAssent,
  plainAssent,
  proposals,
} from '../src/cues/decision-cues.js';
import { nextStepBlockers, nextStepCues, nextStepHedges } from '../src/cues/next-step-cues.js';
import { extractDecisions } from '../src/extract/extract-decisions.js';
import { extractNextSteps } from '../src/extract/extract-next-steps.js';
import { recapFlags } from '../src/extract/recap-tracker.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { continuedClauses } from '../src/transcript/continued-clause.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';
import type { TranscriptSentence } from '../src/transcript/transcript-sentence.js';
import { type Case, DEV_SETS, labelledCases } from './labelled-cases.js';

const DEV = DEV_SETS;
const cases = labelledCases(DEV);

/** Validation sets: run for their TOTALS only (PROTOCOL: never per-meeting output, labels or references). */
const VALIDATION = ['blind16', 'blind17', 'blind18', 'blind19', 'blind20'];
const validation = process.env.LEARNED_VALIDATION === '1' ? labelledCases(VALIDATION) : [];

const anyOf = (patterns: readonly RegExp[], text: string) => patterns.some((p) => p.test(text));
const en = 'en';
const D_CUES = decisionCues[en]!;
const D_BLOCK = decisionBlockers[en]!;
const NS_CUES = nextStepCues[en]!.map((c) => c.pattern);
const NS_BLOCK = nextStepBlockers[en]!;
const HEDGE = nextStepHedges[en]!;
const ASSENT = [plainAssent[en]!, explicitAssent[en]!];

export const FEATURES = [
  'bias',
  'dCue',
  'dBlocker',
  'nsCue',
  'nsBlocker',
  'hedge',
  'proposal',
  'agreementProposal',
  'dOnCue',
  'nsOnCue',
  'engineD',
  'engineNS',
  'nextAssent',
  'prevOtherDCue',
  'prevOtherNSCue',
  'prevOtherQuestion',
  'speakerShare',
  'topSpeaker',
  'position',
  'firstTenth',
  'lastTenth',
  'logWords',
  'short',
  'we',
  'i',
  'you',
  'will',
  'should',
  'needTo',
  'goingTo',
  'question',
  'negation',
  'pronounStart',
  'complete',
  'recap',
  'letUs',
  'decidedWord',
  'agreeWord',
  'maybe',
] as const;

interface Row {
  x: number[];
  /** Hashed word features (unigrams, bigrams, the first two words), indices into HASH_DIM buckets. */
  h: number[];
  d: 0 | 1;
  ns: 0 | 1;
  line: number;
}
interface Prepared {
  c: Case;
  rows: Row[];
  engineD: Set<number>;
  engineNS: Set<number>;
  pool: Set<number>;
}

function prepare(c: Case): Prepared {
  const sentences = splitSentences(parseTranscript(c.transcript, c.offset), en);
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const engineD = new Set(result.decisions.flatMap((d) => (d.line === null ? [] : [d.line])));
  const engineNS = new Set(result.nextSteps.flatMap((d) => (d.line === null ? [] : [d.line])));
  const dOn = new Set<number>();
  const nsOn = new Set<number>();
  const recaps = recapFlags(sentences, en);
  extractDecisions(sentences, en, { recaps, onCue: (s) => dOn.add(s.line) });
  extractNextSteps(continuedClauses(sentences, en), en, {
    speakers: [...new Set(sentences.flatMap((s) => (s.speaker ? [s.speaker] : [])))],
    meetingDate: c.date,
    recaps,
    onCue: (s) => nsOn.add(s.line),
  });
  const pool = new Set([...engineD, ...engineNS, ...dOn, ...nsOn]);
  const dLines = new Set(c.labels.decisions.flat());
  const nsLines = new Set(c.labels.nextSteps.flat());
  const wordsBy = new Map<string, number>();
  let total = 0;
  for (const s of sentences) {
    const k = s.speaker ?? '';
    wordsBy.set(k, (wordsBy.get(k) ?? 0) + s.words.length);
    total += s.words.length;
  }
  const top = [...wordsBy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const prevOther = (s: TranscriptSentence) => {
    for (let k = s.index - 1; k >= Math.max(0, s.index - 6); k--)
      if (sentences[k]!.speaker !== s.speaker) return sentences[k]!;
    return null;
  };
  const nextOther = (s: TranscriptSentence) => {
    for (let k = s.index + 1; k < Math.min(sentences.length, s.index + 6); k++)
      if (sentences[k]!.speaker !== s.speaker) return sentences[k]!;
    return null;
  };
  const rows: Row[] = [];
  const seenLine = new Set<number>();
  for (const s of sentences) {
    const t = s.normal;
    const p = prevOther(s);
    const n = nextOther(s);
    const w = s.words.length;
    const pos = s.index / Math.max(1, sentences.length - 1);
    const f: Record<(typeof FEATURES)[number], number> = {
      bias: 1,
      dCue: +anyOf(D_CUES, t),
      dBlocker: +anyOf(D_BLOCK, t),
      nsCue: +anyOf(NS_CUES, t),
      nsBlocker: +anyOf(NS_BLOCK, t),
      hedge: +HEDGE.test(t),
      proposal: +(proposals[en]?.test(t) ?? false),
      agreementProposal: +(agreementProposals[en]?.test(t) ?? false),
      dOnCue: +dOn.has(s.line),
      nsOnCue: +nsOn.has(s.line),
      engineD: +engineD.has(s.line),
      engineNS: +engineNS.has(s.line),
      nextAssent: +(n !== null && anyOf(ASSENT, n.normal)),
      prevOtherDCue: +(p !== null && anyOf(D_CUES, p.normal)),
      prevOtherNSCue: +(p !== null && anyOf(NS_CUES, p.normal)),
      prevOtherQuestion: +(p !== null && /\?\s*$/.test(p.raw)),
      speakerShare: (wordsBy.get(s.speaker ?? '') ?? 0) / Math.max(1, total),
      topSpeaker: +(s.speaker === top),
      position: pos,
      firstTenth: +(pos < 0.1),
      lastTenth: +(pos > 0.9),
      logWords: Math.log1p(w) / 4,
      short: +(w < 5),
      we: +/\b(?:we|we'll|we're|us|our|let's)\b/.test(t),
      i: +/\b(?:i|i'll|i'm|my|me)\b/.test(t),
      you: +/\b(?:you|you'll|your)\b/.test(t),
      will: +/\b(?:will|'ll|shall)\b|'ll\b/.test(t),
      should: +/\b(?:should|must|ought)\b/.test(t),
      needTo: +/\b(?:need to|needs to|have to|has to|got to)\b/.test(t),
      goingTo: +/\b(?:going to|gonna)\b/.test(t),
      question: +/\?\s*$/.test(s.raw),
      negation: +/\b(?:not|no|never|don't|won't|can't|isn't|aren't|didn't|doesn't|n't)\b/.test(t),
      pronounStart: +/^(?:it|that|this|they|those|these)\b/.test(t),
      complete: +s.complete,
      recap: recaps[s.index] ?? 0,
      letUs: +/\blet's\b|\blet us\b/.test(t),
      decidedWord: +/\b(?:decid|agreed|settled|go with|going with|stick with|final|vote)/.test(t),
      agreeWord: +/\b(?:agree|consensus|fine|okay|ok)\b/.test(t),
      maybe: +/\b(?:maybe|perhaps|might|could|probably)\b/.test(t),
    };
    // One row per line: labels and items cite lines; the line's best sentence is the first cue-bearing one.
    if (seenLine.has(s.line) && !(f.dCue || f.nsCue || f.engineD || f.engineNS)) continue;
    seenLine.add(s.line);
    rows.push({
      x: FEATURES.map((k) => f[k]),
      h: hashed(s.words.map((x) => x.toLowerCase())),
      d: dLines.has(s.line) ? 1 : 0,
      ns: nsLines.has(s.line) ? 1 : 0,
      line: s.line,
    });
  }
  return { c, rows, engineD, engineNS, pool };
}

const HASH_DIM = 1 << 14;
/** FNV-1a of a string, into HASH_DIM buckets. */
function bucket(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193);
  return (h >>> 0) % HASH_DIM;
}
function hashed(words: readonly string[]): number[] {
  const out = new Set<number>();
  words.forEach((w, k) => {
    out.add(bucket(`u:${w}`));
    if (k > 0) out.add(bucket(`b:${words[k - 1]} ${w}`));
  });
  if (words[0]) out.add(bucket(`f:${words[0]}`));
  if (words[1]) out.add(bucket(`f2:${words[0]} ${words[1]}`));
  return [...out];
}
/**
 * The same logistic regression over dense features plus hashed word features, by AdaGrad SGD (a batch pass over
 * 16k sparse weights per row would be too slow here); weights: dense then HASH_DIM hashed.
 */
export function trainSparse(
  rows: readonly { x: number[]; h: number[]; y: number }[],
  epochs = 6,
  rate = 0.1,
  l2 = 1e-5,
): number[] {
  const dim = rows[0]!.x.length;
  const w = new Array<number>(dim + HASH_DIM).fill(0);
  const g2 = new Array<number>(dim + HASH_DIM).fill(1e-8);
  const pos = rows.filter((r) => r.y === 1).length;
  const posWeight = Math.min(20, (rows.length - pos) / Math.max(1, pos));
  const order = rows.map((_, i) => i);
  let seed = 1;
  const rand = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const i of order) {
      const r = rows[i]!;
      let z = 0;
      for (let j = 0; j < dim; j++) z += w[j]! * r.x[j]!;
      for (const j of r.h) z += w[dim + j]!;
      const err = (sigmoid(z) - r.y) * (r.y === 1 ? posWeight : 1);
      const step = (j: number, grad: number) => {
        const gg = grad + l2 * w[j]!;
        g2[j]! += gg * gg;
        w[j]! -= (rate * gg) / Math.sqrt(g2[j]!);
      };
      for (let j = 0; j < dim; j++) if (r.x[j] !== 0) step(j, err * r.x[j]!);
      for (const j of r.h) step(dim + j, err);
    }
  }
  return w;
}
const scoreSparse = (w: readonly number[], x: readonly number[], h: readonly number[]) => {
  let z = 0;
  for (let j = 0; j < x.length; j++) z += w[j]! * x[j]!;
  for (const j of h) z += w[x.length + j]!;
  return sigmoid(z);
};
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
/** L2-regularised logistic regression, positives weighted to balance the classes, batch gradient descent. */
export function train(
  rows: readonly { x: number[]; y: number }[],
  epochs = 400,
  rate = 0.5,
  l2 = 1e-3,
): number[] {
  const dim = rows[0]!.x.length;
  const w = new Array<number>(dim).fill(0);
  const pos = rows.filter((r) => r.y === 1).length;
  const posWeight = Math.min(20, (rows.length - pos) / Math.max(1, pos));
  for (let e = 0; e < epochs; e++) {
    const g = new Array<number>(dim).fill(0);
    let norm = 0;
    for (const r of rows) {
      let z = 0;
      for (let j = 0; j < dim; j++) z += w[j]! * r.x[j]!;
      const weight = r.y === 1 ? posWeight : 1;
      const err = (sigmoid(z) - r.y) * weight;
      norm += weight;
      for (let j = 0; j < dim; j++) g[j]! += err * r.x[j]!;
    }
    for (let j = 0; j < dim; j++) w[j]! -= rate * (g[j]! / norm + (j === 0 ? 0 : l2 * w[j]!));
  }
  return w;
}
const scoreOf = (w: readonly number[], x: readonly number[]) =>
  sigmoid(x.reduce((a, v, j) => a + v * w[j]!, 0));

const t0 = Date.now();
const prepared = cases.map(prepare);
console.error(`prepared ${prepared.length} meetings in ${Date.now() - t0} ms`);

// (1) Ceiling.
console.log(
  '## Ceiling: labelled groups with a line in any candidate pool (cue match of either kind, or an item)\n',
);
const ceil = new Map<string, number[]>();
for (const p of prepared) {
  const groups = [...p.c.labels.decisions, ...p.c.labels.nextSteps];
  const inPool = groups.filter((g) => g.some((l) => p.pool.has(l))).length;
  const inEngine = groups.filter((g) => g.some((l) => p.engineD.has(l) || p.engineNS.has(l))).length;
  for (const key of [p.c.set, 'all']) {
    const t = ceil.get(key) ?? [0, 0, 0];
    t[0]! += inPool;
    t[1]! += inEngine;
    t[2]! += groups.length;
    ceil.set(key, t);
  }
}
for (const [k, [a = 0, b = 0, n = 0]] of ceil)
  console.log(
    `${k.padEnd(8)} pool ${a}/${n} = ${(a / n).toFixed(3)}   engine items ${b}/${n} = ${(b / n).toFixed(3)}`,
  );

// (1b) LEARNED_MISSES=1: every labelled dev group with no line in any pool, sorted by a rough linguistic kind (the
// first pattern that matches one of its lines; a sorting aid, not a rule of the engine), with counts per kind, then stop.
const MISS_KINDS: readonly (readonly [string, RegExp])[] = [
  [
    'committee / body will or agreed',
    /\b(?:the|this) (?:committee|board|council|group|team|panel|meeting)\b.{0,30}\b(?:will|shall|should|is going to|agreed|decided|recommends?|would)\b/,
  ],
  [
    'outcome said: go with X / X it is / gonna be X',
    /\b(?:go(?:ing)? (?:for|with)|stick(?:ing)? (?:to|with)|gonna be|going to be|it'll be|it is then|it is,|that's it then|we've got|we have got|we'll have|we'll use|we'll take|we'll keep|we're using|we're having|we're going with|so we have)\b/,
  ],
  [
    '"what we should / need to do is X"',
    /\bwhat (?:we|you|i) (?:should|need to|have to|want to|could|might) (?:do|try)\b|\bthe (?:idea|plan|thing to do|next step) (?:is|would be)\b/,
  ],
  [
    'task to another: you will / can you (accepted)',
    /\b(?:can|could|would|will) you\b|\byou(?:'ll| will| should| need to| have to| must| could| can| might want to|'re going to| are going to| gonna)\b|\byour (?:job|task)\b/,
  ],
  [
    "self task: I will / I'll try / let me",
    /\b(?:i'll|i will|i'm going to|i am going to|i'm gonna|i can|i could|i should|i need to|i have to|i'd better|let me|i'll try|i was going to|i'm supposed to)\b/,
  ],
  [
    'we will / we should / we need to',
    /\b(?:we'll|we will|we should|we need to|we have to|we must|we're going to|we are going to|we're gonna|we can|we could|we might|we want to|we'd like to|we'd better|shall we|we ought to)\b/,
  ],
  [
    'chair conclusion: right so / okay so / so',
    /^(?:right|okay|ok|alright|all right|so|well)\b.{0,6}\bso\b|^so\b/,
  ],
  ["let's / let us", /\blet's\b|\blet us\b/],
  ['agreement / yes-form', /\b(?:agree|agreed|yes|yeah|okay|fine|sure|good idea|sounds good|exactly)\b/],
  ['statement of fact or feature (no modal, no person)', /./],
];
if (process.env.LEARNED_MISSES === '1') {
  const byKind = new Map<string, number[]>();
  for (const p of prepared) {
    const sentences = splitSentences(parseTranscript(p.c.transcript, p.c.offset), en);
    const textOf = (line: number) =>
      sentences
        .filter((s) => s.line === line)
        .map((s) => `${s.speaker ?? ''}: ${s.raw}`)
        .join(' ')
        .replace(/^(\S*: )(.*?) \1/, '$1$2 ');
    for (const [kind, groups] of [
      ['D', p.c.labels.decisions],
      ['NS', p.c.labels.nextSteps],
    ] as const)
      for (const g of groups) {
        if (g.some((l) => p.pool.has(l))) continue;
        const norm = g.map((l) =>
          sentences
            .filter((s) => s.line === l)
            .map((s) => s.normal)
            .join(' '),
        );
        const [label] = MISS_KINDS.find(([, re]) => norm.some((t) => re.test(t)))!;
        const t = byKind.get(label) ?? [0, 0];
        t[kind === 'D' ? 0 : 1]! += 1;
        byKind.set(label, t);
        console.log(
          `MISS ${kind} ${p.c.set} ${p.c.name} [${label}] ${g.map((l) => `L${l} ${textOf(l).slice(0, 220)}`).join(' | ')}`,
        );
      }
  }
  console.log('\n| kind | decisions | next steps |\n| --- | ---: | ---: |');
  for (const [label, [d = 0, ns = 0]] of [...byKind].sort(
    (a, b) => b[1][0]! + b[1][1]! - a[1][0]! - a[1][1]!,
  ))
    console.log(`| ${label} | ${d} | ${ns} |`);
  process.exit(0);
}

// (2) Leave-one-set-out cross-validation, for two feature sets: all, and the sentence's own content only (no
// engine verdicts: on dev, where the rules were tuned, "the engine reported it" is right 82 % of the time, which says
// nothing about meetings the rules never saw).
const ENGINE_FEATURES = new Set(['engineD', 'engineNS', 'dOnCue', 'nsOnCue']);
type Scored = { p: Prepared; sd: number[]; sns: number[] };
const masked = (x: readonly number[], mask: readonly boolean[]) => x.map((v, j) => (mask[j] ? v : 0));
/** quality.ts's measure for one kind: items cited right / items, groups cited / groups. */
function tally(items: Set<number>, groups: number[][]) {
  const lines = new Set(groups.flat());
  return {
    items: items.size,
    right: [...items].filter((l) => lines.has(l)).length,
    found: groups.filter((g) => g.some((l) => items.has(l))).length,
    groups: groups.length,
  };
}
function measure(scored: Scored[], pick: (s: Scored, kind: 'd' | 'ns') => Set<number>, sets?: string[]) {
  let items = 0;
  let right = 0;
  let found = 0;
  let groups = 0;
  for (const s of scored.filter((x) => !sets || sets.includes(x.p.c.set)))
    for (const [kind, g] of [
      ['d', s.p.c.labels.decisions],
      ['ns', s.p.c.labels.nextSteps],
    ] as const) {
      const t = tally(pick(s, kind), g);
      items += t.items;
      right += t.right;
      found += t.found;
      groups += t.groups;
    }
  return `P ${(right / Math.max(1, items)).toFixed(3)} (${right}/${items}) R ${(found / Math.max(1, groups)).toFixed(3)} (${found}/${groups})`;
}
const engineItems = (s: Scored, kind: 'd' | 'ns') => (kind === 'd' ? s.p.engineD : s.p.engineNS);
const filtered = (t: number) => (s: Scored, kind: 'd' | 'ns') => {
  const sc = kind === 'd' ? s.sd : s.sns;
  const keep = new Set<number>();
  s.p.rows.forEach((r, i) => {
    if (engineItems(s, kind).has(r.line) && sc[i]! >= t) keep.add(r.line);
  });
  return keep;
};
const alone = (t: number) => (s: Scored, kind: 'd' | 'ns') => {
  const sc = kind === 'd' ? s.sd : s.sns;
  const other = kind === 'd' ? s.sns : s.sd;
  const keep = new Set<number>();
  s.p.rows.forEach((r, i) => {
    if (sc[i]! >= t && sc[i]! >= other[i]!) keep.add(r.line);
  });
  return keep;
};
const added = (t: number) => (s: Scored, kind: 'd' | 'ns') =>
  new Set([...engineItems(s, kind), ...alone(t)(s, kind)]);
const FILTER_T = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];
const ALONE_T = [0.5, 0.7, 0.8, 0.9, 0.95, 0.97];
const VARIANTS = [
  ['all features', FEATURES.map(() => true), false],
  ['content only (no engine verdicts)', FEATURES.map((k) => !ENGINE_FEATURES.has(k)), false],
  ['all features + hashed words', FEATURES.map(() => true), true],
  ['content only + hashed words', FEATURES.map((k) => !ENGINE_FEATURES.has(k)), true],
] as const;
const only = process.env.LEARNED_VARIANTS?.split(',').map(Number);
for (const [label, mask, sparse] of VARIANTS.filter((_, i) => !only || only.includes(i))) {
  const fit = (rows: readonly Row[], y: (r: Row) => number): ((r: Row) => number) => {
    if (sparse) {
      const w = trainSparse(rows.map((r) => ({ x: masked(r.x, mask), h: r.h, y: y(r) })));
      return (r) => scoreSparse(w, masked(r.x, mask), r.h);
    }
    const w = train(rows.map((r) => ({ x: masked(r.x, mask), y: y(r) })));
    return (r) => scoreOf(w, masked(r.x, mask));
  };
  const scored: Scored[] = [];
  for (const held of DEV) {
    const trainRows = prepared.filter((p) => p.c.set !== held).flatMap((p) => p.rows);
    const fd = fit(trainRows, (r) => r.d);
    const fns = fit(trainRows, (r) => r.ns);
    for (const p of prepared.filter((q) => q.c.set === held))
      scored.push({ p, sd: p.rows.map(fd), sns: p.rows.map(fns) });
  }
  console.log(`\n## ${label}: cross-validated (leave one dev set out), D+NS pooled over the dev sets\n`);
  console.log(`engine as is              ${measure(scored, engineItems)}`);
  for (const t of FILTER_T)
    console.log(`filter engine items t=${t.toFixed(2)} ${measure(scored, filtered(t))}`);
  for (const t of ALONE_T) console.log(`scorer alone t=${t.toFixed(2)}        ${measure(scored, alone(t))}`);
  for (const t of [0.9, 0.95, 0.97])
    console.log(`engine + scorer t=${t.toFixed(2)}     ${measure(scored, added(t))}`);
  console.log('\nper held-out dev set, engine → filter t=0.5 / 0.7:');
  for (const set of DEV)
    console.log(
      `${set.padEnd(8)} ${measure(scored, engineItems, [set])} → ${measure(scored, filtered(0.5), [set])} / ${measure(scored, filtered(0.7), [set])}`,
    );
  // Weights on all dev sets.
  const all = prepared.flatMap((p) => p.rows);
  const wd = train(all.map((r) => ({ x: masked(r.x, mask), y: r.d })));
  const wns = train(all.map((r) => ({ x: masked(r.x, mask), y: r.ns })));
  const fd = fit(all, (r) => r.d);
  const fns = fit(all, (r) => r.ns);
  console.log(`\n### ${label}: dense weights trained on all dev sets (features are 0/1 or in [0, 1])\n`);
  console.log('| feature | decision | next step |\n| --- | ---: | ---: |');
  for (const [j, k] of FEATURES.entries())
    if (mask[j]) console.log(`| ${k} | ${wd[j]!.toFixed(2)} | ${wns[j]!.toFixed(2)} |`);
  if (validation.length > 0) {
    const vp = validation.map(prepare);
    const vs: Scored[] = vp.map((p) => ({
      p,
      sd: p.rows.map(fd),
      sns: p.rows.map(fns),
    }));
    console.log(`\n### ${label}: validation TOTALS per set (weights from all dev sets)\n`);
    for (const set of ['all', ...VALIDATION]) {
      const only = set === 'all' ? undefined : [set];
      console.log(
        `${set.padEnd(8)} engine ${measure(vs, engineItems, only)} | filter .5 ${measure(vs, filtered(0.5), only)} | filter .7 ${measure(vs, filtered(0.7), only)} | alone .9 ${measure(vs, alone(0.9), only)}`,
      );
    }
  }
}
const rowsAll = prepared.flatMap((p) => p.rows);
console.log(
  `\nrows ${rowsAll.length}, decision lines ${rowsAll.filter((r) => r.d).length}, task lines ${rowsAll.filter((r) => r.ns).length}`,
);
