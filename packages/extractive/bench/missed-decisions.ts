/**
 * Dev only (session 44, qualityD): every labelled decision group of the dev sets that no decision cites, with its lines
 * as said and the lines around them (`MISSED_CONTEXT` lines before, default 3; 2 after; labelled lines starred), so the
 * discussion that led to it can be read, then a table of the missed groups by a rough kind of their labelled lines
 * and by the kind of meeting (AMI design, ICSI research, committee). The kinds are a sorting aid (the first that
 * matches one of the group's lines, in the order of {@link KINDS}), not an engine rule. Never reads validation or
 * held-out sets.
 *
 *     pnpm exec tsx bench/missed-decisions.ts
 */
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { DEV_SETS, labelledCases } from './labelled-cases.js';

/** Rough kinds of a labelled line, on its words as said (lower-cased, speaker label removed). */
const KINDS: readonly (readonly [string, RegExp])[] = [
  [
    'cost or budget said',
    /\b(?:euros?|pounds?|cost|costs|price|budget|cheap(?:er)?|expensive|afford|money)\b/,
  ],
  ["let's / let me / why don't we", /\blet's\b|\blet\s+me\b|\bwhy\s+don't\s+we\b/],
  ['we decided / agreed / determined / consensus', /\b(?:decided|agreed|determined|consensus|agreement)\b/],
  [
    "we can't / not possible / out / drop",
    /\bcan't\b|\bnot\s+possible\b|\bout\b|\bdrop|\bskip|\bforget\b|\bdon't\s+need\b/,
  ],
  [
    "we'll / we're gonna / going for / using / we have",
    /\bwe(?:'ll|\s+will|'re|\s+are|'ve|\s+have|\s+just)\b/,
  ],
  [
    'it / the X will / would / has to / should be',
    /\b(?:it|that|this|the\s+\w+)\s+(?:will|would|has\s+to|should|is\s+gonna|'ll)\s+be\b|\bit's\s+(?:gotta|gonna)\b/,
  ],
  [
    'we should / need / want / I think / I would say',
    /\bwe\s+(?:should|need|want|could|can)\b|\bi\s+(?:think|would|'d|suggest)\b/,
  ],
  ['a question answered ("do we want …?")', /\?/],
  ['short: a thing named or assent (≤ 5 words)', /^(?:\S+\s+){0,4}\S+$/],
];

const meetingKind = (name: string) =>
  /^(?:ES|IS|TS)\d/.test(name)
    ? 'AMI'
    : /^B(?:mr|ro|ed|ns|sr|tr)\d/.test(name)
      ? 'ICSI'
      : /^\d{4}-/.test(name)
        ? 'sample'
        : 'committee';

const before = Number(process.env.MISSED_CONTEXT ?? 3);
const table = new Map<string, Map<string, number>>();
let total = 0;
for (const c of labelledCases(DEV_SETS)) {
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const cited = new Set(result.decisions.map((x) => x.line));
  const lines = c.transcript.split('\n');
  const said = (l: number) => lines[l - 1 - c.offset]?.slice(0, 300) ?? '';
  const words = (l: number) =>
    said(l)
      .replace(/^\s*(?:\[[\d:]+\]\s*)?\*\*[^*]+:\*\*\s*/, '')
      .toLowerCase()
      .replace(/’/g, "'");
  for (const g of c.labels.decisions) {
    if (g.some((l) => cited.has(l))) continue;
    total++;
    const kind = KINDS.find(([, re]) => g.some((l) => re.test(words(l).trim())))?.[0] ?? 'other statement';
    const row = table.get(kind) ?? new Map<string, number>();
    row.set(meetingKind(c.name), (row.get(meetingKind(c.name)) ?? 0) + 1);
    table.set(kind, row);
    console.log(`## ${c.set}/${c.name} ${g.join(',')} [${kind}]`);
    const first = Math.min(...g);
    const last = Math.max(...g);
    for (let l = Math.max(1 + c.offset, first - before); l <= last + 2; l++)
      if (said(l).trim() !== '') console.log(`  ${g.includes(l) ? '*' : ' '}${l}: ${said(l)}`);
  }
}
const cols = ['AMI', 'ICSI', 'committee', 'sample'];
console.log(
  `\n${total} missed decision groups\n| kind | ${cols.join(' | ')} | all |\n| --- |${cols.map(() => ' ---: |').join('')} ---: |`,
);
for (const [kind] of [...KINDS, ['other statement']]) {
  const row = table.get(kind!);
  if (!row) continue;
  const n = cols.map((k) => row.get(k) ?? 0);
  console.log(`| ${kind} | ${n.join(' | ')} | ${n.reduce((a, b) => a + b, 0)} |`);
}
