/**
 * Ablation by rule family of decisions + next steps (session 41, issue 15): D+NS precision / recall of dev and
 * validation as bench/quality.ts counts them (an item is right when its cited line is in a labelled group; a group is
 * found when an item cites one of its lines), and for each family (src/extract/rule-families.ts) the items it gave,
 * how many were right, and the groups only it found (what dropping it would cost, if no other family took its lines).
 * Validation (blind16-20) is printed as totals only, never per meeting. Only D+NS: no ROUGE, so a run takes minutes.
 *
 *     BENCH_EXCLUDE=blind21,…,blind36 [BENCH_DISABLE_FAMILY=n:cue:3,d:agreed-proposal] pnpm exec tsx bench/rule-families.ts
 *
 * `BENCH_DISABLE_FAMILY` (comma-separated family names or prefixes) is bench-only, as in bench/quality.ts.
 * `BENCH_FAMILY_SETS=dev|validation` runs one side only.
 * `BENCH_FAMILY_ITEMS=<family or prefix>` (session 43) lists that family's DEV items, one a line ("right" / "wrong",
 * set/meeting:line, the text): what a finder took, to read before gating it. Never for validation (totals only).
 * `BENCH_OUTCOME_ITEMS=1` (session 47) lists each DEV decision that hits a group on a line other than the group's
 * outcome line ("before" / "after" the outcome, family, set/meeting:line → outcome line, the text). Dev only.
 */
import { benchRuleFamilies } from '../src/extract/rule-families.js';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { chairOf, contextBuckets, turns } from './discussion-context.js';
import { DEV_SETS, labelledCases } from './labelled-cases.js';
import { addOutcomes, outcomeLine, outcomeTally } from './outcome-lines.js';
import { meetingShape, taskFeatures } from './task-features.js';

const VALIDATION = ['blind16', 'blind17', 'blind18', 'blind19', 'blind20'];
let disabled = (process.env.BENCH_DISABLE_FAMILY ?? '').split(',').filter(Boolean);
/** `BENCH_FAMILY_SWEEP=a,b,c`: one run per family named, each turned off alone, totals lines only. */
const sweep = (process.env.BENCH_FAMILY_SWEEP ?? '').split(',').filter(Boolean);
const only = process.env.BENCH_FAMILY_SETS;
/** A family (or prefix before a `:`) whose dev items are listed; validation items are never listed. */
const listed = process.env.BENCH_FAMILY_ITEMS;
const listOutcomes = process.env.BENCH_OUTCOME_ITEMS === '1';
const inFamily = (family: string) =>
  listed !== undefined && (family === listed || family.startsWith(`${listed}:`));

interface Tally {
  items: number;
  correct: number;
  onlyGroups: number;
}

/**
 * `BENCH_FAMILY_SPLIT=1`: each family's items also counted by a few features of the item (what a stricter gate could
 * ask). `BENCH_FAMILY_SPLIT=tasks` (session 49): each next step counted by bench/task-features.ts's features that are
 * not text forms (the answer in the next 3 turns, the chair, the quarter, length, the verb's class), per family and
 * over all next steps (`n:*`); `BENCH_FAMILY_SPLIT_PAIR=answer,verb` also crosses two of them (`answer,*`: the first with each). Totals only.
 */
const split = process.env.BENCH_FAMILY_SPLIT === '1';
const taskSplit = process.env.BENCH_FAMILY_SPLIT === 'tasks';
const pair = (process.env.BENCH_FAMILY_SPLIT_PAIR ?? '').split(',').filter(Boolean);
/**
 * `BENCH_TASK_DROP='verb=meeting-hand&meanturn=>50;family=n:cue:1&meanturn=>50'` (session 49): what a gate on
 * bench/task-features.ts's features would give, without building it — a next step is left out when it shows every
 * `&`-joined feature of one `;`-separated alternative (`family=<name>` matches its family). Bench only.
 */
const drops = (process.env.BENCH_TASK_DROP ?? '')
  .split(';')
  .filter(Boolean)
  .map((alt) => alt.split('&'));
function dropped(features: readonly string[], family: string): boolean {
  const has = new Set([...features, `family=${family}`]);
  return drops.some((alt) => alt.every((f) => has.has(f)));
}
/**
 * `BENCH_FAMILY_CONTEXT=1` (session 49, E402): each DECISION family's items counted by where the line sits in the
 * discussion (bench/discussion-context.ts: the next other speaker's reply, agreement from others, words taken up
 * from another's earlier line, distance to the topic's end, the chair), and the same over all decisions as `d:*`.
 */
