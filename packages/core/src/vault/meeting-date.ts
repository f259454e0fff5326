/**
 * The one reader of a meeting's (or a summary's) `date:` frontmatter value, in every form Obsidian
 * users write it. Spec: docs/vault-format.md, Meeting note (dates); issue V7 and "dates in every form".
 */
import { frontmatterLink, parseLink } from '../names/index.js';

/**
 * A `date:` value as read by {@link readMeetingDate}:
 * - `absent`: no value (missing key, null, empty text, an empty list);
 * - `read`: `day` is the calendar day as written (`YYYY-MM-DD`, never shifted by a time zone, B01),
 *   `time` the instant in ms since the epoch when a time of day is written (no offset: read as UTC,
 *   so two such times compare as written), else null; `text` is the date as written without its
 *   wrapping (`2026-03-05`, `2026-03-05T10:00`, `2026-03-05 10:00`; the inside of a one-element list
 *   or of a daily-note link `[[2026-03-05]]`), which is what a summary's `date:` copies;
 * - `unreadable`: a value that is there but gives no day (`next tuesday`, `2026-02-30`, a list of two
 *   dates, a number); `text` is the value as text and `problem` says why, for the user.
 * Spec: docs/vault-format.md, Meeting note; issue V7.
 */
export type MeetingDate =
  | { state: 'absent' }
  | { state: 'read'; text: string; day: string; time: number | null }
  | { state: 'unreadable'; text: string; problem: string };

/** What the reader accepts, for messages. */
export const MEETING_DATE_FORMS =
  'YYYY-MM-DD, optionally with a time (2026-03-05T10:00, 2026-03-05 10:00, \u2026+01:00), a one-element list or a daily-note link [[2026-03-05]]; also 05.03.2026, 2026/03/05, 2026\u5e743\u67085\u65e5, Mar 5, 2026 and 5. M\u00e4rz 2026';

/** `YYYY-MM-DD`, then optionally a time of day and a zone (ISO 8601 and YAML timestamp forms). */
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ]\s*(\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?\s*(Z|z|[+-]\d{1,2}(?::?\d{2})?)?)?$/;

/**
 * The text a `date:` value stands for: a string as is (trimmed); numbers and booleans as text; a
 * JavaScript Date (from a YAML library with timestamps) as its ISO day, with the time when it has
 * one; a one-element list (`[2026-03-05]`) as its item; an unquoted `[[2026-03-05]]` (which YAML
 * reads as a list holding a list) as the link `[[2026-03-05]]`; a longer list as its items joined
 * (`[a, b]`, unreadable as a date). Null when there is no value.
 * Spec: docs/vault-format.md, Meeting note; issue V7.
 */
export function meetingDateText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return 'Invalid Date';
    const iso = value.toISOString();
    return value.getTime() % 86_400_000 === 0 ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    if (value.length === 1 && Array.isArray(value[0])) return frontmatterLink(value);
    if (value.length === 1) return meetingDateText(value[0]);
    return `[${value.map((v) => meetingDateText(v) ?? '').join(', ')}]`;
  }
  return JSON.stringify(value) ?? null;
}

/**
 * Reads a `date:` (or `start:`) frontmatter value, in every form: `2026-03-05` (plain or quoted),
 * `2026-03-05T10:00`, `2026-03-05 10:00`, a YAML timestamp (`2026-03-05T10:00:00Z`,
 * `2026-03-05 10:00:00.5 +01:00`, a JavaScript Date), a one-element list `[2026-03-05]`, and a
 * daily-note link `"[[2026-03-05]]"`, `[[Daily/2026-03-05|Thursday]]` or unquoted `[[2026-03-05]]`.
 * Local forms are read too (newcomer S34 A1: a German, Japanese or US template's date is a date):
 * `05.12.2026`, `2026/12/05`, `2026.12.05`, `2026年12月5日`, `Dec 5, 2026`, `5. Dezember 2026`,
 * `5 de diciembre de 2026`, `2026-12-5`, `2026年12月5日(土)` (optionally with `10:00`, `10h00` or
 * `3:00 PM` after it); their `text` is the day as
 * `YYYY-MM-DD` (what a summary's `date:` copies, so Obsidian shows it as a date). `5/12/2026` is
 * read when only one of day-first and month-first is a day (`25/12/2026`), else as the reading equal
 * to `near`, else it is unreadable and the problem names both readings.
 * The day must exist (`2026-02-30` is unreadable) and a time be a time of day. Never throws.
 * @param value the frontmatter value as parsed (core schema: dates are strings).
 * @param near the day (`YYYY-MM-DD`) the meeting's own `start:` or name gives, which settles an
 *   ambiguous `5/12/2026`; null (the default) when there is none.
 * @returns see {@link MeetingDate}.
 * Spec: docs/vault-format.md, Meeting note (dates stay as written); issue V7.
 */
