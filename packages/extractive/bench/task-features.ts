/**
 * Session 49 (issue 15, next steps): features of a next-step item that are not its text form, for
 * bench/rule-families.ts's `BENCH_FAMILY_SPLIT=tasks` (counted per family as totals: items / right per feature value;
 * validation never per item). What a stricter gate could ask of a task beyond its words:
 *
 * - `answer`: the first turn by someone else among the 3 turns after the item — an acceptance ("okay", "great",
 *   "yes", "that'd be good"), a contradiction ("no", "but"), a backchannel only ("mm-hmm"), other talk, or none (the
 *   speaker goes on); `accepted3`: any acceptance among those 3 turns;
 * - `speaker`: the meeting's most frequent speaker (the chair, as a proxy) or another, and the task's owner
 *   (`speaker` / `other` / `none`);
 * - `quarter`: where in the meeting the item's line falls;
 * - `words` / `terms`: the item's length and content terms;
 * - `verb`: the class of the verb the task opens on after its modal — future work (prepare, send, look into, email …)
 *   or an act in the meeting (show, draw, go through, start with, read, pass …) or other;
 * - `later`: a later time or occasion said in the item ("next time", "tomorrow", "after the meeting");
 * - `corpus`: AMI / ICSI / parliament / other by the meeting's name.
 *
 * Reads nothing itself: the caller passes the meeting's parsed segments.
 */
import { sentenceTerms } from '../src/rank/sentence-terms.js';
import type { TranscriptSegment } from '../src/transcript/transcript-segment.js';

