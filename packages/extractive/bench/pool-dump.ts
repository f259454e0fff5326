/**
 * Every decision and next step of the real labelled meetings, pooled (the sample vault, transcript only, and
 * bench/blind8–blind15, meetings marked `unlabelled` left out), each against the hand labels: `OK` (its cited line is
 * in a group of its kind), `XK` (in a group of the other kind), `FP` (in none), then `MISS` for each group no item
 * cites, with the text of its lines. For sorting what goes wrong by kind before changing the engine (issue 15,
 * session 24); the figures themselves are `bench/quality.ts`'s. Each item line ends with `words=` (words of the line
 * it was cut from) and `next=` (the next two other speakers' turns, cut to 70 characters).
 *
 *     BENCH_EXCLUDE=blind16 pnpm exec tsx bench/pool-dump.ts [set]    # set: sample, blind8 … blind15; default all
 *
 * Closes with a summary: per set and pooled, for decisions (D), next steps (T) and both (D+NS), P = items whose line
 * is labelled with their kind / items reported, R = labelled groups cited / groups (`bench/quality.ts`'s measures).
 * Reads src/, not dist/. blind13 joined the pool in session 25, blind14 in session 27, blind15 in session 28, each
 * after its held-out runs; never add a set still held out (bench/blind16 in session 28, bench/blind17 from session
 * 29, bench/blind18 from session 31, bench/blind19 from session 32, bench/blind20 from session 33, bench/blind21 from session
 * 34, bench/blind22 from session 35, bench/blind23 from session 36, bench/blind24 from session 37, bench/blind25 from
 * session 38, bench/blind26 from session 39, bench/blind27 from session 40, bench/blind28 from session 41,
 * bench/blind29 from session 42, bench/blind30 from session 43, bench/blind31 from session 44, bench/blind32 from
 * session 45, bench/blind33 from session 46, bench/blind34 from session 47, bench/blind35 from session 48,
 * bench/blind36 from session 49) here, and name it in `BENCH_EXCLUDE` (comma-separated set names: those sets are not
 * read) as for the other benches.
 */
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { DEV_SETS, labelledCases } from './labelled-cases.js';

const cases = labelledCases(DEV_SETS);

const only = process.argv[2];
/** Per set and kind: items right, items reported, groups cited, groups labelled (the closing summary lines). */
const tally = new Map<string, number[]>();
const count = (key: string, right: number, items: number, cited: number, groups: number) => {
  const t = tally.get(key) ?? [0, 0, 0, 0];
  t[0]! += right;
  t[1]! += items;
  t[2]! += cited;
  t[3]! += groups;
  tally.set(key, t);
};
for (const c of cases) {
  if (only && c.set !== only) continue;
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const segments = parseTranscript(c.transcript, c.offset);
  const at = new Map(segments.map((s, i) => [s.line, i]));
  const said = (line: number) => {
    const s = segments[at.get(line) ?? -1];
    return s ? `${s.speaker ?? ''}: ${s.text}` : '';
  };
  const next = (line: number) => {
    const i = at.get(line) ?? -1;
    if (i < 0) return '';
    const speaker = segments[i]!.speaker;
    return segments
      .slice(i + 1)
      .filter((s) => s.speaker !== speaker)
      .slice(0, 2)
      .map((s) => `[${s.speaker}] ${s.text.slice(0, 70)}`)
      .join(' / ');
  };
  console.log(`\n## ${c.set} ${c.name}`);
  const kinds = [
    ['D', result.decisions, c.labels.decisions, c.labels.nextSteps],
    ['T', result.nextSteps, c.labels.nextSteps, c.labels.decisions],
  ] as const;
  for (const [kind, items, groups, otherGroups] of kinds) {
    const mine = new Set(groups.flat());
    const other = new Set(otherGroups.flat());
    for (const x of items as readonly { line: number | null; text: string }[]) {
      if (x.line === null) continue;
      const verdict = mine.has(x.line) ? 'OK' : other.has(x.line) ? 'XK' : 'FP';
      const line = said(x.line);
      console.log(
        `${verdict} ${kind} L${x.line} «${x.text}» <= ${line.slice(0, 300)} words=${line.split(/\s+/).length - 1} next=${next(x.line)}`,
      );
    }
    const cited = (items as readonly { line: number | null }[]).filter((x) => x.line !== null);
    let found = 0;
    for (const g of groups)
      if (!g.some((l) => cited.some((x) => x.line === l)))
        console.log(`MISS ${kind} ${g.map((l) => `L${l} ${said(l).slice(0, 250)}`).join(' | ')}`);
      else found++;
    const right = cited.filter((x) => mine.has(x.line!)).length;
    for (const key of [`${c.set} ${kind}`, `${c.set} D+NS`, `pool ${kind}`, 'pool D+NS'])
      count(key, right, cited.length, found, groups.length);
  }
}
console.log('\n## summary (P = right / reported, R = groups cited / labelled)');
for (const [key, [right = 0, items = 0, found = 0, groups = 0]] of [...tally].sort(([a], [b]) =>
  a.localeCompare(b),
))
  console.log(
    `${key.padEnd(16)} P ${(items ? right / items : 0).toFixed(3)} (${right}/${items})  R ${(groups ? found / groups : 0).toFixed(3)} (${found}/${groups})`,
  );
