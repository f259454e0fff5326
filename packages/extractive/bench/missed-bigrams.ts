/**
 * Where the reference bigrams the Summary misses are (issue 15, session 43, E266): dev sets only (sample, blind8–15).
 * Run: `pnpm exec tsx bench/missed-bigrams.ts [set …]`. For each meeting, each distinct reference bigram (lower case,
 * word tokens) absent from the Summary is looked up in the transcript and put in the first kind that holds it:
 * `key point, cut` (on a key point's line, not in its shown text: cut by cleaning or the context budget), `candidate`
 * (in a key-point candidate sentence that lost the ranking), `other sentence` (in a cleaned sentence that is no
 * candidate: too short, too long, a question …), `raw only` (only in the words as spoken: the cleaning took it) or
 * `not said` (abstract: the reference's own words). Said ones are also counted by quarter of the meeting, by chair or
 * not (Project Manager, a Professor, else the first speaker) and by turn length. Never run on validation or held-out
 * sets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leadBaseline, sectionOf } from '../src/evaluate/evaluate.js';
import { loadSampleMeetings, type SampleMeeting } from '../src/evaluate/sample-vault.js';
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import { stripSummaryMarkdown } from '../src/render/strip-summary-markdown.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { isKeyPointCandidate } from '../src/topics/block-topics.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const DEV = ['sample', 'blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15'];
const sets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : DEV;
for (const s of sets) if (!DEV.includes(s)) throw new Error(`${s} is not a dev set`);

const here = (rel: string) => fileURLToPath(new URL(rel, import.meta.url));
const tokens = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
const bigrams = (t: string) => {
  const w = tokens(t);
  const out = new Set<string>();
  for (let i = 1; i < w.length; i++) out.add(`${w[i - 1]} ${w[i]}`);
  return out;
};
const words = (t: string) => t.split(/\s+/).filter(Boolean).length;

interface Meeting {
  set: string;
  name: string;
  transcript: string;
  offset: number;
  reference: string;
}
const meetings: Meeting[] = [];
for (const set of sets) {
  if (set === 'sample') {
    const fromVault = ({ name, transcript, reference, transcriptBodyStartLine }: SampleMeeting): Meeting => ({
      set,
      name,
      transcript,
      offset: transcriptBodyStartLine - 1,
      reference,
    });
    meetings.push(...loadSampleMeetings().map(fromVault));
    continue;
  }
  const refs = JSON.parse(readFileSync(here(`./${set}/references.json`), 'utf8')) as Record<string, string>;
  for (const file of readdirSync(here(`./${set}/`))
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const name = file.slice(0, -3);
    if (!(name in refs)) continue;
    meetings.push({
      set,
      name,
      transcript: readFileSync(here(`./${set}/${file}`), 'utf8'),
      offset: 0,
      reference: refs[name]!,
    });
  }
}

const KINDS = ['key point, cut', 'candidate', 'other sentence', 'raw only', 'not said'] as const;
type Kind = (typeof KINDS)[number];
const total = {
  kinds: Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>,
  quarter: [0, 0, 0, 0],
  chair: 0,
  other: 0,
  short: 0,
  mid: 0,
  long: 0,
  leadHas: 0,
};
console.log(
  '| set | meeting | transcript words | reference words | Summary words | ref. bigrams | missed | key point, cut | candidate | other sentence | raw only | not said | said in Q1/Q2/Q3/Q4 | by chair | in turns <30 / 30–99 / 100+ words | lead has |',
);
console.log(
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | ---: |',
);
for (const m of meetings) {
  const result = summarizeExtractive({
    transcript: m.transcript,
    meetingDate: '2026-04-01',
    lineOffset: m.offset,
  });
  const summary = stripSummaryMarkdown(sectionOf(result.body, 'Summary'));
  const have = bigrams(summary);
  const lead = bigrams(leadBaseline(m.transcript, words(summary)));
  const ref = bigrams(m.reference);
  const missed = [...ref].filter((b) => !have.has(b));
  const segments = parseTranscript(m.transcript, m.offset);
  const speakers = [...new Set(segments.map((s) => s.speaker).filter((s): s is string => s !== null))];
  const chair =
    speakers.find((s) => /project manager/i.test(s)) ??
    speakers.find((s) => /^professor/i.test(s)) ??
    segments.find((s) => s.speaker)?.speaker ??
    null;
  const sentences = splitSentences(segments, 'en');
  const keyLines = new Set(result.keyPoints.map((k) => k.line));
  const turnWords = new Map(segments.map((s) => [s.line, words(s.text)]));
  const row = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  const q = [0, 0, 0, 0];
  let byChair = 0;
  const len = [0, 0, 0];
  let leadHas = 0;
  const bgOf = sentences.map((s) => ({ s, clean: bigrams(s.clean), raw: bigrams(s.raw) }));
  for (const b of missed) {
    if (lead.has(b)) leadHas++;
    const inClean = bgOf.filter((x) => x.clean.has(b));
    const inRaw = bgOf.filter((x) => x.raw.has(b));
    let kind: Kind;
    if (inClean.some((x) => keyLines.has(x.s.line))) kind = 'key point, cut';
    else if (inClean.some((x) => isKeyPointCandidate(x.s, sentenceTerms(x.s.clean, 'en'), 'en')))
      kind = 'candidate';
    else if (inClean.length > 0) kind = 'other sentence';
    else if (inRaw.length > 0) kind = 'raw only';
    else kind = 'not said';
    row[kind]++;
    const first = (inClean[0] ?? inRaw[0])?.s;
    if (first) {
      q[Math.min(3, Math.floor((4 * first.index) / sentences.length))]!++;
      if (first.speaker === chair) byChair++;
      const tw = turnWords.get(first.line) ?? 0;
      len[tw < 30 ? 0 : tw < 100 ? 1 : 2]!++;
    }
  }
  for (const k of KINDS) total.kinds[k] += row[k];
  q.forEach((v, i) => {
    total.quarter[i]! += v;
  });
  total.chair += byChair;
  total.other += missed.length - row['not said'] - byChair;
  total.short += len[0]!;
  total.mid += len[1]!;
  total.long += len[2]!;
  total.leadHas += leadHas;
  console.log(
    `| ${m.set} | ${m.name.slice(0, 40)} | ${words(m.transcript)} | ${words(m.reference)} | ${words(summary)} | ${ref.size} | ${missed.length} | ${KINDS.map((k) => row[k]).join(' | ')} | ${q.join('/')} | ${byChair} | ${len.join(' / ')} | ${leadHas} |`,
  );
}
console.log(
  `| **total** | | | | | | | ${KINDS.map((k) => total.kinds[k]).join(' | ')} | ${total.quarter.join('/')} | ${total.chair} (other ${total.other}) | ${total.short} / ${total.mid} / ${total.long} | ${total.leadHas} |`,
);