export function readMeetingDate(value: unknown, near: string | null = null): MeetingDate {
  const raw = meetingDateText(value);
  if (raw === null) return { state: 'absent' };
  let text = raw;
  const link = parseLink(raw);
  if (link.form === 'wikilink') {
    // A daily-note link names the note `2026-03-05` (in any folder, any alias).
    text = (link.target.split('/').pop() ?? link.target).replace(/\.md$/i, '').trim();
  }
  const unreadable = (why: string): MeetingDate => ({
    state: 'unreadable',
    text: raw,
    problem: `"${raw}" is not a date (${why}; expected ${MEETING_DATE_FORMS})`,
  });
  const m = DATE.exec(text);
  if (!m) {
    if (Array.isArray(value) && value.length > 1) return unreadable('a list of several values');
    const local = readLocalDate(text, near);
    if (local === null) return unreadable('no YYYY-MM-DD');
    if ('why' in local) return unreadable(local.why);
    return local;
  }
  const [, y, mo, d, hh, mm, ss, frac, zone] = m;
  const day = `${y}-${mo}-${d}`;
  const month = Number(mo);
  const dayOfMonth = Number(d);
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysIn(Number(y), month))
    return unreadable(`${day} is not a day of the calendar`);
  if (hh === undefined) return { state: 'read', text, day, time: null };
  if (Number(hh) > 23 || Number(mm) > 59 || (ss !== undefined && Number(ss) > 59))
    return unreadable(`${hh}:${mm}${ss === undefined ? '' : `:${ss}`} is not a time of day`);
  const clock = `${hh.padStart(2, '0')}:${mm}:${ss ?? '00'}${frac ?? ''}`;
  const time = Date.parse(`${day}T${clock}${isoZone(zone)}`);
  if (Number.isNaN(time)) return unreadable('not a time Node can read');
  return { state: 'read', text, day, time };
}

/**
 * Month names (English, German, French, Spanish, Italian, Portuguese, Dutch), lower case without
 * accents; a word names a month when it is one of these or a prefix of at least 3 letters of one
 * (`dec`, `déc.`, `sept`, `mär`) and every name it begins names the same month; Dutch `mrt` as written. Made plain on first
 * use ({@link monthNames}): at import, `plainWord`'s `\p{M}` pattern was compiled by every `ma tool`
 * and `ma search` start, about 1.4 ms of CPU, for dates that are almost never written with names
 * (P196, session 42).
 */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'janeiro', 'januari', 'j\u00e4nner'],
  ['february', 'februar', 'fevrier', 'febrero', 'febbraio', 'fevereiro', 'februari'],
  // V245: Dutch writes March short as `mrt` (CLDR; `3 mrt 2026`), no start of `maart`.
  ['march', 'marz', 'mars', 'marzo', 'marco', 'maart', 'mrt'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'maio', 'mei'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'setiembre', 'settembre', 'setembro'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
let plainMonthNames: readonly (readonly string[])[] | undefined;

/** {@link MONTH_NAMES}, each made plain (`plainWord`) once. */
function monthNames(): readonly (readonly string[])[] {
  plainMonthNames ??= MONTH_NAMES.map((names) => names.map(plainWord));
  return plainMonthNames;
}

/** A word lower-cased without accents or a final dot (`Déc.` → `dec`, `März` → `marz`). */
function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');
}

/**
 * The month (1–12) a word names, or null: a month's name or a start of it of three letters or more
 * (`Nov`, `Sept`, `März`, `févr.`, `dic`), in English, German, French, Spanish, Italian, Portuguese or
 * Dutch, any case, with or without accents; null when the start fits months of two numbers. The one month
 * table of core: a note's `date:` and `ma import`'s headers and Teams date lines read the same names
 * (leftovers L375). Spec: docs/vault-format.md (Date forms).
 */