const context = process.env.BENCH_FAMILY_CONTEXT === '1';
/** `BENCH_FAMILY_CROSS=chair` (with the context): each context feature also counted crossed with the one named. */
const cross = process.env.BENCH_FAMILY_CROSS;
function crossed(features: string[]): string[] {
  const by = features.find((f) => cross !== undefined && f.startsWith(`${cross}=`));
  return by === undefined
    ? features
    : [...features, ...features.filter((f) => f !== by).map((f) => `${by}&${f}`)];
}
const splits = new Map<string, [number, number]>();
function splitTally(key: string, right: boolean) {
  const v = splits.get(key) ?? [0, 0];
  v[0]++;
  if (right) v[1]++;
  splits.set(key, v);
}
/** The features a stricter gate could ask of an item: a date, where in the meeting, its length, a hedge, a condition. */
function buckets(
  x: { text: string; due?: string | null; owner?: string | null; speaker: string | null },
  at: number,
): string[] {
  const words = x.text.split(/\s+/).length;
  return [
    `due=${x.due ? 'yes' : 'no'}`,
    `third=${Math.min(2, Math.floor(at * 3))}`,
    `words=${words < 8 ? '<8' : words <= 20 ? '8-20' : '>20'}`,
    `try=${/\btry\s+(?:to|and)\b/i.test(x.text) ? 'yes' : 'no'}`,
    `if=${/\b(?:if|when|unless)\b/i.test(x.text) ? 'yes' : 'no'}`,
    `opens-i=${/^(?:so\s+|and\s+|then,?\s+|okay,?\s+|well,?\s+)?i\b/i.test(x.text) ? 'yes' : 'no'}`,
    `owner=${x.owner === undefined ? '-' : x.owner === x.speaker ? 'speaker' : x.owner === null ? 'none' : 'other'}`,
  ];
}

