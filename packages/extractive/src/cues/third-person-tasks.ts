import { stopwordsFor } from '../language/stopwords.js';
import { isRoleLabel, peopleForms } from './name-forms.js';
import { ACTION_VERBS, TASK_VERB } from './next-step-cues.js';
import { normalizeForCues } from './normalize-for-cues.js';

/**
 * A task a sentence gives to a person named in the third person ("Bob will send the report by Friday").
 *
 * Spec: R6 (third-person assignments are next steps, owner = that person when the name matches a speaker
 * or attendee).
 */
export interface ThirdPersonTask {
  /** The named person's label as written among the meeting's people; `null` for a name that is none of them. */
  owner: string | null;
  /**
   * The task, words only deleted: from the verb on when the owner is known (`"Send the report by Friday."`),
   * else from the name on (`"Bob will send the report by Friday."`), up to the next task of the sentence.
   */
  text: string;
  /** Where the name starts in the sentence (for the precision checks of the caller). */
  at: number;
}

/**
 * "will", "is going to", "to" … between a name and its verb, then a filler adverb. Group 1 (E104) is an obligation or a
 * plural's future ("need(s) to", "should", "must", "have / has to", "are going to", "'re gonna"): read only after a
 * known subject (a speaker, a role, its abbreviation, two of them, or a plural role), never after an unknown name.
 */
