import { decisionCues } from '../cues/decision-cues.js';
import { nextStepCues } from '../cues/next-step-cues.js';
import type { CueMatches } from '../extract/cue-matches.js';
import type { LeftOut } from '../extract/left-out.js';

/** Names of the languages that have decision and task cue words, for the notices. */
const CUE_LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', de: 'German', fr: 'French' };
/** Examples of each cue language's own decision and task cue words, as the notices quote them (review3 M5). */
const CUE_EXAMPLES: Readonly<Record<string, { decisions: string; tasks: string }>> = {
  en: { decisions: '"we decided", "let\'s go with"', tasks: '"I\'ll send", "can you check"' },
  de: { decisions: '"wir haben beschlossen", "ist entschieden"', tasks: '"ich werde", "kannst du"' },
  fr: { decisions: '"on a décidé", "c\'est décidé"', tasks: '"je vais", "pouvez-vous"' },
};

/**
 * Why the offline engine did not look for decisions and next steps in `language`: a phrase naming the
 * language and the ones it has cue words for; `null` when it has them (then an empty section means none was said).
 *
 * Spec: review 4 P20 ("None recorded" only when the engine looked); newcomer report N8.
 *
 * @param language - base ISO 639-1 code, `und` when not recognised
 */
export function missingCueLanguage(language: string): string | null {
  if (decisionCues[language] !== undefined && nextStepCues[language] !== undefined) return null;
  const known = Object.keys(CUE_LANGUAGE_NAMES)
    .map((code) => `${CUE_LANGUAGE_NAMES[code]} (\`${code}\`)`)
    .join(', ');
  const which =
    language === 'und' ? "the transcript's language (not recognised)" : `language \`${language}\``;
  return `${which}: the offline engine has cue words for ${known} only`;
}

/**
 * What {@link coverageNotices} explains.
 *
 * Spec: newcomer report N8 (a success that did nothing says so).
 */
export interface NoticeFacts {
  /** Spoken segments read from the transcript (0: empty transcript). */
  segments: number;
  /** Those read with a speaker; 0 of many: no line was read as a speaker's turn (newcomer N6); default all. */
  namedSegments?: number;
  /** The language used (base ISO 639-1 code, `"und"` when not recognised). */
  language: string;
  /** True when no key point was ranked and the leading turns were shown instead. */
  keyPointFallback: boolean;
  /** Decisions / next steps found in the transcript (user-notes items not counted). */
  decisions: number;
  nextSteps: number;
  /** Sentences whose decision / task cue words matched, kept or not (review4 P26); default none. */
  cueMatches?: { decisions: CueMatches; nextSteps: CueMatches };
  /**
   * The language the transcript was labelled with when its text reads as `language` (which has cue words) and that
   * was used instead (review5 Q13); `null`/absent otherwise.
   */
  overruled?: string | null;
  /** A second language whose cue words were looked for too (English mixed into `language`, review 6 S6); default none. */
  alsoLanguage?: string | null;
  /** True when the language was detected from the text, not given (`language:` frontmatter, `summary.language`). */
  detected?: boolean;
  /** Transcript lines that held (part of) a private comment (`%% … %%`, `<!-- -->`), left out (review 6 S15); default 0. */
  hiddenLines?: number;
  /** Decisions / next steps found but not listed in the summary (review10 W12); default none. */
  decisionsLeftOut?: LeftOut;
  nextStepsLeftOut?: LeftOut;
  /** Attendees listed, and the distinct speakers past that cap, not listed (issue 15, like W12); default none. */
  attendees?: number;
  attendeesLeftOut?: LeftOut;
}