export function monthOf(word: string): number | null {
  const w = plainWord(word);
  if (w.length < 3) return null;
  const months = new Set<number>();
  monthNames().forEach((names, i) => {
    if (names.some((n) => n === w || n.startsWith(w))) months.add(i + 1);
  });
  return months.size === 1 ? [...months][0]! : null;
}

const TWO = (n: number) => String(n).padStart(2, '0');

/**
 * A date in a local form (no `YYYY-MM-DD`), with an optional time of day after it (`05.12.2026 10:00`):
 * day-first dotted `05.12.2026`; year-first `2026/12/05`, `2026.12.05`, `2026-12-5`; `2026年12月5日` (also
 * Korean 년월일); month names `Dec 5, 2026`, `December 5th 2026`, `5 December 2026`, `5th of December
 * 2026`, `5. Dezember 2026`, `5 de diciembre de 2026`, after an optional weekday and comma (`Samstag,
 * 5. Dezember 2026`) or before a weekday in parentheses (`2026年12月5日(土)`) or a CJK weekday
 * (`2026年12月5日土曜日`, `2026년 12월 5일 토요일`; Korean `2026. 12. 5.` too: V28); the time as `10:00`,
 * `10h00`, `15.00`, `3:00 PM` (12 AM is midnight), `10時00分`, `10시 30분` or `午後3時` (L251; {@link TIMED}); and
 * `5/12/2026` or `5-12-2026`, read day-first or month-first when only one reading is a day, else as
 * the reading equal to `near` (the meeting's own `start:` or name day), else unreadable naming both.
 * `text` is the day as `YYYY-MM-DD` (with ` HH:MM` when a time is written): what a summary copies.
 * @returns the reading, `{ why }` when the form is known but the value is no day, or null when no form matches.
 */
function readLocalDate(text: string, near: string | null): MeetingDate | { why: string } | null {
  const t = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  // Review S35: an ISO week (`2026-W49`, `2026-W49-6`) is a week people plan by, never the meeting's day.
  if (/^\d{4}-?W\d{2}(?:-?\d)?$/i.test(t))
    return { why: `${t} is an ISO week, not a day; write the meeting's day` };
  let timed = TIMED.exec(t);
  let { body, weekday } = dateOf(timed?.groups?.date ?? t);
  let ymd = localDay(body, near);
  // L251: a date whose own dots read as a time (`5. 12.26`: `5.` at 12:26) is the date alone.
  if (ymd === null && timed !== null && timed.groups?.date !== t) {
    timed = null;
    ({ body, weekday } = dateOf(t));
    ymd = localDay(body, near);
  }
  if (ymd === null || !Array.isArray(ymd)) return ymd;
  const [y, mo, d] = ymd;
  const day = `${y}-${TWO(mo)}-${TWO(d)}`;
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return { why: `${body} is not a day of the calendar` };
  // Review s38 V50: a weekday that contradicts the date means one of them is wrong; guessing which
  // would file the meeting under a day nobody wrote.
  const actual = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  if (weekday !== null && weekdayOf(weekday) !== null && weekdayOf(weekday) !== actual)
    return { why: `${weekday} is not ${day}, a ${WEEKDAYS[actual]![0]}` };
  const g = timed?.groups ?? {};
  const written = g.h1 ?? g.h2;
  if (timed === null || written === undefined) return { state: 'read', text: day, day, time: null };
  const [mm, ss] = [g.m1 ?? g.m2 ?? ((g.half ?? g.half2) ? '30' : '00'), g.s1];
  // L251: gozen/gogo, shangwu/xiawu, ojeon/ohu before the hour are AM/PM, as `3 PM` after it.
  const cjkHalf =
    g.cjk === undefined ? undefined : /^(?:\u5348\u524d|\u4e0a\u5348|\uc624\uc804)$/u.test(g.cjk) ? 'a' : 'p';
  const latinHalf = (g.ap1 ?? g.ap2)?.toLowerCase();
  const half = cjkHalf ?? latinHalf;
  const as = `${g.cjk ?? ''}${written}:${mm}${ss === undefined ? '' : `:${ss}`}${latinHalf === undefined ? '' : ` ${latinHalf}m`}`;
  // 12 AM/PM as written in English (1-12); Japanese and Korean count 0 too (gozen 0-ji) (0-12).
  const least = cjkHalf === undefined ? 1 : 0;
  if (half !== undefined && ((cjkHalf && latinHalf) || Number(written) < least || Number(written) > 12))
    return { why: `${as} is not a time of day` };
  // 12 AM is midnight and 12 PM noon; a PM hour is 12 more.
  const hh = half === undefined ? written : String((Number(written) % 12) + (half === 'p' ? 12 : 0));
  if (Number(hh) > 23 || Number(mm) > 59 || (ss !== undefined && Number(ss) > 59))
    return { why: `${as} is not a time of day` };
  const clock = `${hh.padStart(2, '0')}:${mm.padStart(2, '0')}${ss === undefined ? '' : `:${ss}`}`;
  // A zone as mail and JavaScript write it (`+0100`, `GMT+0100`, `UTC`): the instant is that zone's.
  const zone = g.zone?.replace(/^(?:gmt|utc)(?=[+-])/i, '');
  const offset = zone === undefined || /^(?:gmt|utc)$/i.test(zone) ? undefined : zone;
  const time = Date.parse(`${day}T${clock}${ss === undefined ? ':00' : ''}${isoZone(offset)}`);
  const shown = zone === undefined ? '' : ` ${isoZone(offset) === 'Z' ? 'Z' : isoZone(offset)}`;
  return { state: 'read', text: `${day} ${clock}${shown}`, day, time };
}

