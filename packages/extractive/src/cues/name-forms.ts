import { personName } from '@ma/core';

/** Titles after a name (`Dawn Bowden AM`). */
const TRAILING_TITLE = /\s+(?:AM|MS|MP|MSP|MEP|MLA|PhD|Dr|Jr|Sr)\.?$/u;
/** Titles and offices before a name (`Chair Margaret Doyle`, `Dr Osei`, `Councillor Evans`). */
const LEADING_TITLE =
  /^(?:chair|chairman|chairwoman|chairperson|clerk|councillor|cllr|dr|mr|mrs|ms|miss|mx|prof|professor|sir|dame|rev|reverend)\.?\s+/iu;
/** Words that make a label a role, not a person's name (`Project Manager`, `User Interface`, `Speaker 2`). */
const ROLE_WORDS = new Set(
  'project manager marketing industrial designer user interface speaker team lead product engineering engineer developer sales support design finance treasurer secretary officer director head chair clerk member grad postdoc phd professor student'.split(
    ' ',
  ),
);

/**
 * The lower-case forms a person or role may be named by in speech, for one label among the meeting's
 * people: the label (a wikilinked label `[[People/Carol Jones|Carol]]` read as the note's name, `Carol Jones`),
 * without a trailing title (`Dawn Bowden AM` → `dawn bowden`), without a leading office (`Chair Margaret
 * Doyle` → `margaret doyle`), and a person's first name when no other label shares it (`Carol Jones` →
 * `carol`; never for roles such as `Project Manager` or `Speaker 2`).
 *
 * Spec: R6 (owner = the named person when the name matches a speaker or attendee); issue #5 "Offline
 * summarizer" (next steps with owner).
 *
 * @param label - a speaker label or attendee as written
 * @param everyone - all labels of the meeting (speakers and attendees), for the first-name check
 * @returns distinct forms, longest first
 */
export function nameForms(label: string, everyone: readonly string[]): string[] {
  const name = personLabel(label);
  const forms = new Set<string>([name.toLowerCase()]);
  const noTrailing = name.replace(TRAILING_TITLE, '');
  if (noTrailing !== name && noTrailing.includes(' ')) forms.add(noTrailing.toLowerCase());
  const bare = noTrailing.replace(LEADING_TITLE, '');
  if (bare !== noTrailing && bare !== '') forms.add(bare.toLowerCase());
  // E66: a role is also named with its job title's head ("User Interface" → "user interface designer", "Marketing" →
  // "marketing expert"), as a chair hands out the work ("the User Interface Designer will work on …").
  if (isRoleLabel(bare) && !ROLE_HEAD.test(bare))
    for (const head of ['designer', 'expert', 'manager']) forms.add(`${bare.toLowerCase()} ${head}`);
  const first = firstName(bare);
  if (first && !everyone.some((other) => other !== label && firstName(bareName(other)) === first))
    forms.add(first);
  return [...forms].sort((a, b) => b.length - a.length);
}

/** Last words that already make a role a job title ("Project Manager", "Industrial Designer"). */
const ROLE_HEAD =
  /\b(?:designer|expert|manager|engineer|developer|lead|officer|director|head|member|student|professor)$/i;

/**
 * Whether a label names a role, every word of it a role word (`Project Manager`, `User Interface`, `Marketing`), not a
 * person (`Carol Jones`) or a numbered speaker (`Speaker 2`).
 *
 * Spec: R6 (owner = the named person or role, E66).
 *
 * @param label - a speaker label or attendee, wikilinks read as names
 * @returns `true` for a role
 */
export function isRoleLabel(label: string): boolean {
  const words = label.trim().toLowerCase().split(/\s+/);
  return words.length > 0 && words.every((w) => ROLE_WORDS.has(w)) && !words.includes('speaker');
}

/** A label as a name: a wikilink read as its note's name, else the label. */
function personLabel(label: string): string {
  return label.includes('[') ? personName(label) : label;
}

function bareName(label: string): string {
  return personLabel(label).replace(TRAILING_TITLE, '').replace(LEADING_TITLE, '');
}

/** The first name of a person's name of 2–3 capitalised words without role words, lower-case; else `null`. */
function firstName(name: string): string | null {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 3) return null;
  if (!words.every((w) => /^\p{Lu}[\p{L}'’-]+$/u.test(w) && !ROLE_WORDS.has(w.toLowerCase()))) return null;
  return words[0]!.toLowerCase();
}

/** The last list {@link peopleForms} answered for, its length then (lists only grow), and the answer. */
let cachedList: readonly string[] | null = null;
let cachedLength = -1;
let cachedForms: readonly { person: string; forms: readonly string[] }[] = [];

/**
 * {@link nameForms} of every person of a list, in list order, computed once per list: the answer is kept while
 * the same list (same array, same length: the speakers list only grows) is asked again, as it is for every
 * sentence of a batch.
 *
 * Spec: R6 (owners named by their name forms); issue 13 (no per-sentence work that grows with the people squared).
 *
 * @param people - speakers and attendees, as written
 * @returns each person with their forms, longest first
 */
export function peopleForms(
  people: readonly string[],
): readonly { person: string; forms: readonly string[] }[] {
  if (people === cachedList && people.length === cachedLength) return cachedForms;
  cachedForms = people.map((person) => ({ person, forms: nameForms(person, people) }));
  cachedList = people;
  cachedLength = people.length;
  return cachedForms;
}

/** {@link formMentions} patterns by form (a meeting has a few dozen forms; kept for the process). */
const FORM_PATTERNS = new Map<string, RegExp>();
const FORM_PATTERN_LIMIT = 10_000;

/**
 * Where a name form is said in a lower-case text, as a whole word (no letter or digit on either side): the
 * matches of `/(?<![\p{L}\p{N}])<form>(?![\p{L}\p{N}])/gu`. The pattern is built once per form, and a text
 * without the form (most) is answered without it.
 *
 * Spec: R6 (owners named by their name forms); issue 13 (no regular expression rebuilt per sentence).
 *
 * @param lower - the text, lower-cased as the forms are
 * @param form - one of {@link nameForms}' forms
 * @returns the start index of each mention, in order
 */
export function formMentions(lower: string, form: string): number[] {
  if (!lower.includes(form)) return [];
  let pattern = FORM_PATTERNS.get(form);
  if (pattern === undefined) {
    if (FORM_PATTERNS.size >= FORM_PATTERN_LIMIT) FORM_PATTERNS.clear();
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    FORM_PATTERNS.set(form, pattern);
  }
  const at: number[] = [];
  for (const match of lower.matchAll(pattern)) at.push(match.index);
  return at;
}
