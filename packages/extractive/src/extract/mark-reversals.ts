import { namedCue } from '../cues/cue-name.js';
import { gatedTest } from '../cues/cue-prefilter.js';
import { FORMAL_OUTCOME } from '../cues/decision-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import { notAnItem } from '../cues/precision-cues.js';
import type { Decision } from '../extractive-summary.js';
import { sentenceTerms } from '../rank/sentence-terms.js';
import type { TranscriptSentence } from '../transcript/transcript-sentence.js';
import { businessNumbers } from './business-numbers.js';
import { MONOLOGUE_WORDS } from './monologue-decisions.js';
import {
  cueObjects,
  mayBeAboutSameThing,
  type NamedThings,
  specificCount,
  topicTerms,
} from './same-thing.js';

/**
 * A later statement that undoes something ("we're not gonna use the rubber after all", "scrap the LCD").
 *
 * Spec: issue 15 (precision: a decision reversed later in the meeting is reported as reversed).
 */
export interface Reversal extends NamedThings {
  /** The sentence, cleaned. */
  text: string;
  /** 1-based transcript line. */
  line: number;
  /** Its content terms (stemmed), to match the decision it reverses. */
  terms: string[];
  /** Content terms of what it turns to or away from ("go back to the community hall" → commun, hall). */
  objectTerms: string[];
  /**
   * What it turns to or away from, as things: the noun phrase before any preposition or clause ("the community
   * hall on the sixteenth" → head `hall`, modifiers `[commun]`), one per change of plan in the statement.
   */
  objects: ChangeObject[];
  /** Per cue occurrence, what it acts on (review U14; see `cueObjects`). */
  cueObjects: string[][];
  /** The topic named up front ("For the newsletter, …"), or `[]` (review U14). */
  topic: string[];
  /**
   * Set when the statement only settles another day ("Okay, Thursday the tenth then."): the day it names (E5). Such a
   * statement re-dates the latest earlier decision that names a different day.
   */
  date?: NamedDay;
  /**
   * Set when the statement is said inside a monologue (a segment of more than `MONOLOGUE_WORDS` words: a witness's
   * answer, a presentation, a long report), where a bare "don't" / "won't" narrates rather than calls a task off (E70).
   */
  monologue?: boolean;
}

/**
 * A day as said: its weekday ("thursday") and day of the month (10), either `null` when not said.
 *
 * Spec: issue 15 (precision: a decision reversed later in the meeting is reported as reversed).
 */
export interface NamedDay {
  weekday: string | null;
  day: number | null;
}

const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** A day of the month as said: "10th", "tenth", "twenty-first", "thirtieth". */
const DAY_OF_MONTH = `(?:\\d{1,2}(?:st|nd|rd|th)|(?:twenty|thirty)[- ](?:${ORDINAL_WORDS.slice(0, 9).join('|')})|thirtieth|${ORDINAL_WORDS.join('|')})`;
/**
 * A statement that only settles a day (E5): "Okay, Thursday the tenth then.", "The twelfth it is.", "Friday then." —
 * openers, then a weekday and/or a day of the month, then "then" or "it is"; nothing else.
 */
const DAY_SETTLED = new RegExp(
  `^(?:(?:okay|ok|right|so|fine|great|good|alright|yeah|sorry)[\\s,.!]+)*(?:on\\s+)?(?:${WEEKDAY}(?:,?\\s+(?:the\\s+)?${DAY_OF_MONTH})?|(?:the\\s+)?${DAY_OF_MONTH})\\s+(?:then|it\\s+is(?:\\s+then)?)[.!]?$`,
);

/** A weekday as a word (compiled once, not per call: issue 13). */
const WEEKDAY_WORD = new RegExp(`\\b${WEEKDAY}\\b`);
/** A day of the month said as a date: "the eleventh", "Friday 10th", not "a second delivery" or "the first thing". */
const DAY_SAID = new RegExp(
  `(?:\\b${WEEKDAY},?\\s+(?:the\\s+)?|\\bthe\\s+|^)(${DAY_OF_MONTH})(?=\\s*(?:$|[.,!?;:]|(?:of|then|it|at|in|on|for|and|or)\\b))`,
);