/**
 * A weekday after a CJK date without parentheses, as the systems' full date writes it (review s37 V28:
 * `2026年12月5日土曜日`, `2026年12月5日星期六`, `2026년 12월 5일 토요일`): Japanese 曜日, Chinese 星期/周/礼拜,
 * Korean 요일, written as \u escapes (the CLI bundle stays ASCII).
 */
const CJK_WEEKDAY_AFTER =
  /(?<=[\u65e5\uc77c]) ?(?:[\u65e5\u6708\u706b\u6c34\u6728\u91d1\u571f]\u66dc\u65e5|(?:\u661f\u671f|\u5468|\u793c\u62dc)[\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u65e5\u5929]|[\uc77c\uc6d4\ud654\uc218\ubaa9\uae08\ud1a0]\uc694\uc77c)$/u;

/**
 * A date, then a time of day as people write it (review S35 V6, V8-V19; leftovers L251): `10:00`,
 * `10:00:00`, `15.00` (Nordic, German, British), the French `10h00` and `10h`, `15:00h`, a US `3:00 PM` /
 * `3 p.m.`, the German `10 Uhr`, `10.00 Uhr`, `10 Uhr 30`, after `um`, `at`, `à`, `a las` or (review s37 V29, as `Intl`
 * writes them) `alle ore`, `om`, `às`; Japanese, Chinese and Korean `15時`,
 * `10時00分`, `3時半`, `15点30分`, `10시 30분`, `3시 반`, with `午前`/`午後` (`上午`/`下午`, `오전`/`오후`,
 * AM/PM) before the hour, right after the date's `日`/`일` or after a space; then optionally a zone
 * (`+0100`, `GMT+0100`, `UTC`, `Z`) and its name in parentheses, as mail (`Sat, 05 Dec 2026 10:00:00
 * +0100`) and JavaScript's `Date#toString` write it. Named groups: `date`; `cjk` the AM/PM word;
 * `h1`, `m1`, `s1`, `ap1` a clock with minutes; `h2`, `m2`, `half` (半/반: 30 minutes), `ap2` an hour
 * with a word (`10 Uhr 30`, `10h`, `3 PM`, `15時`); `zone`. A bare number after the date is never a time.
 */
const TIMED = new RegExp(
  String.raw`^(?<date>.*?)(?:(?:,? |(?<=[\u65e5\uc77c]))(?:um |at |\u00e0 |a las |alle(?: ore)? |om |\u00e0s )?` +
    String.raw`(?:(?<cjk>\u5348\u524d|\u5348\u5f8c|\u4e0a\u5348|\u4e0b\u5348|\uc624\uc804|\uc624\ud6c4) ?)?` +
    String.raw`(?:(?<h1>\d{1,2})(?:[:h.]|[\u6642\u65f6\u70b9\u9ede] ?|\uc2dc ?)(?<m1>\d{2}|\d(?= ?[\u5206\ubd84]))(?:[:.](?<s1>\d{2}))?` +
    String.raw`(?: ?(?:uhr|h|\u5206|\ubd84|(?<ap1>[ap])\.? ?m\.?))?` +
    String.raw`|(?<h2>\d{1,2}) ?(?:uhr(?: (?<m2>\d{1,2}))?|h|[\u6642\u65f6\u70b9\u9ede](?<half>\u534a)?|\uc2dc(?: ?(?<half2>\ubc18))?|(?<ap2>[ap])\.? ?m\.?))` +
    String.raw`(?: ?(?<zone>z|utc|gmt|(?:gmt|utc)?[+-]\d{2}:?\d{2}))?(?: \([^()]*\))?)?$`,
  'iu',
);