/**
 * The sentences that tell the reader why parts of an offline summary are missing or were filled by a
 * fallback: an empty transcript, key points that are the leading turns of a very short meeting, a
 * language without decision/task cue words (named: `es`, `ru`; `und` when not recognised), no cue word
 * matched (quoting that language's own cue words: "wir haben beschlossen" for `de`, review3 M5; and, when the
 * language was detected rather than set, that it was a guess and how to set it). Empty when the summary needs no
 * explanation.
 *
 * Spec: newcomer report N8 (never an empty summary without saying why); issue #5 "Offline summarizer"
 * (other languages degrade to key points only).
 *
 * @param facts - counts and language of the finished summary
 * @returns plain sentences, no Markdown list markers
 */
export function coverageNotices(facts: NoticeFacts): string[] {
  const notices: string[] = [];
  const hidden = facts.hiddenLines ?? 0;
  if (hidden > 0)
    notices.push(
      `${hidden} line${hidden === 1 ? '' : 's'} of the transcript held private comments (\`%% … %%\` or \`<!-- -->\`): left out of the summary.`,
    );
  notices.push(...capNotice(facts.decisions, facts.decisionsLeftOut, 'decision'));
  notices.push(...capNotice(facts.nextSteps, facts.nextStepsLeftOut, 'next step'));
  notices.push(...attendeesNotice(facts.attendees ?? 0, facts.attendeesLeftOut));
  if (facts.segments === 0)
    return [...notices, 'The transcript is empty (no spoken line): there was nothing to summarize.'];
  // N6: no line read as a speaker's turn: say so (the shapes read, where they are told), before any language notice.
  const unnamed = facts.namedSegments === 0;
  if (unnamed)
    notices.push(
      `No line of the transcript was read as a speaker's turn (${facts.segments} line${facts.segments === 1 ? '' : 's'} of text without a speaker): next steps have no owners. The reader knows \`[00:00:03] **Name:** text\`, \`Name: text\`, a \`Name  0:03\` line, a \`## Name (00:03)\` heading or a \`> [!quote] Name 00:03\` callout above the text, and table rows (docs/vault-format.md, Transcript note).`,
    );
  if (facts.keyPointFallback)
    notices.push(
      `No sentence ranked as a key point (${facts.segments} spoken line${facts.segments === 1 ? '' : 's'}): the meeting's leading turns are shown as key points instead.`,
    );
  if (facts.overruled)
    notices.push(
      `The transcript is labelled \`${facts.overruled}\` but reads as ${CUE_LANGUAGE_NAMES[facts.language] ?? facts.language} (\`${facts.language}\`): decisions and next steps were looked for in ${CUE_LANGUAGE_NAMES[facts.language] ?? facts.language}. Fix \`language:\` in the transcript's frontmatter (e.g. \`language: ${facts.language}\`).`,
    );
  if (facts.alsoLanguage)
    notices.push(
      `The transcript mixes ${languageName(facts.language)} with ${languageName(facts.alsoLanguage)}: decisions and next steps were looked for in both.`,
    );
  const known = Object.keys(CUE_LANGUAGE_NAMES)
    .map((code) => `${CUE_LANGUAGE_NAMES[code]} (\`${code}\`)`)
    .join(', ');
  const hasCues = decisionCues[facts.language] !== undefined && nextStepCues[facts.language] !== undefined;
  if (!hasCues) {
    const which =
      facts.language === 'und'
        ? "the transcript's language was not recognised (`und`)"
        : `language \`${facts.language}\``;
    if (facts.decisions === 0 || facts.nextSteps === 0)
      notices.push(
        `No decision or task cue words for ${facts.language === 'und' ? 'this transcript: ' : ''}${which}; the offline engine has them for ${known} only, so decisions and next steps were not extracted (a model can find them; ${unnamed && facts.language === 'und' ? 'the lines were not read as turns either (above): a shape the reader does not know may be why; else ' : ''}set \`language:\` in the transcript's frontmatter if it was misdetected).`,
      );
    return notices;
  }
  const examples = CUE_EXAMPLES[facts.language] ?? CUE_EXAMPLES.en!;
  const matched = facts.cueMatches;
  if (facts.decisions === 0)
    notices.push(
      matched && matched.decisions.count > 0
        ? leftOutNotice(matched.decisions, 'decision', 'what was decided', 'no decision was extracted')
        : `No decision cue words (language \`${facts.language}\`, e.g. ${examples.decisions}) matched any sentence: no decision was extracted.`,
    );
  if (facts.nextSteps === 0)
    notices.push(
      matched && matched.nextSteps.count > 0
        ? leftOutNotice(matched.nextSteps, 'task', 'what is to be done', 'no next step was extracted')
        : `No task cue words (language \`${facts.language}\`, e.g. ${examples.tasks}) matched any sentence: no next step was extracted.`,
    );
  // A guess can be wrong (M5: a pasted WebVTT read as German): say it was one, and how to set the language.
  if (facts.detected && (facts.decisions === 0 || facts.nextSteps === 0))
    notices.push(
      `The language ${CUE_LANGUAGE_NAMES[facts.language] ?? facts.language} (\`${facts.language}\`) was detected from the transcript's words; if the meeting is in another language, set \`language:\` in the transcript's frontmatter (e.g. \`language: en\`).`,
    );
  return notices;
}