function side(title: string, sets: readonly string[], table = true, listItems = false) {
  const cases = labelledCases(sets);
  if (cases.length === 0) return;
  let items = 0;
  let correct = 0;
  let groups = 0;
  let found = 0;
  /** Per kind (d = decisions, n = next steps): items, right, groups, found — the D+NS totals split (session 46). */
  const byKind = { d: [0, 0, 0, 0], n: [0, 0, 0, 0] };
  const outcomes = outcomeTally();
  const families = new Map<string, Tally>();
  const tally = (f: string) => {
    let t = families.get(f);
    if (!t) {
      t = { items: 0, correct: 0, onlyGroups: 0 };
      families.set(f, t);
    }
    return t;
  };
  for (const c of cases) {
    const record = new Map<string, string>();
    benchRuleFamilies({ disabled, record });
    const result = summarizeExtractive({
      transcript: c.transcript,
      meetingDate: c.date,
      lineOffset: c.offset,
    });
    benchRuleFamilies({});
    addOutcomes(outcomes, result.decisions, c.labels.decisions, c.labels.outcomes);
    const said = context ? turns(c.transcript) : [];
    const chair = context ? chairOf(said) : null;
    const spans = result.topics.map((t): [number, number] => [
      t.firstLine - 1 - c.offset,
      t.lastLine - 1 - c.offset,
    ]);
    if (listItems && listOutcomes && c.labels.outcomes)
      for (const x of result.decisions) {
        const at = c.labels.decisions.findIndex((g) => g.includes(x.line!));
        const outcome = c.labels.outcomes[at];
        if (x.line === null || outcome === undefined || c.labels.outcomes.includes(x.line)) continue;
        console.log(
          `${x.line < outcome ? 'before' : 'after'} ${record.get(`d:${x.line}`) ?? 'd:other'} ${c.set}/${c.name}:${x.line} → ${outcome} ${x.text.slice(0, 160)}`,
        );
      }
    for (const [kind, list, labelGroups] of [
      ['d', result.decisions, c.labels.decisions],
      ['n', result.nextSteps, c.labels.nextSteps],
    ] as const) {
      const labelled = new Set(labelGroups.flat());
      const familyOf = (line: number) => record.get(`${kind}:${line}`) ?? `${kind}:other`;
      const shape =
        (taskSplit || drops.length > 0) && kind === 'n'
          ? meetingShape(parseTranscript(c.transcript, c.offset), c.name)
          : null;
      // `BENCH_TASK_DROP`: next steps showing every feature of one of its alternatives are left out (a gate's figures).
      const cited = list.filter(
        (x) =>
          x.line !== null &&
          !(shape && drops.length > 0 && dropped(taskFeatures(x, shape), familyOf(x.line))),
      );
      const lineCount = c.transcript.split('\n').length;
      for (const x of cited) {
        if (split)
          for (const b of buckets(x, (x.line! - c.offset) / lineCount))
            splitTally(`${familyOf(x.line!)} ${b}`, labelled.has(x.line!));
        if (shape && taskSplit) {
          const fs = taskFeatures(x, shape);
          const [p1, p2] = pair.map((n) => fs.find((f) => f.startsWith(`${n}=`)));
          // `BENCH_FAMILY_SPLIT_PAIR=meanturn,*` crosses the first feature with every other one.
          const seconds = pair[1] === '*' ? fs.filter((f) => f !== p1) : p2 ? [p2] : [];
          if (p1) fs.push(...seconds.map((f) => `${p1}&${f}`));
          for (const b of fs)
            for (const f of [familyOf(x.line!), 'n:*']) splitTally(`${f} ${b}`, labelled.has(x.line!));
        }
        if (context && kind === 'd')
          for (const b of crossed(contextBuckets(said, x.line! - 1 - c.offset, chair, spans))) {
            splitTally(`${familyOf(x.line!)} ${b}`, labelled.has(x.line!));
            splitTally(`d:* ${b}`, labelled.has(x.line!));
          }
        if (listItems && inFamily(familyOf(x.line!)))
          console.log(
            `${labelled.has(x.line!) ? 'right' : 'wrong'} ${familyOf(x.line!)} ${c.set}/${c.name}:${x.line}${shape ? ` [${taskFeatures(x, shape).join(' ')}]` : ''}${context && kind === 'd' ? ` [${contextBuckets(said, x.line! - 1 - c.offset, chair, spans).join(' ')}]` : ''} ${x.text.slice(0, 160)}`,
          );
        const t = tally(familyOf(x.line!));
        t.items++;
        items++;
        byKind[kind][0]!++;
        if (labelled.has(x.line!)) {
          t.correct++;
          correct++;
          byKind[kind][1]!++;
        }
      }
      for (const g of labelGroups) {
        groups++;
        byKind[kind][2]!++;
        const hits = cited.filter((x) => g.includes(x.line!));
        if (hits.length === 0) continue;
        found++;
        byKind[kind][3]!++;
        const fams = new Set(hits.map((x) => familyOf(x.line!)));
        if (fams.size === 1) tally([...fams][0]!).onlyGroups++;
      }
    }
  }
  const f3 = (x: number) => x.toFixed(3);
  console.log(
    `\n${title}${disabled.length ? ` (off: ${disabled.join(', ')})` : ''}: precision ${f3(correct / Math.max(1, items))} (${correct}/${items}), recall ${f3(found / Math.max(1, groups))} (${found}/${groups})`,
  );
  // Each kind alone on a line of its own (session 46, E380): the D+NS line above keeps its format (scripts parse it).
  const alone = (name: string, [i, c, g, f]: number[]) =>
    `${name} alone: precision ${f3(c! / Math.max(1, i!))} (${c}/${i}), recall ${f3(f! / Math.max(1, g!))} (${f}/${g})`;
  console.log(`  ${alone('next steps', byKind.n)}; ${alone('decisions', byKind.d)}`);
  // Which line of its group a decision cites (session 47, E366): a line of its own, printed when the sets carry outcomes.
  const o = outcomeLine(outcomes);
  if (o) console.log(`  ${o}`);
  if (!table) return;
  if (split || taskSplit || context) {
    console.log('| family feature | items | right |');
    console.log('| --- | ---: | ---: |');
    for (const [k, v] of [...splits].sort()) console.log(`| ${k} | ${v[0]} | ${v[1]} |`);
    splits.clear();
  }
  console.log('| family | items | right | groups only it found |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [f, t] of [...families].sort((a, b) => b[1].items - a[1].items))
    console.log(`| ${f} | ${t.items} | ${t.correct} | ${t.onlyGroups} |`);
}

const MADE_UP = ['blind2', 'blind3', 'blind4', 'blind5', 'blind6', 'blind7'];
for (const family of sweep.length > 0 ? sweep : [null]) {
  if (family !== null) disabled = [family];
  if (only !== 'validation') side('dev (sample, blind8-15)', DEV_SETS, family === null, family === null);
  if (only !== 'dev') side('validation (blind16-20, totals only)', VALIDATION, family === null);
  if (process.env.BENCH_FAMILY_MADE_UP === '1') side('made-up (blind2-7)', MADE_UP, family === null);
}
