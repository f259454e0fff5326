import { sentenceTerms } from '../rank/sentence-terms.js';

/**
 * Words that say what is done, not to what ("order", "use", "send", "keep") or that name no particular thing
 * ("thing", "plan", "new"), per language: a cancellation or reversal sharing only these with a task or decision
 * ("don't order from Acme" after "I'll order the chairs from Brightline") is not about the same thing.
 */
const GENERIC_WORDS: Readonly<Record<string, string>> = {
  en: 'use have go include keep do put need make ship launch release hire buy build start run hold meet order send book print publish certify afford get take pull leave drop remove cancel scrap postpone defer switch work plan thing stuff idea option new old one ones first last bit lot way',
};
const genericTerms = new Map<string, ReadonlySet<string>>();
/**
 * Words of when, not what ("Monday", "mornings", "March"): "keep the Monday standup" is not about "the weekly report
 * on Mondays". Left out of what a cue acts on.
 */
const TIME_WORDS: Readonly<Record<string, string>> = {
  en: 'monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays morning afternoon evening night mornings afternoons evenings nights weekend weekends january february march april may june july august september october november december today tomorrow week month year daily weekly monthly quarterly',
};
const timeTerms = new Map<string, ReadonlySet<string>>();

/** The stemmed terms of {@link TIME_WORDS} for `language`. */
function timeTermsOf(language: string): ReadonlySet<string> {
  let set = timeTerms.get(language);
  if (!set) {
    set = new Set(sentenceTerms(TIME_WORDS[language] ?? '', language));
    timeTerms.set(language, set);
  }
  return set;
}

/**
 * The stemmed terms of {@link GENERIC_WORDS} for `language` (empty for languages without a list).
 *
 * Spec: review U14 (a cancellation or reversal must be about the same thing).
 *
 * @param language - base ISO 639-1 code
 * @returns the set of terms
 */
export function genericTermsOf(language: string): ReadonlySet<string> {
  let set = genericTerms.get(language);
  if (!set) {
    set = new Set(sentenceTerms(GENERIC_WORDS[language] ?? '', language));
    genericTerms.set(language, set);
  }
  return set;
}