/** "12 decisions are listed; 8 more found in the transcript (L26–L40) are not: see the transcript." (review10 W12). */
function capNotice(listed: number, left: LeftOut | undefined, kind: string): string[] {
  if (!left || left.count === 0) return [];
  const where =
    left.firstLine === null
      ? ''
      : ` (L${left.firstLine}${left.lastLine === left.firstLine ? '' : `–L${left.lastLine}`})`;
  return [
    `${listed} ${kind}s are listed in the summary; ${left.count} more found in the transcript${where} are not listed there: see the transcript.`,
  ];
}

/**
 * "500 attendees are listed (the first distinct speakers); 3 more speakers of the transcript (first heard L501–L503) are
 * not listed: see the transcript." (issue 15: the attendee cap said, the way W12 says the decision cap).
 */
function attendeesNotice(listed: number, left: LeftOut | undefined): string[] {
  if (!left || left.count === 0) return [];
  const n = `${left.atLeast ? 'at least ' : ''}${left.count}`;
  const one = left.count === 1 && !left.atLeast;
  const where =
    left.firstLine === null
      ? ''
      : ` (first heard L${left.firstLine}${left.lastLine === left.firstLine ? '' : `–L${left.lastLine}`})`;
  return [
    `${listed} attendees are listed (the first distinct speakers); ${n} more speaker${one ? '' : 's'} of the transcript${where} ${one ? 'is' : 'are'} not listed: see the transcript.`,
  ];
}

/** "German (`de`)", or the bare code for a language without a name here. */
function languageName(code: string): string {
  const name = CUE_LANGUAGE_NAMES[code];
  return name ? `${name} (\`${code}\`)` : `\`${code}\``;
}

/** Longest quote of a left-out sentence in a notice, in characters. */
const QUOTE_CHARS = 80;

/** "2 sentences matched decision cue words (first: L6 "…") but were left out: …" (review4 P26). */
function leftOutNotice(matches: CueMatches, kind: string, what: string, outcome: string): string {
  const n = matches.count;
  const first = matches.first;
  const text = first ? first.text.replace(/\s+/g, ' ').trim() : '';
  const quote = text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : text;
  const example = first ? ` (${n === 1 ? '' : 'first: '}L${first.line} "${quote}")` : '';
  return `${n} sentence${n === 1 ? '' : 's'} matched ${kind} cue words${example} but ${n === 1 ? 'was' : 'were'} left out: not ${kind === 'task' ? 'a task' : 'a decision'} on ${n === 1 ? 'its' : 'their'} own (${n === 1 ? 'it does' : 'they do'} not say ${what}, or ${n === 1 ? 'is' : 'are'} a question, a hedge, logistics, or a recap of earlier minutes); ${outcome}.`;
}