const MODAL =
  /(?:'ll|'s going to|'s gonna| will| shall| is going to| is gonna| is to|( needs? to| should| must| ha(?:ve|s) (?:got )?to| are going to| are gonna|'re going to|'re gonna)| to)\s+(?:also\s+|then\s+|now\s+)?(?=[a-z])/g;
/**
 * Where a person is, said between their name and the modal (E90): "the Industrial Designer over here is gonna …",
 * "Sam there will …". Only a known person's name is read past it.
 */
const PLACE_BEFORE_MODAL = /\s+(?:over\s+|sitting\s+|right\s+)?(?:here|there)$/;
/** The name found, only when it is a known person's (an owner). */
const knownOnly = <T extends { known: boolean }>(name: T | null): T | null => (name?.known ? name : null);
/** A cheap superset of {@link MODAL}: the search runs only when one of these is in the sentence. */
const MAY_MODAL = /'ll |'s go| will | shall | is go| is to | to | should | must |'re go| are go/;
/** Words before a name that leave it opening its clause ("and Carol is going to …", "Okay, so Dave to …"). */
const OPENERS = new Set(['and', 'so', 'then', 'okay', 'ok', 'right', 'good', 'great', 'fine', 'also', 'now']);
/**
 * Capitalised words that open a clause but name no one ("Everyone will bring …", "Friday will work"; E322: a sentence's
 * first word before "to", "Not to mention …", "Happy to send …").
 */
const NOT_NAMES = new Set(
  'not needless nice happy hard easy glad everyone everybody someone somebody nobody anyone anybody none each both all either neither team sales finance legal marketing support management monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december today tomorrow tonight god'.split(
    ' ',
  ),
);
/** Endings of capitalised words that are things, not people ("Testing will …", "Production to …"). */
const THING_ENDING = /(?:ing|tion|sion|ment|ness|ity|ance|ence|ware|ers|ics|ies)$/;
const TASK_VERB_AHEAD = new RegExp(
  `^(?:${TASK_VERB}|be\\s+(?:focused\\s+on|responsible\\s+for|in\\s+charge\\s+of))\\s+[\\p{L}\\p{N}]`,
  'u',
);
const ACTION_VERB_AHEAD = new RegExp(`^${ACTION_VERBS}\\b`);

/**
 * Finds tasks given to people named in the third person, each opening its clause: "Bob will send the report
 * by Friday", "Carol is going to draft the budget", "Dave to check the invoices", "Okay, so Priya's gonna
 * book the room and Sam to order the badges". A name matching a speaker or attendee ({@link nameForms}: the
 * label, the note's name of a wikilinked label, without titles, a person's unique first name) may be followed
 * by any work verb and owns the task; another capitalised name (not a pronoun, day, month or thing: "Everyone",
 * "Friday", "Testing") only with a clear work verb (send, draft, check, book, …) and the task keeps the name.
 * A name inside a clause ("I asked Dave to check …", "maybe Bob will …") is not an assignment.
 *
 * Spec: R6 (third-person assignments found as next steps; owner = that person when the name matches a
 * speaker or attendee); issue #5 "Offline summarizer" (next steps with owner).
 *
 * @param clean - the cleaned sentence (English)
 * @param people - the meeting's speakers and attendees, as written
 * @param normal - `normalizeForCues(clean)`, when the caller has it already (a transcript sentence's `normal`)
 * @returns the tasks in sentence order; empty when there is none
 */
export function thirdPersonTasks(
  clean: string,
  people: readonly string[],
  normal: string = normalizeForCues(clean),
): ThirdPersonTask[] {
  if (normal.length !== clean.length || !MAY_MODAL.test(normal)) return [];
  const found: { owner: string | null; nameAt: number; verbAt: number; clauseStart: number }[] = [];
  for (const modal of normal.matchAll(MODAL)) {
    const strict = modal[0].startsWith(' to');
    // E90: a place said between a known person and the modal ("the Industrial Designer over here is gonna …").
    const place = strict ? null : PLACE_BEFORE_MODAL.exec(normal.slice(0, modal.index));
    const name =
      nameBefore(clean, normal, modal.index, strict, people, found.length > 0) ??
      (place ? knownOnly(nameBefore(clean, normal, place.index, strict, people, found.length > 0)) : null);
    if (!name || (modal[1] !== undefined && !name.known)) continue;
    const verbAt = modal.index + modal[0].length;
    const ahead = normal.slice(verbAt);
    if (!(name.known ? TASK_VERB_AHEAD : ACTION_VERB_AHEAD).test(ahead)) continue;
    found.push({ owner: name.owner, nameAt: name.at, verbAt, clauseStart: name.clauseStart });
  }
  return found.map((task, i) => {
    const end = found[i + 1]?.clauseStart ?? clean.length;
    const from = task.owner ? task.verbAt : task.nameAt;
    const text = clean
      .slice(from, end)
      .replace(/(?:[\s,;:]+|\s+and)+$/u, '')
      .trim();
    return { owner: task.owner, text: text.charAt(0).toUpperCase() + text.slice(1), at: task.nameAt };
  });
}

/**
 * The name right before a modal at `end`, when it opens its clause: a known person's form (owner), else one or
 * two capitalised words that can be a name (owner `null`). `strict` (the bare "to" form) allows only the
 * sentence start, a clause mark or "and" before the name.
 */
function nameBefore(
  clean: string,
  normal: string,
  end: number,
  strict: boolean,
  people: readonly string[],
  afterTask: boolean,
): Subject | null {
  // Most "to"/"will" follow a lower-case word that ends no known name: one backward scan settles them.
  const wordStart = trailingWordStart(normal, end);
  const lastWord = normal.slice(wordStart, end);
  let letterAt = wordStart;
  while (letterAt < end && !/\p{L}/u.test(normal.charAt(letterAt))) letterAt++;
  const capitalised = /^\p{Lu}/u.test(clean.charAt(letterAt));
  if (!capitalised && !lastWords(people).has(lastWord)) return null;
  const head = normal.slice(0, end);
  for (const { person, forms } of peopleForms(people)) {
    for (const form of forms) {
      if (!head.endsWith(form)) continue;
      let at = end - form.length;
      // E66: a role is named with its article ("the Industrial Designer will work on …", "and the Marketing Expert is
      // going to …"); the task's clause opens before it.
      if (isRoleLabel(person) && /(?:^|\s)the\s$/.test(head.slice(0, at))) at -= 4;
      const clauseStart = opensClause(head.slice(0, at), strict, afterTask);
      if (clauseStart !== null && isWordStart(normal, at))
        return { owner: person, known: true, at, clauseStart };
    }
  }
  // E104: a role by its abbreviation ("the UID Mark will …"), two known people ("the ID and the UID need to …") or a
  // plural role ("the designers are gonna …").
  const group = groupBefore(clean, normal, end, people, strict, afterTask);
  if (group) return group;
  if (!capitalised) return null;
  // The name is at most the last two words: the regular expression only needs the text from the space before them.
  const from = head.lastIndexOf(' ', head.lastIndexOf(' ', wordStart - 1) - 1);
  const words = /(?:^|[^\p{L}\p{N}'’-])((?:[\p{L}][\p{L}'’-]*\s+)?[\p{L}][\p{L}'’-]*)$/u.exec(
    from > 0 ? head.slice(from) : head,
  );
  if (!words?.[1]) return null;
  const stops = stopwordsFor('en');
  for (const candidate of [words[1], words[1].split(/\s+/).pop() ?? '']) {
    const at = end - candidate.length;
    const shown = clean.slice(at, end).split(/\s+/);
    const lower = candidate.split(/\s+/);
    if (
      lower.some((w) => stops.has(w) || NOT_NAMES.has(w) || THING_ENDING.test(w)) ||
      !shown.every((w) => /^\p{Lu}\p{Ll}/u.test(w))
    )
      continue;
    const clauseStart = opensClause(head.slice(0, at), strict, afterTask);
    if (clauseStart !== null) return { owner: null, known: false, at, clauseStart };
  }
  return null;
}

/**
 * Who a task is given to, found before its modal: `owner` the person when one is named, `null` for a group or an
 * unknown name; `known` when the subject is among the meeting's people (a person, a role, two of them, a plural role);
 * `at` where it starts, `clauseStart` where its clause starts.
 */
interface Subject {
  owner: string | null;
  known: boolean;
  at: number;
  clauseStart: number;
}

/** A role's abbreviation as said, upper case, after an optional article and before an optional name ("the UID Mark"). */
const ABBREVIATION_BEFORE =
  /(?:^|[^\p{L}\p{N}])((?:[Tt]he\s+|[Oo]ur\s+)?(\p{Lu}{2,4})(?:\s+\p{Lu}\p{Ll}+){0,2})$/u;
/** A plural role before the modal: "the designers", "the two designers", "both designers", "both of the designers". */
const PLURAL_BEFORE =
  /(?:^|[^a-z0-9'])((?:(?:the|our|both|both\s+of\s+the|both\s+of\s+our)\s+)?(?:two\s+|three\s+)?([a-z]+)s)$/;
/** The abbreviations people said as the upper-case initials of a role's forms ("Industrial Designer" → `ID`). */
let abbreviationsOf: readonly string[] | null = null;
let abbreviationsLength = -1;
let abbreviationsMap: ReadonlyMap<string, string> = new Map();

/**
 * Each role's abbreviations (E104): the initials of its forms of two or more words ("industrial designer" → `ID`, "user
 * interface designer" → `UID`, "user interface" → `UI`, "project manager" → `PM`), each naming its role when no other
 * role shares it; computed once per people list.
 */
function roleAbbreviations(people: readonly string[]): ReadonlyMap<string, string> {
  if (people === abbreviationsOf && people.length === abbreviationsLength) return abbreviationsMap;
  const found = new Map<string, string | null>();
  for (const { person, forms } of peopleForms(people)) {
    if (!isRoleLabel(person)) continue;
    for (const form of forms) {
      const words = form.split(/\s+/);
      if (words.length < 2) continue;
      const initials = words.map((w) => w.charAt(0).toUpperCase()).join('');
      const before = found.get(initials);
      found.set(initials, before === undefined || before === person ? person : null);
    }
  }
  abbreviationsMap = new Map([...found].filter((e): e is [string, string] => e[1] !== null));
  abbreviationsOf = people;
  abbreviationsLength = people.length;
  return abbreviationsMap;
}

/**
 * A subject among the meeting's people ending at `end`, its clause not checked: a person's or role's form (a role
 * with its article), a role's abbreviation, or a plural of the last word two or more people's forms share ("the
 * designers"). `owner` is the one person named, `null` for a plural.
 */
function knownSubject(
  clean: string,
  normal: string,
  end: number,
  people: readonly string[],
): { owner: string | null; at: number } | null {
  const head = normal.slice(0, end);
  for (const { person, forms } of peopleForms(people))
    for (const form of forms) {
      if (!head.endsWith(form) || !isWordStart(normal, end - form.length)) continue;
      const at = end - form.length;
      const article = isRoleLabel(person) && /(?:^|\s)the\s$/.test(head.slice(0, at));
      return { owner: person, at: article ? at - 4 : at };
    }
  const short = ABBREVIATION_BEFORE.exec(clean.slice(Math.max(0, end - 40), end));
  const role = short?.[2] ? roleAbbreviations(people).get(short[2]) : undefined;
  if (short?.[1] && role) return { owner: role, at: end - short[1].length };
  const plural = PLURAL_BEFORE.exec(head.slice(Math.max(0, end - 40)));
  if (plural?.[1] && plural[2] && plural[2].length > 2) {
    const single = ` ${plural[2]}`;
    const sharing = peopleForms(people).filter(({ forms }) => forms.some((f) => f.endsWith(single))).length;
    if (sharing >= 2) return { owner: null, at: end - plural[1].length };
  }
  return null;
}

/**
 * E104: a subject the known-name search above does not read, opening its clause: a role's abbreviation ("the UID Mark
 * will be focused on the user interface concept"), two of the meeting's people ("the ID and the UID need to work
 * together on …": owner `null`, the task keeps both), or a plural role ("the designers are gonna work with …").
 */
function groupBefore(
  clean: string,
  normal: string,
  end: number,
  people: readonly string[],
  strict: boolean,
  afterTask: boolean,
): Subject | null {
  const last = knownSubject(clean, normal, end, people);
  if (!last) return null;
  const before = normal.slice(0, last.at);
  const own = opensClause(before, strict, afterTask);
  if (own !== null) return { owner: last.owner, known: true, at: last.at, clauseStart: own };
  const and = /\s+and\s+$/.exec(before);
  if (!and) return null;
  const first = knownSubject(clean, normal, and.index, people);
  if (!first || (first.owner !== null && first.owner === last.owner)) return null;
  const clauseStart = opensClause(normal.slice(0, first.at), strict, afterTask);
  return clauseStart === null ? null : { owner: null, known: true, at: first.at, clauseStart };
}

/** The people list {@link lastWords} answered for, its length then, and the answer. */
let lastWordsOf: readonly string[] | null = null;
let lastWordsLength = -1;
let lastWordsSet: ReadonlySet<string> = new Set();

/** The last word of every name form of the people ("jones", "carol", "manager") and its plural, computed once per list. */
function lastWords(people: readonly string[]): ReadonlySet<string> {
  if (people === lastWordsOf && people.length === lastWordsLength) return lastWordsSet;
  const last = peopleForms(people).flatMap(({ forms }) =>
    forms.map((f) => f.slice(trailingWordStart(f, f.length))),
  );
  // E104: and their plurals ("designers"), which may name a group of them.
  lastWordsSet = new Set([...last, ...last.map((w) => `${w}s`)]);
  lastWordsOf = people;
  lastWordsLength = people.length;
  return lastWordsSet;
}

/** Start of the run of letters, digits, apostrophes and hyphens that ends at `end` of `text` (`end` when none). */
function trailingWordStart(text: string, end: number): number {
  let at = end;
  while (at > 0 && /[\p{L}\p{N}'’-]/u.test(text.charAt(at - 1))) at--;
  return at;
}

/** Whether `at` starts a word of `text`. */
function isWordStart(text: string, at: number): boolean {
  return at === 0 || !/[\p{L}\p{N}'’]/u.test(text.charAt(at - 1));
}

/**
 * Where the clause holding a name starts, when the text before the name leaves it opening that clause:
 * nothing, a clause mark, or openers ("and", "so", "okay", …; only "and" when `strict`), or, after an earlier
 * task of the sentence (`afterTask`), "and" ("Priya to print the programmes and Bob to collect …"); else `null`.
 */
function opensClause(before: string, strict: boolean, afterTask: boolean): number | null {
  let rest = before.trimEnd();
  const and = /(?:^|\s)and$/.exec(rest);
  if (afterTask && and) return and.index + (and[0].startsWith(' ') ? 1 : 0);
  for (;;) {
    // E104: "of course" opens a clause as "so" does ("Of course the UID Mark will be focused on …").
    if (!strict && /(?:^|[\s,;:])of\s+course$/.test(rest)) {
      rest = rest.slice(0, rest.length - 'course'.length).trimEnd();
      rest = rest.slice(0, rest.length - 'of'.length).trimEnd();
      continue;
    }
    const word = /(?:^|[\s,;:])([a-z]+)$/.exec(rest);
    if (!word?.[1] || !(strict ? word[1] === 'and' : OPENERS.has(word[1]))) break;
    rest = rest.slice(0, rest.length - word[1].length).trimEnd();
  }
  if (rest === '') return 0;
  if (/[,;:—–]$/.test(rest)) return rest.length;
  return null;
}
