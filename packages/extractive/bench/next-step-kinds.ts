/**
 * Dev only (session 47, E383): the kinds of sentence shape a missed next-step group is said in, so the largest kinds
 * can be counted the same way every session, and a scan of one shape over every dev line no next step cites (how many
 * such lines there are, how many are labelled next steps, and how many missed groups they would reach) before a finder
 * is built for it. Never reads validation or held-out sets.
 *
 *     pnpm exec tsx bench/missed-next-steps.ts          # the missed groups, then the count per kind
 *     BENCH_SHAPE='\bwe\s+should\s+check\s+with\b' [BENCH_SHAPE_MAX_WORDS=40] pnpm exec tsx bench/next-step-kinds.ts
 */
import { fileURLToPath } from 'node:url';
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { type Case, DEV_SETS, labelledCases } from './labelled-cases.js';

/** One line of a missed group: who said it and what, lower-cased with straight apostrophes. */
export interface SaidLine {
  speaker: string;
  text: string;
}

/**
 * The kinds, first match wins (a group is of the first kind any of its lines shows). The shapes are what the lines
 * say, not why the engine left them out: a group of the first-person kind may have reached a cue and been gated.
 */
const KINDS: readonly [string, (l: SaidLine) => boolean][] = [
  [
    'chair hand-out to a role, "you two" or names (AMI)',
    (l) =>
      l.speaker === 'Project Manager' &&
      /\byou\b|\bdesigners?\b|\bu?id\b|\bmarketing\b|\bgo away\b|\bindividual work\b|\bnext (?:phase|meeting|one)\b|\bfinal report\b/.test(
        l.text,
      ),
  ],
  [
    'request to "you" and its answer',
    (l) =>
      /\b(?:can|could|would|will) you\b|\byou wanna\b|\bwould you like\b|\bif you (?:two )?(?:could|can)\b|\bwhy don't you\b|\basking you to\b|\byou could always\b|\bdid you\b/.test(
        l.text,
      ),
  ],
  [
    'advice or hand-out to a third person or "you" ("you should check with him", "Keith is going to")',
    (l) =>
      /\byou (?:should|have to|need|could)\b|\b(?:someone|somebody|anybody|he|she|they) (?:has|have|should)\b|\b[a-z]+ (?:is going to|has committed)\b|\bpeople involved\b/.test(
        l.text,
      ),
  ],
  [
    'work under way ("I\'m in the process of", "currently", "we\'ve started")',
    (l) =>
      /\bi'm (?:just |currently |now )*(?:in (?:the )?process|in progress|currently|working|looking into|taking a look|meeting)\b|\bi am working\b|\bi've been\b|\bwe've started\b|\bsetting up\b/.test(
        l.text,
      ),
  ],
  [
    'first-person plan, hedged or thin ("I\'ll probably", "I should maybe", "let me think", "I\'ll take a look")',
    (l) =>
      /\bi(?:'ll| will| should| have to| need to|'d have to| can| could|'m gonna| gonna| wanna| want to| might| was gonna| was going to|'m going to| hope)\b|\blet me\b|\bmaybe i\b/.test(
        l.text,
      ),
  ],
  [
    'team plan with a modal ("we should", "we\'ll have to", "we will try", "we can")',
    (l) =>
      /\bwe(?:'ll| will| should| need to| have to| must| can| could| might|'re gonna|'re going to| gonna| wanna| want to|'d have to| are)\b|\bwe'd\b/.test(
        l.text,
      ),
  ],
  ['"let\'s" or "why don\'t we" suggestion', (l) => /\blet's\b|\bwhy don't we\b/.test(l.text)],
];
const OTHER = 'other (a task implied by a long turn, a fragment, a bare "yes")';

/** The kind of a missed group from the shapes of its lines ({@link KINDS}, in order), or the catch-all. */
export function nextStepKind(lines: readonly SaidLine[]): string {
  for (const [kind, shows] of KINDS) if (lines.some(shows)) return kind;
  return OTHER;
}

/** A transcript line as {@link SaidLine}, or `null` for a line with no speaker. */
export function saidLine(line: string): SaidLine | null {
  const m = /^\[[^\]]*\]\s*\*\*([^*]+):\*\*\s*(.*)$/.exec(line);
  return m ? { speaker: m[1]!, text: m[2]!.toLowerCase().replace(/\u2019/g, "'") } : null;
}

/** A case's summary's cited next-step lines and, per labelled group, whether an item cites one of its lines. */
export function citedNextSteps(c: Case): { cited: Set<number | null>; found: boolean[] } {
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const cited = new Set(result.nextSteps.map((x) => x.line));
  return { cited, found: c.labels.nextSteps.map((g) => g.some((l) => cited.has(l))) };
}

/** `BENCH_SHAPE`: every dev line no next step cites that the shape matches, with the totals. */
function scanShape(shape: RegExp, maxWords: number) {
  let lines = 0;
  let right = 0;
  const reached = new Set<string>();
  for (const c of labelledCases(DEV_SETS)) {
    const { cited, found } = citedNextSteps(c);
    const text = c.transcript.split('\n');
    const decisionLines = new Set(c.labels.decisions.flat());
    for (let i = 0; i < text.length; i++) {
      const line = i + 1 + c.offset;
      const said = cited.has(line) ? null : saidLine(text[i]!);
      if (!said || said.text.split(/\s+/).length > maxWords || !shape.test(said.text)) continue;
      lines++;
      const groups = c.labels.nextSteps.flatMap((g, k) => (g.includes(line) ? [k] : []));
      if (groups.length > 0) right++;
      for (const k of groups) if (!found[k]) reached.add(`${c.set}/${c.name}#${k}`);
      const mark = groups.length > 0 ? 'right' : decisionLines.has(line) ? 'decision' : 'wrong';
      console.log(`${mark} ${c.set}/${c.name}:${line} [${said.speaker}] ${text[i]!.slice(0, 240)}`);
    }
  }
  console.log(`lines ${lines}, right ${right}, missed groups reached ${reached.size}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const shape = process.env.BENCH_SHAPE;
  if (!shape) throw new Error('BENCH_SHAPE=<regular expression, on lower-cased text> is required');
  scanShape(new RegExp(shape), Number(process.env.BENCH_SHAPE_MAX_WORDS ?? Number.POSITIVE_INFINITY));
}