/**
 * The day a text names: its first weekday and first day of the month said as a date ("Friday the eleventh" → friday,
 * 11; "the 3rd of May" → 3; not "a second delivery" or "the first thing"); `null` when it names neither.
 *
 * @param text - any sentence
 * @returns the day, or `null`
 */
export function namedDay(text: string): NamedDay | null {
  const lower = text.toLowerCase();
  const weekday = WEEKDAY_WORD.exec(lower)?.[0] ?? null;
  const said = DAY_SAID.exec(lower)?.[1] ?? null;
  let day: number | null = null;
  if (said !== null) {
    const digits = /^\d+/.exec(said);
    if (digits) day = Number(digits[0]);
    else {
      const [tens, unit] = said.split(/[- ]/);
      if (unit !== undefined) day = (tens === 'thirty' ? 30 : 20) + ORDINAL_WORDS.indexOf(unit) + 1;
      else day = said === 'thirtieth' ? 30 : ORDINAL_WORDS.indexOf(said) + 1;
    }
  }
  return weekday === null && day === null ? null : { weekday, day };
}

/** Whether two named days differ: in any part both name, or (naming different parts) at all. */
function otherDay(a: NamedDay, b: NamedDay): boolean {
  const weekdays = a.weekday !== null && b.weekday !== null;
  const days = a.day !== null && b.day !== null;
  if (!weekdays && !days) return true;
  return (weekdays && a.weekday !== b.weekday) || (days && a.day !== b.day);
}

/** A day settled again re-dates a decision said at most this many lines before it. */
const DAY_CHANGE_LINES = 150;

/** A thing a change of plan names: its head term and the terms before it (stemmed content terms). */
export interface ChangeObject {
  head: string;
  modifiers: string[];
}

/**
 * Ways of undoing a plan, English: negated plans ("we're not gonna use …", "won't include …"), removal ("scrap",
 * "drop", "leave … out", "take … out of the release", "rule out"), postponement ("postpone", "push back", "hold
 * off", "put … on hold", "move … to next …"), cancellation ("cancel", "call off"), replacement ("instead",
 * "rather than", "switch to", "go back to"), change of mind ("after all", not the preposition of "after all the
 * experiments": E148; "changed our minds", "on second thought", "scratch that", "we're reversing / undoing that",
 * "let's not <verb>" but "let's not worry / forget …", "not going ahead"), and the reasons that end a plan ("too risky/expensive", "over budget", "can't afford", "doesn't
 * work", "is out", "can't make it"). "Is off" (and "the drone's off", "off for now") ends a plan only when no time
 * follows: "the chargers are off that morning" is a pause, not a cancellation.
 */
