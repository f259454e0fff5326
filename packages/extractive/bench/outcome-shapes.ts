/**
 * Dev only (session 48, E400): the missed decision groups by the sentence shape of their OUTCOME line (bench/labels.json
 * `outcomes`, session 47), so the largest shape can be counted the same way every session before a finder is built
 * for it; and a scan of one shape over every dev line no decision cites (lines, how many are in a labelled decision
 * group, how many are an outcome line, how many missed groups they would reach). Never reads validation or held-out
 * sets.
 *
 *     pnpm exec tsx bench/outcome-shapes.ts             # each missed group's outcome line, then the count per shape
 *     BENCH_SHAPE='^(?:so )?it\'s (?:gonna be )?the \w+ one' [BENCH_SHAPE_MAX_WORDS=12] pnpm exec tsx bench/outcome-shapes.ts
 */
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { type Case, DEV_SETS, labelledCases } from './labelled-cases.js';
import { type SaidLine, saidLine } from './next-step-kinds.js';

/** Openers said before the statement itself ("so", "okay", "yeah", "um"): not part of its shape. */
const OPENERS =
  /^(?:(?:so|okay|ok|right|yeah|yes|yep|well|and|then|um|uh|mm|mm-hmm|alright|oh|good|fine)[\s,.!]+)*/;

/** The outcome line's words without the openers, lower-cased. */
const body = (l: SaidLine) => l.text.replace(OPENERS, '').trim();
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/**
 * Shapes of an outcome line, first match wins. A "cue-like" line has a word the engine's cues read (decide, agree,
 * let's, we'll, we're going); the plain shapes below it name the chosen thing with no such word.
 */
const SHAPES: readonly [string, (l: SaidLine) => boolean][] = [
  [
    'a cue word ("decided", "agreed", "let\'s", "we\'ll", "we\'re going / gonna")',
    (l) =>
      /\b(?:decid\w*|agreed?|let's|we'll|we will|we're (?:going|gonna)|we are (?:going|gonna))\b/.test(
        l.text,
      ),
  ],
  ['a question ("… or …?", "do we want …?")', (l) => /\?\s*$/.test(l.text)],
  [
    'a bare thing or value, at most 4 words ("Regular.", "The yellow one then.", "Twelve and a half.")',
    (l) => words(body(l)) > 0 && words(body(l)) <= 4,
  ],
  [
    "\"it's / it will be / it's gonna be / that's\" + a thing",
    (l) =>
      /^(?:i think |so )?(?:it's|it is|it'll be|it will be|it would be|it's gonna be|it's going to be|that's|that is|this is|they're|they are|they'll be)\b/.test(
        body(l),
      ),
  ],
  [
    '"the X is / will be / has to be / would be" (a fact of the design)',
    (l) =>
      /^(?:i think |so )?(?:the|our|its|a|an)\s+(?:\w+\s+){0,3}?(?:is|are|will|would|has to|have to|should|can|could|'s|'ll)\b/.test(
        body(l),
      ),
  ],
  [
    '"we have / we need / we want / we use / we go" in the present',
    (l) =>
      /\bwe(?:'ve)?\s+(?:\w+\s+)?(?:have|need|want|use|go|take|put|make|get|got|do|stick|keep|choose|pick|include)\b/.test(
        body(l),
      ),
  ],
  [
    '"we should / could / can / must / have to"',
    (l) => /\bwe\s+(?:should|could|can|must|might|may|would|'d|have to|need to|gotta)\b/.test(body(l)),
  ],
  [
    '"I think / I\'d say / I would" (a view)',
    (l) => /\bi\s+(?:think|would|'d|guess|reckon|suppose)\b/.test(body(l)),
  ],
];
const OTHER = 'other statement';

/** The shape of an outcome line ({@link SHAPES}, in order), or the catch-all. */
export function outcomeShape(l: SaidLine): string {
  for (const [shape, shows] of SHAPES) if (shows(l)) return shape;
  return OTHER;
}

/** A case's cited decision lines and, per labelled decision group, whether an item cites one of its lines. */
function citedDecisions(c: Case): { cited: Set<number | null>; found: boolean[] } {
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const cited = new Set(result.decisions.map((x) => x.line));
  return { cited, found: c.labels.decisions.map((g) => g.some((l) => cited.has(l))) };
}

/** Each missed group with an outcome line: the line before it (context) and the outcome, then the count per shape. */
function missedByShape() {
  const counts = new Map<string, number>();
  for (const c of labelledCases(DEV_SETS)) {
    if (!c.labels.outcomes) continue;
    const { found } = citedDecisions(c);
    const lines = c.transcript.split('\n');
    const said = (l: number) => lines[l - 1 - c.offset] ?? '';
    c.labels.decisions.forEach((g, k) => {
      const outcome = c.labels.outcomes![k];
      if (found[k] || outcome === undefined) return;
      const l = saidLine(said(outcome));
      const shape = l ? outcomeShape(l) : OTHER;
      counts.set(shape, (counts.get(shape) ?? 0) + 1);
      console.log(`## ${c.set}/${c.name} ${g.join(',')} → ${outcome} [${shape}]`);
      console.log(`   ${outcome - 1}: ${said(outcome - 1).slice(0, 200)}`);
      console.log(`  *${outcome}: ${said(outcome).slice(0, 300)}`);
    });
  }
  console.log('\n| shape of the outcome line (first that matches) | missed groups |\n| --- | ---: |');
  for (const [shape, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`| ${shape} | ${n} |`);
}

/** `BENCH_SHAPE`: every dev line no decision cites that the shape matches (on its words without openers), with totals. */
function scanShape(shape: RegExp, maxWords: number) {
  let lines = 0;
  let right = 0;
  let outcomes = 0;
  const reached = new Set<string>();
  for (const c of labelledCases(DEV_SETS)) {
    const { cited, found } = citedDecisions(c);
    const text = c.transcript.split('\n');
    const outcomeLines = new Set(c.labels.outcomes ?? []);
    for (let i = 0; i < text.length; i++) {
      const line = i + 1 + c.offset;
      const said = cited.has(line) ? null : saidLine(text[i]!);
      if (!said || words(said.text) > maxWords || !shape.test(body(said))) continue;
      lines++;
      const groups = c.labels.decisions.flatMap((g, k) => (g.includes(line) ? [k] : []));
      if (groups.length > 0) right++;
      if (outcomeLines.has(line)) outcomes++;
      for (const k of groups) if (!found[k]) reached.add(`${c.set}/${c.name}#${k}`);
      const mark = outcomeLines.has(line) ? 'outcome' : groups.length > 0 ? 'right' : 'wrong';
      console.log(`${mark} ${c.set}/${c.name}:${line} [${said.speaker}] ${text[i]!.slice(0, 240)}`);
    }
  }
  console.log(
    `lines ${lines}, right ${right}, outcome lines ${outcomes}, missed groups reached ${reached.size}`,
  );
}

const shape = process.env.BENCH_SHAPE;
if (shape)
  scanShape(new RegExp(shape), Number(process.env.BENCH_SHAPE_MAX_WORDS ?? Number.POSITIVE_INFINITY));
else missedByShape();