/** A reply that takes the task on. */
const ACCEPT =
  /^(?:(?:oh|um|uh|ah|well|so)[\s,]+)*(?:ok(?:ay)?|great|yes|yeah|yep|yup|sure|good|fine|cool|perfect|lovely|excellent|brilliant|thanks|thank\s+you|cheers|right|alright|all\s+right|sounds\s+good|that(?:'d|\s+would)\s+be|that's\s+(?:good|great|fine)|please|definitely|absolutely|sure)\b/i;
/** A reply that turns it down or argues. */
const CONTRA = /^(?:(?:oh|um|uh|ah|well)[\s,]+)*(?:no|nope|but|not|I\s+don't\s+think|actually)\b/i;
/** A backchannel only. */
const BACKCHANNEL = /^(?:(?:mm+-?hmm|mhm|uh-huh|hmm+|mm+|um+|uh+|ah+|oh)[\s,.!?-]*)+$/i;

/** Verbs of work done after the meeting. */
const FUTURE_WORK = new Set(
  'prepare send email e-mail mail bring design work write look check find research investigate contact ask call talk meet finish implement build test run fix update organise organize set get make create produce draft compile circulate forward follow review code program try sort figure think come chase phone ring arrange book order collect record transcribe convert compute train generate install upload download distribute share post report'.split(
    ' ',
  ),
);
/** Verbs of an act in the meeting itself, by kind: handing over, presenting or telling, running the meeting. */
const IN_MEETING: Record<string, Set<string>> = {
  hand: new Set('give put take hand pass leave let use hold press note'.split(' ')),
  tell: new Set(
    'show draw go explain present tell say describe walk answer respond add repeat clarify mention point read'.split(
      ' ',
    ),
  ),
  run: new Set(
    'start begin stop continue end summarise summarize recap introduce skip jump flip open turn move wait switch plug pull click scroll sit stand type'.split(
      ' ',
    ),
  ),
};
/**
 * The modal a commitment opens with; the verb is the word after it (and after softeners, "go ahead and" among them:
 * "I'll go ahead and order them" is ordering, E405).
 */
const MODAL_VERB =
  /\b(?:i|we|you|he|she|they)(?:'ll|\s+will|'m\s+gonna|'m\s+going\s+to|\s+am\s+going\s+to|\s+are\s+going\s+to|'re\s+going\s+to|'re\s+gonna|\s+should|\s+have\s+to|\s+need\s+to|\s+must|'d|\s+would|\s+can|\s+could|'m\s+happy\s+to|'m\s+willing\s+to|\s+want\s+to)\s+((?:(?:just|also|then|probably|definitely|actually|maybe|perhaps|still|certainly|really|quickly|first|now|be\s+able\s+to|try\s+(?:to|and)|go\s+(?:ahead\s+)?and|have\s+to|need\s+to)\s+)*)([a-z-]+)/i;
/** A later time or occasion. */
const LATER =
  /\b(?:next\s+(?:time|meeting|week|one|phase)|tomorrow|tonight|later|afterwards|after\s+(?:the|this)\s+meeting|this\s+(?:week|afternoon|evening)|by\s+(?:monday|tuesday|wednesday|thursday|friday|the\s+end)|before\s+(?:the\s+)?next|in\s+(?:the\s+)?(?:next|coming)\s+(?:days?|weeks?)|offline|over\s+the\s+(?:weekend|next))\b/i;

/** The class of the task's verb: `future`, `meeting-hand` / `-tell` / `-run` or `other` (`none` when no modal opens it). */
export function verbClass(text: string): string {
  const m = MODAL_VERB.exec(text);
  if (!m) return 'none';
  const verb = m[2]!.toLowerCase();
  if (FUTURE_WORK.has(verb)) return 'future';
  for (const [kind, verbs] of Object.entries(IN_MEETING)) if (verbs.has(verb)) return `meeting-${kind}`;
  return 'other';
}

/** The meeting's kind by its name: AMI (ES/IS/TS…), ICSI (B…), parliament (education / covid), else other. */
export function corpusOf(name: string): string {
  if (/^(?:ES|IS|TS)\d/.test(name)) return 'ami';
  if (/^B[a-z]{2}\d/.test(name)) return 'icsi';
  if (/^(?:education|covid)_/.test(name)) return 'parl';
  return 'other';
}

/** Index of segments by line, and the meeting's most frequent speaker, worked out once per meeting. */
export interface MeetingShape {
  segments: readonly TranscriptSegment[];
  byLine: Map<number, number>;
  chair: string | null;
  firstLine: number;
  lastLine: number;
  name: string;
  /** Mean words per turn over the meeting (a hearing's long answers vs a design meeting's short turns). */
  meanTurn: number;
}

/** The shape of one meeting for {@link taskFeatures}. */
export function meetingShape(segments: readonly TranscriptSegment[], name: string): MeetingShape {
  const byLine = new Map<number, number>();
  const counts = new Map<string, number>();
  segments.forEach((s, i) => {
    byLine.set(s.line, i);
    if (s.speaker) counts.set(s.speaker, (counts.get(s.speaker) ?? 0) + 1);
  });
  const chair = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return {
    segments,
    byLine,
    chair,
    firstLine: segments[0]?.line ?? 0,
    lastLine: segments.at(-1)?.line ?? 0,
    name,
    meanTurn: segments.reduce((n, s) => n + wordsIn(s.text), 0) / Math.max(1, segments.length),
  };
}

/** Words in a text. */
function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A request or a question put to the room before the item. */
const ASKED = /\?|\b(?:could|can|would|will)\s+you\b|\bwould\s+you\s+be\b|\bplease\b|\bif\s+you\s+could\b/i;

/** The class of a reply's opening. */
function answerClass(text: string): string {
  const t = text.trim();
  if (BACKCHANNEL.test(t)) return 'backchannel';
  if (CONTRA.test(t)) return 'contra';
  if (ACCEPT.test(t)) return 'accept';
  return 'talk';
}

/**
 * The features of one item (see the file's comment), each `name=value`.
 *
 * @param item - the next step as the engine gave it (its cited 1-based line, text, owner, speaker)
 * @param m - its meeting's {@link meetingShape}
 */
export function taskFeatures(
  item: { text: string; line: number | null; owner?: string | null; speaker: string | null },
  m: MeetingShape,
): string[] {
  const at = item.line === null ? undefined : m.byLine.get(item.line);
  const out: string[] = [];
  let answer = 'none';
  let accepted = false;
  if (at !== undefined) {
    const speaker = m.segments[at]!.speaker;
    for (let i = at + 1; i <= at + 3 && i < m.segments.length; i++) {
      const s = m.segments[i]!;
      if (s.speaker === speaker) continue;
      const c = answerClass(s.text);
      if (answer === 'none') answer = c;
      if (c === 'accept') accepted = true;
    }
  }
  out.push(`answer=${answer}`, `accepted3=${accepted ? 'yes' : 'no'}`);
  let asked = false;
  let turnWords = 0;
  let place = 'unknown';
  if (at !== undefined) {
    const seg = m.segments[at]!;
    turnWords = wordsIn(seg.text);
    for (let i = at - 1; i >= Math.max(0, at - 2); i--) {
      const s = m.segments[i]!;
      if (s.speaker === seg.speaker) continue;
      if (ASKED.test(s.text)) asked = true;
      break;
    }
    const head = item.text.slice(0, 24).toLowerCase();
    const found = seg.text.toLowerCase().indexOf(head);
    if (found >= 0) {
      const r = found / Math.max(1, seg.text.length);
      place = r < 0.34 ? 'start' : r < 0.67 ? 'middle' : 'end';
    }
  }
  out.push(`asked=${asked ? 'yes' : 'no'}`);
  out.push(`turn=${turnWords < 40 ? '<40' : turnWords <= 120 ? '40-120' : '>120'}`);
  out.push(`meanturn=${m.meanTurn < 20 ? '<20' : m.meanTurn <= 50 ? '20-50' : '>50'}`);
  out.push(`place=${place}`);
  out.push(`chair=${item.speaker !== null && item.speaker === m.chair ? 'yes' : 'no'}`);
  out.push(
    `owner=${item.owner === undefined ? '-' : item.owner === item.speaker ? 'speaker' : item.owner === null ? 'none' : 'other'}`,
  );
  const span = Math.max(1, m.lastLine - m.firstLine + 1);
  const pos = item.line === null ? 0 : (item.line - m.firstLine) / span;
  out.push(`quarter=${Math.min(3, Math.max(0, Math.floor(pos * 4)))}`);
  const words = item.text.split(/\s+/).filter(Boolean).length;
  out.push(`words=${words < 6 ? '<6' : words < 10 ? '6-9' : words <= 20 ? '10-20' : '>20'}`);
  const terms = new Set(sentenceTerms(item.text, 'en')).size;
  out.push(`terms=${terms < 3 ? '<3' : terms < 5 ? '3-4' : '5+'}`);
  out.push(`verb=${verbClass(item.text)}`);
  out.push(`later=${LATER.test(item.text) ? 'yes' : 'no'}`);
  out.push(`corpus=${corpusOf(m.name)}`);
  return out;
}