/**
 * The date part of a local form, without a weekday before it or one in parentheses after it, and
 * that weekday word as written (null when there is none), for {@link weekdayOf} to check.
 */
function dateOf(date: string): { body: string; weekday: string | null } {
  // A weekday before the date (`Samstag, 5. Dezember 2026`, `Sat Dec 5 2026`) or after it in
  // parentheses, as Japanese and Korean calendars write it (`2026年12月5日(土)`, NFKC made the
  // full-width parentheses ASCII).
  const rest = withoutWeekday(date);
  const before = rest === date ? null : date.slice(0, date.length - rest.length).replace(/[.,]?\s*$/, '');
  const after = / ?\((\p{L}{1,12})\.?\)$/u.exec(rest) ?? CJK_WEEKDAY_AFTER.exec(rest);
  const body = after === null ? rest : rest.slice(0, after.index);
  return { body, weekday: before ?? (after === null ? null : (after[1] ?? after[0]).trim()) };
}

/**
 * Weekday names from Sunday (0) to Saturday (6): English first (the name a message uses), then
 * German, French, Spanish, Italian, Portuguese, Dutch — the languages of {@link MONTH_NAMES} — lower
 * case without accents.
 */
const WEEKDAYS: readonly (readonly string[])[] = [
  ['Sunday', 'sonntag', 'dimanche', 'domingo', 'domenica', 'zondag'],
  ['Monday', 'montag', 'lundi', 'lunes', 'lunedi', 'segunda-feira', 'maandag'],
  ['Tuesday', 'dienstag', 'mardi', 'martes', 'martedi', 'terca-feira', 'dinsdag'],
  ['Wednesday', 'mittwoch', 'mercredi', 'miercoles', 'mercoledi', 'quarta-feira', 'woensdag'],
  ['Thursday', 'donnerstag', 'jeudi', 'jueves', 'giovedi', 'quinta-feira', 'donderdag'],
  ['Friday', 'freitag', 'vendredi', 'viernes', 'venerdi', 'sexta-feira', 'vrijdag'],
  ['Saturday', 'samstag', 'samedi', 'sabado', 'sabato', 'zaterdag'],
];

/**
 * CJK weekday signs from Sunday (0): Japanese 日月火水木金土 (曜日), Korean 일월화수목금토 (요일),
 * Chinese 日/天 and 一-六 after 星期/周/礼拜 (\u escapes: the CLI bundle stays ASCII).
 */
const CJK_WEEKDAY_SIGNS = [
  '\u65e5\uc77c\u5929',
  '\u6708\uc6d4\u4e00',
  '\u706b\ud654\u4e8c',
  '\u6c34\uc218\u4e09',
  '\u6728\ubaa9\u56db',
  '\u91d1\uae08\u4e94',
  '\u571f\ud1a0\u516d',
];

/**
 * The weekday (0 Sunday – 6 Saturday) a word names: a name of {@link WEEKDAYS} or a prefix of at least
 * 2 letters that begins names of one weekday only (`Sat`, `Sa.`, `Mi`; `Do` is Thursday in German and
 * Sunday in Spanish: none), or a CJK weekday; null for any other word (`le`), which is left unchecked.
 */
function weekdayOf(word: string): number | null {
  const cjk = /^(?:\u661f\u671f|\u5468|\u793c\u62dc)?(.)(?:\u66dc\u65e5|\uc694\uc77c)?$/u.exec(word);
  const sign = cjk?.[1] ?? '';
  if (cjk !== null && /\P{Script=Latin}/u.test(sign)) {
    const i = CJK_WEEKDAY_SIGNS.findIndex((signs) => signs.includes(sign));
    return i === -1 ? null : i;
  }
  const w = plainWord(word);
  if (w.length < 2) return null;
  const days = new Set<number>();
  WEEKDAYS.forEach((names, i) => {
    if (names.some((n) => plainWord(n).startsWith(w))) days.add(i);
  });
  return days.size === 1 ? [...days][0]! : null;
}