export const REVERSAL_CUES: Readonly<Record<string, RegExp>> = {
  en: namedCue(
    'reversal.en',
    new RegExp(
      [
        "\\b(?:we're|we are|we|we'll|let's|i'm|i)\\s+(?:not|no longer|never)\\s+(?:\\w+\\s+){0,3}(?:use|have|go|include|keep|do|put|need|make|ship|launch|release|hire|buy|build|start|run|hold|meet)",
        "\\b(?:won't|don't|can't|cannot|shouldn't)\\s+(?:\\w+\\s+){0,2}(?:use|have|go with|include|keep|do|afford|need|ship|launch|release|make it|start|order|buy|send|book|hire|build|run|print|publish|certify)",
        '\\b(?:scrap(?:ped)?|get rid of|got rid of|drop(?:ped)?|remove[ds]?|cancel(?:led|ed)?|call(?:ed)? off|rule[ds]? out|ruled out|postpone[ds]?|defer(?:red)?|push(?:ed)? (?:it |that |this |them )?back|hold(?: off| on)? (?:off|on) (?:on )?|put (?:\\w+\\s+){0,6}on hold|revert(?:ed)?)\\b',
        '\\b(?:leave|leaving|left|take|taking|took|keep|keeping|pull|pulling)\\s+(?:\\w+\\s+){1,3}out\\b',
        "\\blet's not (?!(?:worry|forget|panic|rush|waste|get ahead)\\b)[a-z]+|\\b(?:revers(?:e|es|ed|ing)|undo(?:es|ing)?|undid) (?:the|that|this|our|it)\\b|\\bnot going ahead\\b",
        '\\bforget (?:about )?(?:the|that|it)\\b|\\binstead\\b|\\brather than\\b|\\bafter all\\b(?! (?:the|of|these|those|our|their|my|your|his|her|its|that|this|we|they|you|he|she|i)\\b)|\\bon second thoughts?\\b|\\bscratch that\\b',
        "\\b(?:switch(?:ed)?|go(?:ing)? back|went back) to\\b|\\bchanged? (?:our|my) minds?\\b|\\b(?:we're|we are) back (?:at|to|with|on)\\b|(?:\\b(?:is|are)|'s|'re) (?:now )?off\\b(?! (?:the|to|for(?! now\\b)|from|on|at|in|that|this|until|till|during|all)\\b)",
        "\\b(?:doesn't|don't|won't|wouldn't|does not|do not|will not)\\s+work\\b|\\bnot (?:gonna|going to) (?:happen|work)\\b",
        "\\b(?:too|very) (?:expensive|risky|costly|late)\\b|\\bover (?:the )?budget\\b|\\bcan't afford\\b|\\b(?:is|are) (?:now )?out\\b(?! of)|\\bcan't make (?:it|the)\\b",
      ].join('|'),
    ),
  ),
};
/**
 * Stemmed terms of relative time ("next year", "by the end of the week", "from today"): two plans that share only
 * that they start next year are not the same plan, so these never count toward {@link MIN_SHARED}. Named days,
 * months and parts of the day stay: "Saturday mornings" undone by "Sunday mornings instead" is what was decided.
 */
const RELATIVE_TIME_TERMS = new Set([
  'next',
  'last',
  'year',
  'month',
  'week',
  'dai',
  'todai',
  'tomorrow',
  'time',
  'end',
]);

/** Content terms a reversal must share with a decision to undo it. */
const MIN_SHARED = 2;
/**
 * What a change of plan turns to or away from: the words after "go back to", "we're back at", "switch to",
 * "instead of" (up to five).
 */
