/**
 * Bench only (session 49, E402): where a cited line sits in the discussion, not how it is worded — features a gate
 * could ask of a decision, counted per family on totals by bench/rule-families.ts (`BENCH_FAMILY_CONTEXT=1`):
 *
 * - `reply`: the first line by ANOTHER speaker within the next 3 lines: `agree` (opens on "okay / yeah / yes / sure /
 *   right / sounds good / mm-hmm …" and holds no "but"), `object` (opens on "no / but / wait / well / I don't / hmm"),
 *   `question` (ends on "?"), `other` (anything else), `none` (only the same speaker, or the transcript ends);
 * - `agree2`: how many distinct other speakers open a line on an agreement word in the next 6 lines before any line of
 *   theirs that objects (0, 1, 2+);
 * - `echo`: the most content words (3+ letters, not a stopword, a plural's "s" dropped) the line shares with one line
 *   of another speaker among the previous 20 lines (0, 1, 2, 3+): the line takes up another's proposal;
 * - `ahead`: the same with one line of another speaker among the NEXT 10 lines (0-3+): the choice still talked over;
 * - `topic-end`: lines from the cited line to the end of its topic (the summary's topics, `firstLine`/`lastLine`):
 *   `<=10`, `11-40`, `>40`, `-` when no topic holds the line; `topic-pos`: its place in the topic by quarter;
 * - `chair`: whether the speaker is the meeting's chair: a "Project Manager / Chair / Professor" label, else the
 *   speaker with the most lines holding "we" (`yes` / `no`).
 *
 * Lines are the transcript's lines read as `[time] **Speaker:** text` (bench/next-step-kinds.ts `saidLine`); a line
 * that is no turn counts as no speaker's.
 */
import { stopwordsFor } from '../src/language/stopwords.js';
import { type SaidLine, saidLine } from './next-step-kinds.js';

const AGREE =
  /^(?:okay|ok|'kay|yeah|yes|yep|yup|sure|right|alright|all right|sounds good|good|great|fine|cool|exactly|absolutely|definitely|agreed?|true|mm-hmm|uh-huh|mm|perfect|that's (?:fine|good|great|right)|i agree)\b/;
const OBJECT = /^(?:no|nah|but|wait|well|hmm|i don't|i'm not sure|not really|actually)\b/;
const STOP = stopwordsFor('en');

/** A transcript's lines, each read as a speaker's turn or `null`. */
export function turns(transcript: string): (SaidLine | null)[] {
  return transcript.split('\n').map(saidLine);
}

function replyKind(text: string): 'agree' | 'object' | 'question' | 'other' {
  const t = text.replace(/^(?:um|uh|oh)[\s,.]+/, '').trim();
  if (AGREE.test(t) && !/\bbut\b/.test(t)) return 'agree';
  if (OBJECT.test(t)) return 'object';
  if (/\?\s*$/.test(t)) return 'question';
  return 'other';
}

function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z][a-z'-]{2,}/g) ?? []) {
    if (STOP.has(w) || w.includes("'")) continue;
    out.add(w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

/** Whether a speaker's label names the chair ("Project Manager", "Chair", "Professor"). */
export function chairByLabel(lines: readonly (SaidLine | null)[]): boolean {
  return lines.some((l) => l && /project manager|\bchair|professor/i.test(l.speaker));
}

/** The meeting's chair: a role label that names one, else the speaker with the most lines holding "we". */
export function chairOf(lines: readonly (SaidLine | null)[]): string | null {
  const labelled = lines.find((l) => l && /project manager|\bchair|professor/i.test(l.speaker));
  if (labelled) return labelled.speaker;
  const we = new Map<string, number>();
  for (const l of lines)
    if (l && /\bwe\b|\bwe'/.test(l.text)) we.set(l.speaker, (we.get(l.speaker) ?? 0) + 1);
  let best: string | null = null;
  for (const [s, n] of we) if (best === null || n > we.get(best)!) best = s;
  return best;
}

/**
 * The context features of line index `i` (0-based in `lines`) as `name=value` strings.
 *
 * @param topics - the summary's topics as 0-based `[first, last]` line index spans
 */
export function contextBuckets(
  lines: readonly (SaidLine | null)[],
  i: number,
  chair: string | null,
  topics: readonly [number, number][],
): string[] {
  const own = lines[i];
  const speaker = own?.speaker ?? null;
  let reply = 'none';
  for (let j = i + 1; j <= i + 3 && j < lines.length; j++) {
    const l = lines[j];
    if (!l || l.speaker === speaker) continue;
    reply = replyKind(l.text);
    break;
  }
  const agreed = new Set<string>();
  const objected = new Set<string>();
  for (let j = i + 1; j <= i + 6 && j < lines.length; j++) {
    const l = lines[j];
    if (!l || l.speaker === speaker || objected.has(l.speaker)) continue;
    const k = replyKind(l.text);
    if (k === 'agree') agreed.add(l.speaker);
    else if (k === 'object') objected.add(l.speaker);
  }
  const mine = contentWords(own?.text ?? '');
  let echo = 0;
  for (let j = Math.max(0, i - 20); j < i; j++) {
    const l = lines[j];
    if (!l || l.speaker === speaker) continue;
    let n = 0;
    for (const w of contentWords(l.text)) if (mine.has(w)) n++;
    echo = Math.max(echo, n);
  }
  // Taken up after: the most content words a line of another speaker in the next 10 shares with it (still discussed).
  let ahead = 0;
  for (let j = i + 1; j <= i + 10 && j < lines.length; j++) {
    const l = lines[j];
    if (!l || l.speaker === speaker) continue;
    let n = 0;
    for (const w of contentWords(l.text)) if (mine.has(w)) n++;
    ahead = Math.max(ahead, n);
  }
  const topic = topics.find(([a, b]) => a <= i && i <= b);
  let end = '-';
  let pos = '-';
  if (topic) {
    const left = topic[1] - i;
    end = left <= 10 ? '<=10' : left <= 40 ? '11-40' : '>40';
    pos = `q${Math.min(3, Math.floor(((i - topic[0]) / Math.max(1, topic[1] - topic[0] + 1)) * 4)) + 1}`;
  }
  return [
    `reply=${reply}`,
    `agree2=${Math.min(2, agreed.size)}`,
    `echo=${Math.min(3, echo)}`,
    `ahead=${Math.min(3, ahead)}`,
    `topic-end=${end}`,
    `topic-pos=${pos}`,
    `chair=${speaker !== null && speaker === chair ? 'yes' : 'no'}`,
    `lone=${speaker !== chair && agreed.size === 0 ? (chairByLabel(lines) ? 'label' : 'we') : 'no'}`,
  ];
}