/**
 * The date without a weekday before it: after a comma any word (`Samstag, 5. Dezember 2026`, `Sat,
 * 05 Dec 2026`); without one, a word that names no month (`Sat Dec 5 2026`, `le 5 décembre 2026`),
 * so `Dec 5 2026` keeps its month.
 */
function withoutWeekday(date: string): string {
  const lead = /^([^\d\s,.]+)\.?(,)?( )?(?=\S)/u.exec(date);
  if (lead === null || (lead[2] === undefined && (lead[3] === undefined || monthOf(lead[1]!) !== null)))
    return date;
  return date.slice(lead[0].length);
}

type Ymd = [number, number, number];

/** Year, month, day of a local date form without a time ({@link readLocalDate}), `{ why }`, or null. */
function localDay(body: string, near: string | null): Ymd | { why: string } | null {
  const dotted = /^(\d{1,2})\. ?(\d{1,2})\. ?(\d{4}|\d{2})$/.exec(body);
  if (dotted) return [fullYear(dotted[3]!), +dotted[2]!, +dotted[1]!];
  const yearFirst =
    /^(\d{4})(?:[/-]|\. ?|\u5e74 ?|\ub144 ?)(\d{1,2})(?:[/-]|\. ?|\u6708 ?|\uc6d4 ?)(\d{1,2})(?:\.|\u65e5|\uc77c)?$/u.exec(
      body,
    );
  if (yearFirst) return [+yearFirst[1]!, +yearFirst[2]!, +yearFirst[3]!];
  const dayName = /^(\d{1,2})(?:st|nd|rd|th|er)?\.? (?:de |of )?(\p{L}+\.?),? (?:de )?(\d{4})$/iu.exec(body);
  if (dayName) {
    const month = monthOf(dayName[2]!);
    return month === null ? null : [+dayName[3]!, month, +dayName[1]!];
  }
  const nameDay = /^(\p{L}+\.?) (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/iu.exec(body);
  if (nameDay) {
    const month = monthOf(nameDay[1]!);
    return month === null ? null : [+nameDay[3]!, month, +nameDay[2]!];
  }
  const numeric = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(body);
  if (!numeric) return null;
  const [a, b, y] = [+numeric[1]!, +numeric[3]!, fullYear(numeric[4]!)];
  const isDay = (mo: number, d: number) => mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo);
  const readings: Ymd[] = [
    ...(isDay(b, a) ? [[y, b, a] as Ymd] : []),
    ...(a !== b && isDay(a, b) ? [[y, a, b] as Ymd] : []),
  ];
  const iso = ([yy, mo, d]: Ymd) => `${yy}-${TWO(mo)}-${TWO(d)}`;
  if (readings.length === 0) return { why: `${body} is not a day of the calendar` };
  if (readings.length === 1) return readings[0]!;
  const agreed = readings.filter((r) => iso(r) === near);
  if (agreed.length === 1) return agreed[0]!;
  return {
    why: `${body} could be ${iso(readings[0]!)} (day first) or ${iso(readings[1]!)} (month first): write it as YYYY-MM-DD`,
  };
}

/**
 * A year as written: four digits as they are; two digits (`05.12.26`, `12/5/26`) in 2000–2099, the
 * century every meeting note is written in (review S35 V8; no sliding window, so a note reads the
 * same every year; docs/vault-format.md "Date forms").
 */
function fullYear(written: string): number {
  return written.length === 2 ? 2000 + Number(written) : Number(written);
}

/** Days in a month of the proleptic Gregorian calendar. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An ISO offset for `Date.parse` from the zone as written (none or `Z` → `Z`; `-5`, `+0100`, `+01:00`). */
function isoZone(zone: string | undefined): string {
  if (zone === undefined || /^z$/i.test(zone)) return 'Z';
  const sign = zone[0];
  const digits = zone.slice(1).replace(':', '');
  const hours = digits.length <= 2 ? digits : digits.slice(0, digits.length - 2);
  const minutes = digits.length <= 2 ? '00' : digits.slice(-2);
  return `${sign}${hours.padStart(2, '0')}:${minutes}`;
}