const CHANGE_OBJECT =
  /\b(?:go(?:ing)? back|went back|(?:we're|we are) back|switch(?:ed|ing)?|instead of)\s+(?:(?:to|at|on|with)\s+)?((?:[\w'-]+\s+){0,4}[\w'-]+)/gi;
/** Where the noun phrase of a change object ends: a preposition, conjunction or clause opener. */
const PHRASE_END =
  /^(?:on|in|at|for|with|by|from|to|of|and|or|but|so|because|after|before|until|since|then|this|that|which|who|where|when|if|as)$/i;

/** The thing named at the start of a change object ("the community hall on the sixteenth" → hall, [commun]). */
function changeObject(words: string, language: string): ChangeObject | null {
  const phrase: string[] = [];
  for (const word of words.split(/\s+/)) {
    if (PHRASE_END.test(word)) break;
    phrase.push(word);
  }
  const terms = sentenceTerms(phrase.join(' '), language);
  const head = terms[terms.length - 1];
  return head === undefined ? null : { head, modifiers: terms.slice(0, -1) };
}

/**
 * A change of plan reverses a decision sharing one term with what it turns to or away from (the same kind of
 * thing: "go back to the community hall" after "we're going with the school hall") when said within this many lines.
 */
const CHANGE_OBJECT_LINES = 30;

/**
 * Finds reversal statements (see {@link Reversal}) in `[owned.from, owned.to)`: whole sentences with a
 * reversal cue that are not questions, hedges, jokes or logistics, and that the next speaker does not contradict
 * ("No, but … anyway"); consecutive ones on the same line are one statement.
 *
 * Spec: issue 15 (precision: a decision reversed later in the meeting is reported as reversed).
 *
 * @param sentences - the batch in order
 * @param language - base ISO 639-1 code; languages without cues give `[]`
 * @param owned - the reported range
 * @returns reversals in order
 */
export function findReversals(
  sentences: readonly TranscriptSentence[],
  language: string,
  owned: { from: number; to: number },
): Reversal[] {
  const cue = REVERSAL_CUES[language];
  if (!cue) return [];
  const out: Reversal[] = [];
  // The terms of statements joined over several sentences of a line, gathered in sets while the line is read (P321).
  const joined = new Map<Reversal, JoinedTerms>();
  for (let i = owned.from; i < owned.to; i++) {
    const s = sentences[i]!;
    if (!s.complete || s.clean === '') continue;
    const normal = s.normal;
    if (language === 'en' && DAY_SETTLED.test(normal.trim())) {
      const date = namedDay(normal);
      if (date)
        out.push({
          text: s.clean,
          line: s.line,
          terms: [],
          objectTerms: [],
          objects: [],
          cueObjects: [],
          topic: [],
          date,
        });
      continue;
    }
    if (gatedTest(cue, normal)) reversalOfSentence(sentences, i, language, cue, out, joined);
  }
  if (joined.size > 0) settleJoinedTerms(joined);
  return out;
}

/**
 * Gives each statement joined over several sentences its gathered terms as arrays, in the order first said (P321).
 * Outside {@link findReversals} so that its loop stays a small function for V8 (P297).
 */
function settleJoinedTerms(joined: Map<Reversal, JoinedTerms>): void {
  for (const [reversal, sets] of joined) {
    reversal.terms = [...sets.terms];
    reversal.objectTerms = [...sets.objectTerms];
  }
}

/** The terms and object terms of a statement joined over several sentences, in the order first said. */
interface JoinedTerms {
  terms: Set<string>;
  objectTerms: Set<string>;
}

/**
 * The rules of {@link findReversals} for the sentence at `i`, one holding a reversal cue's literals
 * ({@link gatedTest}): pushes its statement onto `out`, or joins it to the previous one of the same line. A function
 * of its own, not the body of the scan's loop, so that V8 compiles it as a function instead of on-stack replacement of
 * the loop (issue 13, session 49).
 */
function reversalOfSentence(
  sentences: readonly TranscriptSentence[],
  i: number,
  language: string,
  cue: RegExp,
  out: Reversal[],
  joined: Map<Reversal, JoinedTerms>,
): void {
  const s = sentences[i]!;
  const normal = s.normal;
  if (notAnItem(normal, s.raw, language, normal.length, s.wordBits)) return;
  if (language === 'en' && undoesNothing(normal, cue)) return;
  if (contradicted(sentences, i)) return;
  const terms = [...s.terms];
  const changes = [...s.clean.matchAll(CHANGE_OBJECT)].map((m) => m[1]!);
  const objectTerms = changes.flatMap((words) => sentenceTerms(words, language));
  const objects = changes.map((words) => changeObject(words, language)).filter((o) => o !== null);
  const acted = cueObjects(normal, cue, language);
  const topic = topicTerms(s.clean, language);
  const last = out[out.length - 1];
  if (last && last.line === s.line) {
    // One turn undoing something over two sentences ("Then Saturdays don't work. Let's meet on Sundays instead.").
    last.text = `${last.text} ${s.clean}`;
    // Added to the statement's sets, made arrays once its line is read (P321: copying the terms so far for each
    // sentence took time quadratic in a monologue line's many such sentences).
    let sets = joined.get(last);
    if (!sets) {
      sets = { terms: new Set(last.terms), objectTerms: new Set(last.objectTerms) };
      joined.set(last, sets);
    }
    for (const t of terms) sets.terms.add(t);
    for (const t of objectTerms) sets.objectTerms.add(t);
    last.objects.push(...objects);
    last.cueObjects.push(...acted);
    return;
  }
  out.push({
    text: s.clean,
    line: s.line,
    terms: [...new Set(terms)],
    objectTerms: [...new Set(objectTerms)],
    objects,
    cueObjects: acted,
    topic,
    ...(s.segmentWords > MONOLOGUE_WORDS ? { monologue: true } : {}),
  });
}

/**
 * What a plan is for, ending where a cue may start: "so that he ", "so the kids ", "in order that nobody ", "such that
 * it " (E144). A negation there ("you put a lock onto the remote, so that he can't use it") says what the plan
 * prevents, not that a plan is undone.
 */
const PURPOSE_BEFORE =
  /\b(?:so(?:\s+that)?|in\s+order\s+that|such\s+that)\s+(?:he|she|they|it|you|we|i|people|nobody|no\s*one|someone|somebody|anyone|anybody|(?:the|a|your|our|their|his|her|its)\s+(?:[a-z-]+\s+)?[a-z-]+)\s+$/;
/**
 * Where "go back to" turns the talk, not the plan (E147): to a person ("we go back to Ms. Falk", "go back to you") —
 * a chair handing the floor back in a hearing — or to a point of the discussion ("go back to the point / your
 * question / that slide / what Sam said"). "Go back to the community hall" still names a plan.
 */
const TALK_TURNED_TO =
  /^\s+(?:(?:mr|mrs|ms|miss|mx|dr|doctor|professor|sir|dame|lord|lady|minister|deputy\s+minister|cabinet\s+secretary|secretary|chair|chairman|madam)\b|(?:the|your|that|this|an?)\s+(?:(?:original|earlier|first|second|last|previous|main|other|same)\s+)?(?:point|points|issue|issues|question|questions|topic|subject|agenda|item|slide|slides|presentation|discussion|answer|comment|comments|member|members|minister|witness|witnesses|chair|honourable)\b|(?:you|us|him|her|them|what|where|when|why|how)\b)/;
/** A "go back to" cue as matched ({@link REVERSAL_CUES}). */
const GO_BACK_TO = /^(?:go(?:ing)?|went)\s+back\s+to$/;
/** Each reversal cue pattern, global, to read every cue in a sentence (compiled once per pattern). */
const globalCues = new Map<RegExp, RegExp>();

/**
 * Whether no reversal cue in `normal` undoes a plan: each sits in a purpose clause ({@link PURPOSE_BEFORE}: "so that he
 * can't use even" after "you put a lock onto the remote", E144, bench/blind13 IS1007c) or is a "go back to" that turns
 * the talk to a person or a point ({@link TALK_TURNED_TO}: "We go back to Ms. Jansen." after "We'll go to our last group
 * of interventions, and that will be from Ms. Jansen", E147, bench/blind12 covid_6).
 */
function undoesNothing(normal: string, cue: RegExp): boolean {
  let all = globalCues.get(cue);
  if (all === undefined) {
    all = new RegExp(cue.source, cue.flags.includes('g') ? cue.flags : `${cue.flags}g`);
    globalCues.set(cue, all);
  }
  let found = false;
  for (const m of normal.matchAll(all)) {
    const end = m.index + m[0].length;
    const talk = GO_BACK_TO.test(m[0]) && TALK_TURNED_TO.test(normal.slice(end));
    if (!talk && !PURPOSE_BEFORE.test(normal.slice(0, m.index))) return false;
    found = true;
  }
  return found;
}

/** A reply that keeps what a call-off dropped: "No, but get the insurance quotes anyway", "We still need the quotes." */
const KEEPS =
  /^(?:no|nope|not quite|well,? no|actually,? no)\b[^.!?]*\b(?:but|still|anyway)\b|^[^.!?]*\b(?:still|anyway)\b[^.!?]*\b(?:need|get|do|want|keep)\b|^[^.!?]*\b(?:need|get|do|want|keep)\b[^.!?]*\banyway\b/i;
/** How many sentences after a call-off another speaker's reply may contradict it. */
const REPLY_SENTENCES = 2;

/**
 * Whether another speaker contradicts the call-off at `index` right after it ("Then we don't need the insurance
 * for it." "No, but get the insurance quotes anyway."): the plan stands, so the statement undoes nothing.
 */
function contradicted(sentences: readonly TranscriptSentence[], index: number): boolean {
  const speaker = sentences[index]!.speaker;
  for (let j = index + 1; j <= index + REPLY_SENTENCES && j < sentences.length; j++) {
    const reply = sentences[j]!;
    if (reply.speaker === speaker) continue;
    return KEEPS.test(reply.raw.trim());
  }
  return false;
}

/**
 * Whether a change of plan turns to another thing of the kind `terms` named: the same head, another modifier
 * ("the community hall" after "the school … hall"). A thing the decision merely mentions ("the school" in "the
 * money goes to the school roof fund") or a detail it shares ("on the sixteenth") is not another of its kind.
 */
function turnsToAnotherOfItsKind(
  objects: readonly ChangeObject[],
  terms: ReadonlySet<string>,
  language: string,
): boolean {
  return objects.some(
    (o) =>
      terms.has(o.head) && specificCount([o.head], language) === 1 && o.modifiers.some((m) => !terms.has(m)),
  );
}

/**
 * Marks each decision undone by a LATER reversal about the same thing (review U14: not one whose topic or cue object
 * names something else, see `mayBeAboutSameThing`) sharing at least two content terms with it, one of them a thing
 * rather than a common verb ("keep", "order"), or, within
 * {@link CHANGE_OBJECT_LINES} lines, turning to another thing of the kind the decision named ("So we go back to the
 * community hall after all" undoes "we're going with the school this year, playground and hall") (`reversedBy`); a
 * reversal that is itself listed as a decision does not reverse itself, and one that turns back to what the
 * decision named ("back to/at" + two shared terms: "we're back at the riverside marquee") restores it rather than
 * undoing it. A day settled again ("Okay, Thursday the tenth then.", {@link Reversal.date}) re-dates the latest earlier
 * decision naming a day, when that day is another and said at most {@link DAY_CHANGE_LINES} lines before (E5).
 *
 * Spec: issue 15 (precision: a decision reversed later in the meeting is reported as reversed).
 *
 * @param decisions - transcript decisions in order
 * @param reversals - reversal statements in order
 * @param language - base ISO 639-1 code (for the terms)
 * @returns the decisions, reversed ones carrying `reversedBy`
 */
export function markReversals(
  decisions: readonly Decision[],
  reversals: readonly Reversal[],
  language: string,
): Decision[] {
  const days = decisions.map((d) => (d.line === null ? null : namedDay(d.text)));
  /** E5: the decision a day settled again at `line` re-dates: the latest earlier one naming a day. */
  const latestDated = (line: number) => {
    let latest = -1;
    decisions.forEach((d, k) => {
      if (d.line !== null && d.line < line && days[k] && (latest < 0 || d.line > decisions[latest]!.line!))
        latest = k;
    });
    return latest;
  };
  const index = new ReversalIndex(reversals);
  return decisions.map((d, k) => {
    if (d.line === null) return d;
    // E69: a chair's recorded result ("Amendment 1A is not agreed.") is changed only by words about the same business.
    const formal = FORMAL_OUTCOME.test(normalizeForCues(d.text)) ? businessNumbers(d.text) : null;
    const terms = new Set(sentenceTerms(d.text, language).filter((t) => !RELATIVE_TIME_TERMS.has(t)));
    const by = index.firstAfter(d.line, REVERSAL_WINDOW_LINES, terms, (r) => {
      if (r.line <= (d.line as number)) return false;
      if (formal !== null && (formal === '' || businessNumbers(r.text) !== formal)) return false;
      if (r.date)
        return (
          r.line - (d.line as number) <= DAY_CHANGE_LINES &&
          latestDated(r.line) === k &&
          otherDay(days[k]!, r.date)
        );
      // "we're back at the riverside marquee" names this decision's own plan again: it restores it, not undoes it.
      const named = r.objectTerms.filter((t) => terms.has(t)).length;
      if (named >= MIN_SHARED && /\bback\s+(?:to|at|on|with)\b/i.test(r.text)) return false;
      // Review U14: about the same thing, not another thing sharing a common word with it.
      if (!mayBeAboutSameThing(r, terms, language)) return false;
      const shared = r.terms.filter((t) => terms.has(t));
      if (shared.length >= MIN_SHARED && specificCount(shared, language) >= 1) return true;
      return (
        r.line - (d.line as number) <= CHANGE_OBJECT_LINES &&
        named === 1 &&
        turnsToAnotherOfItsKind(r.objects, terms, language)
      );
    });
    return by ? { ...d, reversedBy: { text: by.text, line: by.line } } : d;
  });
}

/** A reversal that calls an action off (not just "instead of"): "cancel that", "don't order them", "never mind". */
const CANCELS =
  /\b(?:cancel(?:led|ed)?|call(?:ed)? off|scratch that|forget (?:about )?(?:it|that|them)|never ?mind|no need|hold off|don't|do not|won't|shouldn't)\b/i;
/**
 * A call-off in so many words ("cancel that", "scratch that", "never mind", "hold off"), as against a bare negation
 * ("don't", "won't", "no need"): inside a monologue only these call a task off (E70).
 */
const CALLS_OFF =
  /\b(?:cancel(?:led|ed)?|call(?:ed)? off|scratch that|forget (?:about )?(?:it|that|them)|never ?mind|hold off)\b/i;
/** A task is cancelled only by a reversal said within this many lines after it. */
const CANCEL_WINDOW_LINES = 8;

/**
 * Leaves out tasks cancelled soon after they were given: a reversal that calls something off ("cancel", "don't",
 * "never mind"; not a mere "instead of") within {@link CANCEL_WINDOW_LINES} lines after the task, about the same
 * thing (review U14: "don't order from Acme" does not cancel "order the chairs from Brightline"), that shares two
 * content terms with it (one a thing, not a common verb), or one when the reversal points back at it ("Right,
 * cancel that. Don't order them." after "I'll order them this morning"). Inside a monologue (a witness's long answer,
 * a report) a bare negation narrates and calls nothing off ("we don't have a roll-call against all schools" after
 * "I'll provide a list of the innovation schools"): there only a call-off in so many words ({@link CALLS_OFF}) counts
 * (E70). Tasks from user notes stay.
 *
 * Spec: issue 15 (precision: report the outcome rather than the proposal; a decision reversed later is not
 * reported as standing).
 *
 * @param tasks - next steps in order
 * @param reversals - reversal statements in order
 * @param language - base ISO 639-1 code (for the terms)
 * @returns the tasks still standing, same order
 */
export function dropCancelledTasks<T extends { text: string; line: number | null }>(
  tasks: readonly T[],
  reversals: readonly Reversal[],
  language: string,
): T[] {
  const index = new ReversalIndex(reversals);
  return tasks.filter((task) => {
    if (task.line === null) return true;
    const line = task.line;
    const terms = new Set(sentenceTerms(task.text, language));
    return !index.within(line, CANCEL_WINDOW_LINES).some((r) => {
      if (r.line <= line || r.line - line > CANCEL_WINDOW_LINES) return false;
      if (!CANCELS.test(r.text)) return false;
      // E70: "we don't have a roll-call against all schools" inside a witness's long answer narrates.
      if (r.monologue && !CALLS_OFF.test(r.text)) return false;
      // Review U14: "don't order from Acme" after "I'll order the chairs from Brightline" is another instruction.
      if (!mayBeAboutSameThing(r, terms, language)) return false;
      const shared = r.terms.filter((t) => terms.has(t));
      return (
        (shared.length >= MIN_SHARED && specificCount(shared, language) >= 1) ||
        (shared.length >= 1 && /\b(?:that|them|it|this|those)\b/i.test(r.text))
      );
    });
  });
}

/**
 * Past this many lines after a decision, a reversal undoes it only by sharing content terms with it ({@link MIN_SHARED}):
 * the day-change and change-object rules reach no further ({@link DAY_CHANGE_LINES}, {@link CHANGE_OBJECT_LINES}).
 */
const REVERSAL_WINDOW_LINES = Math.max(DAY_CHANGE_LINES, CHANGE_OBJECT_LINES);

/**
 * The reversals kept for a transcript, looked up by line and by term, so that matching each of D decisions (or tasks)
 * against R reversals reads only the reversals that can match instead of every later one (issue 13: D × R checks at
 * the end of a long transcript, both lists up to 4,000 items: about a second at 1M lines, more than linear below the
 * cap). When the reversals are not in line order every one is a candidate (the plain scan, same result).
 */
class ReversalIndex {
  readonly #reversals: readonly Reversal[];
  /** Whether `line` never decreases along the list (reversals are found in transcript order). */
  readonly #ordered: boolean;
  /** Each distinct term of a reversal → the indices of the reversals holding it, ascending. */
  readonly #byTerm = new Map<string, number[]>();
  /** Per reversal, the last {@link firstAfter} call that listed it; and the list it builds. */
  readonly #seen: Uint32Array;
  readonly #later: Int32Array;
  #stamp = 0;

  constructor(reversals: readonly Reversal[]) {
    this.#reversals = reversals;
    this.#seen = new Uint32Array(reversals.length);
    this.#later = new Int32Array(reversals.length);
    let ordered = true;
    reversals.forEach((r, i) => {
      if (i > 0 && r.line < reversals[i - 1]!.line) ordered = false;
      for (const term of r.terms) {
        const list = this.#byTerm.get(term);
        if (list === undefined) this.#byTerm.set(term, [i]);
        else if (list[list.length - 1] !== i) list.push(i);
      }
    });
    this.#ordered = ordered;
  }

  /** Index of the first reversal said after `line` (binary search; 0 when not in line order). */
  #after(line: number): number {
    if (!this.#ordered) return 0;
    let lo = 0;
    let hi = this.#reversals.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#reversals[mid]!.line <= line) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The reversals said in `(line, line + lines]` (every reversal when not in line order), in order. */
  within(line: number, lines: number): readonly Reversal[] {
    if (!this.#ordered) return this.#reversals;
    return this.#reversals.slice(this.#after(line), this.#after(line + lines));
  }

  /**
   * The first reversal in list order for which `test` holds, `test` being called only for the reversals said in
   * `(line, line + lines]` and, after those, the ones holding a term of `terms` (any other must fail `test`).
   */
  firstAfter(
    line: number,
    lines: number,
    terms: ReadonlySet<string>,
    test: (r: Reversal) => boolean,
  ): Reversal | undefined {
    if (!this.#ordered) return this.#reversals.find(test);
    const end = this.#after(line + lines);
    for (let i = this.#after(line); i < end; i++) if (test(this.#reversals[i]!)) return this.#reversals[i];
    // The later reversals holding a term, each once (a stamp per call), in list order.
    const stamp = ++this.#stamp;
    let count = 0;
    for (const term of terms) {
      const list = this.#byTerm.get(term);
      if (list === undefined) continue;
      for (let j = list.length - 1; j >= 0 && list[j]! >= end; j--) {
        const i = list[j]!;
        if (this.#seen[i] === stamp) continue;
        this.#seen[i] = stamp;
        this.#later[count++] = i;
      }
    }
    const later = this.#later.subarray(0, count).sort();
    for (let j = 0; j < count; j++) if (test(this.#reversals[later[j]!]!)) return this.#reversals[later[j]!];
    return undefined;
  }
}