/** Where what a cue acts on ends: punctuation, or a word that opens another clause or closes the statement. */
const CLAUSE_END =
  /[,;:.!?]|\b(?:because|since|as|so|but|and then|then|they|they're|we|we're|i|i'm|he|she|which|who|after all|instead|anymore|again|anyway|though)\b/i;
/** Where the clause before a cue starts: punctuation or a conjunction (the last one before the cue). */
const CLAUSE_START =
  /(?:[,;:.!?]|\b(?:and|but|so|because|since|then)\b)(?![\s\S]*(?:[,;:.!?]|\b(?:and|but|so|because|since|then)\b))/i;
/**
 * A cue that follows what it undoes ("the cap is off", "Saturdays don't work", "… after all", "… instead"): what it
 * acts on is the clause before it.
 */
const AFTER_ITS_THING =
  /(?:instead|all|off|out|work|happen|expensive|risky|costly|late|budget|thoughts?|minds?)$/;
/** A preposition opening what a cue acts on ("don't order from Acme"): skipped. */
const LEADING_PREPOSITION = /^(?:\s*\b(?:from|to|with|on|at|in|for|by|of|about)\b)+/i;

/** Global copies of cue patterns, made once per pattern (issue 13: one was compiled per reversal sentence). */
const globals = new WeakMap<RegExp, RegExp>();

/** A copy of `cue` with the `g` flag, one per pattern; `matchAll` copies it again, so it keeps no state between calls. */
function globalOf(cue: RegExp): RegExp {
  let global = globals.get(cue);
  if (global === undefined) {
    global = cue.flags.includes('g')
      ? new RegExp(cue.source, cue.flags)
      : new RegExp(cue.source, `${cue.flags}g`);
    globals.set(cue, global);
  }
  return global;
}

/**
 * What each occurrence of a cue acts on: the non-generic content terms of the words after it up to the end of its
 * clause ("don't order from Acme, it was late" → `[acm]`; "cancel that" → `[]`, a pointer back), or, for a cue
 * said after its thing ("the cap of eighty guests is off", "Saturdays don't work"), of the clause before it.
 *
 * Spec: review U14 (a cancellation or reversal must be about the same thing).
 *
 * @param text - the sentence, lower-cased with straight apostrophes (as the cue was matched)
 * @param cue - the cue pattern (its flags are kept, `g` added)
 * @param language - base ISO 639-1 code
 * @returns one term list per occurrence
 */
export function cueObjects(text: string, cue: RegExp, language: string): string[][] {
  const generic = genericTermsOf(language);
  const global = globalOf(cue);
  const out: string[][] = [];
  for (const m of text.matchAll(global)) {
    const said = m[0].trim();
    if (said === '') continue;
    const at = m.index ?? 0;
    let words: string;
    if (AFTER_ITS_THING.test(said)) {
      const before = text.slice(0, at);
      const start = CLAUSE_START.exec(before);
      // With the cue's own words: "leave offline mode out".
      words = `${start ? before.slice(start.index + start[0].length) : before} ${said}`;
    } else {
      const rest = text.slice(at + m[0].length).replace(LEADING_PREPOSITION, '');
      const end = rest.search(CLAUSE_END);
      words = end === -1 ? rest : rest.slice(0, end);
    }
    out.push(sentenceTerms(words, language).filter((t) => !generic.has(t)));
  }
  return out;
}

/**
 * A topic named up front ("For the newsletter, let's switch to …", "As for the client dinner, …"): the statement is
 * about that, so it changes nothing that does not name it. Not a manner phrase ("on second thought", "for now").
 */
const TOPIC_FRAME =
  /^(?:(?:and|so|okay|ok|right|also|separately|now|oh|then)[,\s]+)*(?:for|on|about|as\s+for|as\s+to|regarding|re|with|in)\s+(?!(?:second\s+thoughts?|reflection|balance|the\s+other\s+hand|top\s+of|that\s+note|this\s+note|the\s+whole|some\s+reason|now|today|the\s+record|the\s+plus\s+side|the\s+downside|the\s+upside|the\s+bright\s+side|fact|general|principle|short|any\s+case|that\s+case|this\s+case|which\s+case)\b)([^,;:.!?]{1,40}),/i;

/**
 * The non-generic content terms of a topic named at the start of a statement ({@link TOPIC_FRAME}), or `[]`.
 *
 * Spec: review U14 (a cancellation or reversal must be about the same thing).
 *
 * @param text - the cleaned sentence
 * @param language - base ISO 639-1 code
 * @returns the topic's terms
 */
export function topicTerms(text: string, language: string): string[] {
  if (language !== 'en') return [];
  const m = TOPIC_FRAME.exec(text);
  if (!m) return [];
  const generic = genericTermsOf(language);
  return sentenceTerms(m[1]!, language).filter((t) => !generic.has(t));
}

/** What a cancellation or reversal names: see {@link cueObjects} and {@link topicTerms}. */
export interface NamedThings {
  /** Per cue occurrence followed by words, its non-generic terms (`[]` for a pointer back: "that", "them"). */
  cueObjects: readonly (readonly string[])[];
  /** The topic named up front, or `[]`. */
  topic: readonly string[];
}

/**
 * Whether a cancellation or reversal can be about the item whose content terms are `terms`: not when it names
 * its topic up front and the item shares none of it ("For the newsletter, let's switch to …"), nor when every cue
 * in it acts on a named thing the item does not mention ("don't order from Acme" after "order the chairs from
 * Brightline"). A pointer back ("cancel that", "don't order them") or a cue acting on the item's own thing keeps it.
 *
 * Spec: review U14 (a cancellation or reversal must be about the same thing, not one shared common word).
 *
 * @param named - what the statement names
 * @param terms - the item's content terms (stemmed)
 * @param language - base ISO 639-1 code
 * @returns false when the statement is about something else
 */
export function mayBeAboutSameThing(
  named: NamedThings,
  terms: ReadonlySet<string>,
  language: string,
): boolean {
  if (named.topic.length > 0 && !named.topic.some((t) => terms.has(t))) return false;
  const objects = named.cueObjects;
  if (objects.length === 0 || objects.some((o) => o.length === 0)) return true;
  const when = timeTermsOf(language);
  return objects.some((o) => {
    // A day or a month shared is a detail ("the Monday standup" vs "the weekly report on Mondays"), unless it is
    // all the cue names ("Saturdays don't work").
    const things = o.filter((t) => !when.has(t));
    return (things.length > 0 ? things : o).some((t) => terms.has(t));
  });
}

/**
 * How many of `shared` terms name a thing rather than an action or a generic word ({@link GENERIC_WORDS}).
 *
 * Spec: review U14 (a cancellation or reversal must be about the same thing, not one shared common word).
 *
 * @param shared - shared stemmed terms
 * @param language - base ISO 639-1 code
 * @returns the count
 */
export function specificCount(shared: readonly string[], language: string): number {
  const generic = genericTermsOf(language);
  return shared.filter((t) => !generic.has(t)).length;
}
