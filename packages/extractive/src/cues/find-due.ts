import { meetingDay } from './meeting-day.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** E141: a weekday before a date names that date ("Monday, December 7", "by Tuesday the 15th"). */
const WEEKDAY_NAME = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const ISO_DATE = /\b(?:by|before|on|until|due)\s+(\d{4}-\d{2}-\d{2})\b/i;
const BARE_ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/;
const NEXT_WEEKDAY = new RegExp(`\\b(?:by|before|on|until|for)?\\s*next\\s+${WEEKDAY}\\b`, 'i');
const THIS_WEEKDAY = new RegExp(`\\b(?:by|before|on|until|for|this)\\s+(?:this\\s+)?${WEEKDAY}\\b`, 'i');
/**
 * E141: a weekday said alone where its clause ends ("I'll send the report Friday.", "… Friday morning, then …"): the
 * day the work is done, as "on Friday". Not after a word that makes it another day or a name ("last Friday", "since
 * Monday", "every Tuesday", "the Friday", "Friday's"), nor before a noun ("Friday meeting").
 */
const BARE_WEEKDAY = new RegExp(
  `(?<!\\b(?:last|since|every|each|past|previous|from|the|that|a|of)\\s+)\\b${WEEKDAY}(?:\\s+(?:morning|afternoon|evening|night))?(?=\\s*(?:$|[,.;:!?]))`,
  'i',
);
const TOMORROW = /\b(?:by\s+|until\s+)?tomorrow\b/i;
const TODAY = /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?day\b|\b(?:by\s+)?tonight\b|\bby\s+today\b/i;
/**
 * Count words of a span ("in ten days", "within fourteen days"), lower-case: every number a span of days or
 * weeks is said with, up to thirty-one.
 */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'twenty-one': 21,
  'twenty-eight': 28,
  thirty: 30,
  'thirty-one': 31,
};
/** A span's count: a number word of {@link NUMBER_WORDS} or digits (longest words first, so "twenty-one" before "twenty"). */
const SPAN_COUNT = `(${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')}|\\d{1,3})`;
const PHRASES: readonly RegExp[] = [
  /\b(?:by|before|for|until)\s+(?:the\s+)?next\s+(?:meeting|session|call)\b/i,
  /\b(?:by|before|for|until)\s+next\s+(?:week|month)\b/i,
  /\bnext\s+week\b/i,
  /\b(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:week|month|year|quarter|Q[1-4])\b/i,
  /\b(?:by|before|until|till)\s+(?:the\s+)?(?:(?:week|month|year|quarter)(?:['\u2019]s\s+|[\s-])end|end-of-(?:week|month|year|quarter))\b/i,
  new RegExp(
    `\\b(?:in|within)\\s+(?:the\\s+next\\s+)?${SPAN_COUNT}\\s+(?:days?|weeks?|fortnights?|months?)\\b`,
    'i',
  ),
  // E151: the start, middle or end of a month ("by early January", "by mid-December", "by the middle of March").
  /\b(?:by|before|until|till)\s+(?:the\s+)?(?:early|mid|late|(?:beginning|start|middle)\s+of)[\s-]+(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
];
/** "next week", "by next week", "before next week" (not "next week's meeting"): E151. */
const NEXT_WEEK = /\bnext\s+week\b(?!['\u2019]s)/i;
// Urgency without a day ("as soon as possible", "ASAP", "soon", "when you can", "at some point", "sometime") is
// not a due date: no phrase here matches it, so such a task has none (issue 15 audit E21). The sentence keeps
// the words; a day said beside them ("ASAP, by Friday") is still the due date.

/** Month names and their short forms, lower-case; index + 1 is the month's number. */
const MONTHS = [
  'jan(?:uary)?',
  'feb(?:ruary)?',
  'mar(?:ch)?',
  'apr(?:il)?',
  'may',
  'june?',
  'july?',
  'aug(?:ust)?',
  'sep(?:t(?:ember)?)?',
  'oct(?:ober)?',
  'nov(?:ember)?',
  'dec(?:ember)?',
] as const;
const MONTH = `(${MONTHS.join('|')})\\.?`;
/** The words that make a date a deadline or a day something happens ("by the 15th", "on June 15"). */
const DATE_LEAD =
  '\\b(?:(?:by|before|on|until|till|due|for|no later than)\\s+(?:the\\s+)?(?:' +
  WEEKDAY_NAME +
  ',?\\s+(?:the\\s+)?)?|' +
  WEEKDAY_NAME +
  ',?\\s+(?:the\\s+)?)';
const DAY = '(\\d{1,2})';
const ORDINAL = '(?:st|nd|rd|th)';
const YEAR = '(?:,?\\s+(\\d{4}))?';
/** "by the 15th of June 2026", "on 15 June", "by 15th June": day, month, year. */
const DAY_MONTH = new RegExp(`${DATE_LEAD}${DAY}${ORDINAL}?\\s+(?:of\\s+)?${MONTH}${YEAR}\\b`, 'i');
/** "by June 15", "on June the 15th, 2026": month, day, year. */
const MONTH_DAY = new RegExp(`${DATE_LEAD}${MONTH}\\s+(?:the\\s+)?${DAY}${ORDINAL}?${YEAR}\\b`, 'i');
/**
 * What may follow a day said alone for it to be a date: the end of the phrase (punctuation, the end) or a word that
 * starts another phrase ("by the 15th at the latest", "on the 3rd and then"). A noun after it makes the ordinal
 * a rank, not a day: "on the 3rd floor", "for the 4th floor meeting", "the 2nd draft" (review 6 S10).
 */
const PHRASE_END =
  '(?=\\s*(?:$|[^\\w\\s]|(?:at|in|and|or|but|so|then|if|when|because|unless|as|to|this|next|of|latest|please|with|from|anyway|too|also)\\b))';
/** "by the 15th", "on the 3rd": a day of the month said with its ordinal, at the end of its phrase. */
const DAY_ONLY = new RegExp(`${DATE_LEAD}${DAY}${ORDINAL}\\b${PHRASE_END}`, 'i');

/** "by the end of the month / quarter / year" (this one: the meeting's). "End of the week" stays a phrase (Friday or Sunday?). */
const END_OF_PERIOD =
  /\b(?:by|before|until|till)\s+(?:the\s+)?end\s+of\s+(?:the\s+|this\s+)?(month|quarter|year)\b/i;
/** "by month end", "by month-end", "before the year's end", "by end-of-quarter": the same period ends, said compactly. */
const PERIOD_END =
  /\b(?:by|before|until|till)\s+(?:the\s+)?(?:this\s+)?(?:(month|quarter|year)(?:['\u2019]s\s+|[\s-])end|end-of-(month|quarter|year))\b/i;
/** "by the end of Q2", "before the end of Q4 2027": the last day of that calendar quarter. */
const END_OF_QUARTER_NAMED =
  /\b(?:by|before|until|till)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?Q([1-4])(?:,?\s+(\d{4}))?\b/i;
/** "by the end of March", "before the end of June 2027": the last day of that month. */
const END_OF_MONTH_NAMED = new RegExp(
  `\\b(?:by|before|until|till)\\s+(?:the\\s+)?end\\s+of\\s+${MONTH}${YEAR}(?![\\w-])`,
  'i',
);
/**
 * "in two weeks", "within 10 days", "in the next fourteen days", "in a fortnight": that many days after the
 * meeting day (group 1 the count, group 2 the unit). A count that is no number ("in many days") is none.
 */
const IN_DAYS = new RegExp(
  `\\b(?:in|within)\\s+(?:the\\s+next\\s+)?${SPAN_COUNT}\\s+(days?|weeks?|fortnights?)\\b`,
  'i',
);
/** Days in each unit of {@link IN_DAYS}. */
const UNIT_DAYS: Readonly<Record<string, number>> = { d: 1, w: 7, f: 14 };
/**
 * "by 12/20", "before 12/20/2026", "by 20/12": a day and month in numbers, read only when one reading alone is a
 * date (month/day as in the US, day/month as elsewhere): "by 5/6" is both, and "by 1/3", "by 3/4" are as likely
 * fractions ("cut costs by 1/3"), so a pair both of whose readings are dates is no due date.
 */
const NUMERIC_DATE = new RegExp(
  `${DATE_LEAD}(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?(?![\\d/])(?!\\s*(?:of\\b|%))`,
  'i',
);

/** `YYYY-MM-DD` of a year, month (1–12) and day, or `null` when there is no such day (June 31). */
export function calendarDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

/** The month's number (1–12) of a month name matched by {@link MONTH}. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTHS.findIndex((m) => new RegExp(`^(?:${m})$`).test(lower)) + 1;
}

/**
 * A date said as a day of the month (with or without the month and year), resolved like a weekday: the first such
 * day on or after the meeting day when the year (or month) is not said. Without a meeting date, the phrase.
 * `undefined` when the sentence says no such date; `null` when it names a day that does not exist (June 31).
 */
function dayOfMonth(text: string, base: string | null): string | null | undefined {
  const dm = DAY_MONTH.exec(text);
  const md = dm ? null : MONTH_DAY.exec(text);
  const named = dm
    ? { day: Number(dm[1]), month: monthNumber(dm[2] ?? ''), year: dm[3] }
    : md
      ? { day: Number(md[2]), month: monthNumber(md[1] ?? ''), year: md[3] }
      : null;
  if (named) {
    if (named.year) return calendarDate(Number(named.year), named.month, named.day);
    if (!base)
      return (dm ?? md)![0]
        .replace(/^(?:no later than|by|before|on|until|till|due|for)\s+/i, '')
        .replace(/^the\s+/i, '');
    return nextDayOfYear(base, named.month, named.day);
  }
  const numeric = NUMERIC_DATE.exec(text);
  const fromNumbers = numeric ? numericDate(numeric, base) : undefined;
  if (fromNumbers !== undefined) return fromNumbers;
  const only = DAY_ONLY.exec(text);
  if (!only) return undefined;
  const day = Number(only[1]);
  if (!base) return `the ${only[0].replace(/^.*?(\d+)/, '$1')}`;
  return nextDayOfMonth(base, day);
}

/**
 * A {@link NUMERIC_DATE} match as a date: the one reading (month/day or day/month) that is a calendar date, with
 * its year (two digits: 20xx) or else the first such day on or after `base`; without a meeting date and a year, the
 * numbers as said ("12/20"). `undefined` when both readings are dates and differ ("5/6", "1/3": ambiguous, or a
 * fraction) or neither is (so the sentence's other words decide).
 */
function numericDate(match: RegExpExecArray, base: string | null): string | undefined {
  const first = Number(match[1]);
  const second = Number(match[2]);
  const said = match[3];
  const year = said ? Number(said.length === 2 ? `20${said}` : said) : null;
  // A leap year stands in for "some year" when none is said, so 2/29 is a date.
  const valid = (month: number, day: number) => calendarDate(year ?? 2028, month, day) !== null;
  const readings = [
    [first, second],
    [second, first],
  ].filter(([month, day]) => valid(month!, day!));
  if (readings.length === 0 || (readings.length === 2 && first !== second)) return undefined;
  const [month, day] = readings[0]!;
  if (year !== null) return calendarDate(year, month!, day!) ?? undefined;
  if (!base) return match[0].replace(/^(?:no later than|\S+)\s+(?:the\s+)?/i, '');
  return nextDayOfYear(base, month!, day!) ?? undefined;
}

/** The first `month`/`day` on or after `base` (`YYYY-MM-DD`): this year's, else next year's; `null` for no such day. */
export function nextDayOfYear(base: string, month: number, day: number): string | null {
  const year = Number(base.slice(0, 4));
  const date = calendarDate(year, month, day);
  if (date !== null && date >= base) return date;
  return calendarDate(year + 1, month, day) ?? date;
}

/** The first day `day` of a month on or after `base` (`YYYY-MM-DD`), or `null` when no month in a year has it. */
export function nextDayOfMonth(base: string, day: number): string | null {
  let year = Number(base.slice(0, 4));
  let month = Number(base.slice(5, 7));
  // The first such day on or after the meeting day: this month's, else the next month that has it.
  for (let i = 0; i < 13; i++) {
    const date = calendarDate(year, month, day);
    if (date !== null && date >= base) return date;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return null;
}

/** Adds days to a `YYYY-MM-DD` date in UTC (no time-zone drift). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isIsoDate(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
  );
}

/**
 * Finds a due date stated in a sentence. Only what is said counts; nothing is guessed.
 *
 * - An ISO date (`"by 2026-03-20"`) is returned as is.
 * - A day of the month after `by`/`before`/`on`/`until`/`due`/`for` — `"by the 15th"`, `"on the 3rd"`,
 *   `"by June 15"`, `"by 15 June"`, `"by the 1st of July"`, `"on June 15, 2026"` — is that date; without a year
 *   (or month) it is the first such day on or after the meeting day, like a weekday (review5 Q17). Without
 *   `meetingDate` the phrase is kept (`"the 15th"`, `"June 15"`); a day that does not exist (`"June 31"`) is `null`.
 * - `"tomorrow"`, `"end of the day"`/`"tonight"`, `"by Friday"`/`"on Friday"`/`"this Friday"` and
 *   `"next Friday"` are resolved against `meetingDate` when it is a valid `YYYY-MM-DD`: a plain weekday is
 *   its first occurrence after the meeting day; `"next <weekday>"` is that weekday in the week
 *   (Monday–Sunday) after the meeting's week. Without `meetingDate` the phrase is kept (`"Friday"`, `"next Friday"`).
 * - `"by the end of the month"` / `"quarter"` / `"year"` / `"of March"` (also `"by month end"`, `"by year-end"`,
 *   `"by end-of-quarter"`, `"by the end of Q2"`) are that period's last day and `"in two weeks"` / `"within ten days"` / `"in the next
 *   fourteen days"` / `"in a fortnight"` that many days after the meeting day, when `meetingDate` is given.
 * - `"by 12/20"`, `"by 20/12/2026"`: a day and month in numbers when only one reading (month/day or day/month) is
 *   a date; `"by 5/6"` or `"by 1/3"` (ambiguous, or a fraction) is none.
 * - `"next week"` / `"by next week"` is the Friday of the week after the meeting's, when `meetingDate` is given (E151).
 * - Other stated deadlines are kept as phrases: `"next meeting"`, `"end of the week"`, `"early January"`, and
 *   the ones above without `meetingDate` (`"end of the month"`, `"in two weeks"`).
 * - Urgency that names no day — `"as soon as possible"`, `"ASAP"`, `"soon"`, `"when you can"`, `"at some
 *   point"` — is not a due date (`null`): issue 15, "a due date only when one is stated for that task".
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date: the due date, only when
 * stated); seed 003, Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param text - one sentence (English)
 * @param meetingDate - the meeting's date, `YYYY-MM-DD` or any form of a meeting `date` ({@link meetingDay}: with a
 *   time and zone, quoted, a daily-note link), optional
 * @returns a `YYYY-MM-DD` date, a short phrase as said, or `null` when no deadline is stated
 */
export function findDue(text: string, meetingDate?: string | null): string | null {
  const iso = ISO_DATE.exec(text) ?? BARE_ISO_DATE.exec(text);
  if (iso?.[1] && isIsoDate(iso[1])) return iso[1];
  const base = meetingDay(meetingDate);
  const dated = dayOfMonth(text, base);
  if (dated !== undefined) return dated;

  const next = NEXT_WEEKDAY.exec(text);
  if (next?.[1]) {
    const day = next[1].toLowerCase();
    if (!base) return `next ${capitalize(day)}`;
    return weekdayNextWeek(base, WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]));
  }
  const plain = THIS_WEEKDAY.exec(text);
  if (plain?.[1]) {
    const day = plain[1].toLowerCase();
    if (!base) return capitalize(day);
    return weekdayAfter(base, WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]));
  }
  const bare = BARE_WEEKDAY.exec(text);
  if (bare?.[1]) {
    const day = bare[1].toLowerCase();
    if (!base) return capitalize(day);
    return weekdayAfter(base, WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]));
  }
  if (TOMORROW.test(text)) return base ? addDays(base, 1) : 'tomorrow';
  if (TODAY.test(text)) return base ?? 'today';
  if (base) {
    const resolved = periodEnd(text, base);
    if (resolved !== undefined) return resolved;
  }
  // E151: "next week", "by next week" is the Friday of the week after the meeting's (the working week's last day).
  if (base && NEXT_WEEK.test(text)) return weekdayNextWeek(base, 5);
  for (const phrase of PHRASES) {
    const match = phrase.exec(text);
    // As said ("early January"), the lead word dropped (E151).
    if (match) return match[0].replace(/^(?:by|before|for|until|till)\s+(?:the\s+)?/i, '');
  }
  return null;
}

/**
 * A deadline said as the end of a period or a span from the meeting day, resolved against `base`
 * (`YYYY-MM-DD`): "by the end of the month" → the meeting month's last day, "… of the quarter" → the
 * last day of its calendar quarter, "… of the year" → 31 December, "by the end of March" → the last day
 * of the first March that ends on or after the meeting day, "in two weeks" → 14 days on (newcomer
 * session 33 N5: "by end of month" was "(due end of month)" beside resolved weekdays).
 * `undefined` when the sentence says none of these.
 */
function periodEnd(text: string, base: string): string | undefined {
  const compact = PERIOD_END.exec(text);
  const period = (END_OF_PERIOD.exec(text)?.[1] ?? compact?.[1] ?? compact?.[2])?.toLowerCase();
  if (period) return endOfPeriod(base, period as Period);
  const quarter = END_OF_QUARTER_NAMED.exec(text);
  if (quarter?.[1]) return endOfMonth(base, Number(quarter[1]) * 3, quarter[2] ? Number(quarter[2]) : null);
  const named = END_OF_MONTH_NAMED.exec(text);
  if (named?.[1]) return endOfMonth(base, monthNumber(named[1]), named[2] ? Number(named[2]) : null);
  const span = IN_DAYS.exec(text);
  if (span?.[1] && span[2]) {
    const count = NUMBER_WORDS[span[1].toLowerCase()] ?? Number(span[1]);
    return addDays(base, count * (UNIT_DAYS[span[2].charAt(0).toLowerCase()] ?? 1));
  }
  return undefined;
}

/** A period whose end may be a deadline: "by the end of the month / quarter / year". */
export type Period = 'month' | 'quarter' | 'year';

/** The last day (`YYYY-MM-DD`) of the month, calendar quarter or year that `base` (`YYYY-MM-DD`) is in. */
export function endOfPeriod(base: string, period: Period): string {
  const year = Number(base.slice(0, 4));
  const month = Number(base.slice(5, 7));
  if (period === 'year') return `${year}-12-31`;
  return lastDayOf(year, period === 'quarter' ? Math.ceil(month / 3) * 3 : month);
}

/**
 * The last day (`YYYY-MM-DD`) of `month` (1–12): of `year` when said, else of the first such month that ends on
 * or after `base` (`YYYY-MM-DD`): "by the end of March".
 */
export function endOfMonth(base: string, month: number, year: number | null): string {
  if (year !== null) return lastDayOf(year, month);
  const thisYear = lastDayOf(Number(base.slice(0, 4)), month);
  return thisYear >= base ? thisYear : lastDayOf(Number(base.slice(0, 4)) + 1, month);
}

/** The last day (`YYYY-MM-DD`) of `month` (1–12) of `year`. */
function lastDayOf(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The first weekday `target` (0 Sunday – 6 Saturday) after `base` (`YYYY-MM-DD`): "by Friday". */
export function weekdayAfter(base: string, target: number): string {
  const weekday = new Date(`${base}T00:00:00Z`).getUTCDay();
  return addDays(base, (target - weekday + 7) % 7 || 7);
}

/** Weekday `target` (0 Sunday – 6 Saturday) of the week (Monday–Sunday) after the week of `base`: "next Friday". */
export function weekdayNextWeek(base: string, target: number): string {
  const weekday = new Date(`${base}T00:00:00Z`).getUTCDay();
  const toNextMonday = (8 - weekday) % 7 || 7;
  return addDays(base, toNextMonday + ((target + 6) % 7));
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
