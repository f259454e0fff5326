import {
  addDays,
  calendarDate,
  endOfMonth,
  endOfPeriod,
  findDue,
  nextDayOfMonth,
  nextDayOfYear,
  type Period,
  weekdayAfter,
  weekdayNextWeek,
} from './find-due.js';
import { meetingDay } from './meeting-day.js';

/** The words of a language for due dates: weekdays from Sunday, months from January, and the phrases. */
interface DueWords {
  weekdays: readonly string[];
  months: readonly string[];
  /** What stands before a weekday or date for it to be when the task is due ("bis", "avant le"). */
  lead: string;
  /**
   * Before or after a weekday: that weekday of the week after the meeting's ("nächsten Freitag", "nächste Woche
   * Freitag", "vendredi prochain"), as English "next Friday".
   */
  nextWeekBefore: string;
  nextWeekAfter: string;
  /**
   * E141: what may stand between a weekday said alone and its clause's end ("vendredi matin", "Freitag Vormittag"),
   * and what before it makes it another day ("vendredi dernier", "depuis lundi", "seit Montag", "letzten Freitag").
   */
  partOfDay: string;
  notBefore: string;
  /** "morgen"/"demain" (+1), "übermorgen"/"après-demain" (+2), "heute"/"ce soir" (the meeting day). */
  tomorrow: RegExp;
  dayAfterTomorrow: RegExp;
  today: RegExp;
  /**
   * The end of the meeting's month, quarter or year ("Ende des Monats", "la fin du trimestre"): group 1 names the
   * period, `periods` maps it; resolved to the period's last day when the meeting date is known (newcomer session 33 N5).
   */
  periodEnd: RegExp;
  periods: Readonly<Record<string, Period>>;
  /** What stands before a month name for its last day ("Ende März", "fin mars", "fin de juin"). */
  monthEnd: string;
  /** A span from the meeting day ("in zwei Wochen", "dans trois jours"): group 1 the count, group 2 the unit. */
  span: RegExp;
  /** Count words of `span` and their numbers; a unit starting with `weekUnit` counts 7 days. */
  numbers: Readonly<Record<string, number>>;
  weekUnit: string;
  /**
   * The week after the meeting's ("nächste Woche", "la semaine prochaine"): its Friday when the meeting date is known
   * (E151, as English "next week"), else the phrase as said.
   */
  nextWeekDue: RegExp;
  /** Deadlines kept as the phrase said ("nächsten Monat", "Anfang Januar", "la fin de la semaine"). */
  phrases: readonly RegExp[];
}

const GERMAN: DueWords = {
  weekdays: ['sonntag', 'montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag'],
  months: [
    'januar|jänner|jan',
    'februar|feb',
    'märz|maerz|mär',
    'april|apr',
    'mai',
    'juni|jun',
    'juli|jul',
    'august|aug',
    'september|sept|sep',
    'oktober|okt',
    'november|nov',
    'dezember|dez',
  ],
  lead: '(?:bis\\s+(?:zum\\s+|spätestens\\s+(?:am\\s+|zum\\s+)?)?|spätestens\\s+(?:am\\s+|zum\\s+)?|am\\s+|vor\\s+dem\\s+|diesen\\s+|kommenden\\s+|bis\\s+(?:diesen|kommenden)\\s+)',
  nextWeekBefore: '(?:nächste(?:n)?\\s+woche\\s+|nächsten\\s+)',
  nextWeekAfter: '\\s+nächste(?:r|n)?\\s+woche',
  partOfDay: '(?:\\s+(?:früh|morgen|vormittag|mittag|nachmittag|abend))?',
  notBefore: '(?:seit|letzten|vergangenen|vorigen|jeden|vom|dem|der|des|den|ab)',
  tomorrow: /(?<!\p{L})(?<!(?:heute|gestern|guten|jeden|am|ab)\s+)morgen(?!\p{L})/u,
  dayAfterTomorrow: /(?<!\p{L})übermorgen(?!\p{L})/iu,
  today:
    /(?<!\p{L})(?:bis\s+heute(?:\s+abend)?|heute\s+noch|noch\s+heute|bis\s+(?:zum\s+)?feierabend|heute\s+abend)(?!\p{L})/iu,
  periodEnd:
    /(?<!\p{L})(?:ende\s+(?:des|dieses)\s+(monats|quartals|jahres)|(?:(?:bis|vor)\s+(?:zum\s+)?)(monats|quartals|jahres)(?:ende|schluss)|ende\s+(monat|quartal|jahr))(?!\p{L})/iu,
  periods: {
    monats: 'month',
    quartals: 'quarter',
    jahres: 'year',
    monat: 'month',
    quartal: 'quarter',
    jahr: 'year',
  },
  monthEnd: 'ende\\s+',
  span: /(?<!\p{L})(?:in|innerhalb(?:\s+von)?|binnen)\s+(einer|einem|eines|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|vierzehn|fünfzehn|zwanzig|dreißig|\d{1,3})\s+(tag(?:en|es)?|woche(?:n)?)(?!\p{L})/iu,
  numbers: {
    einer: 1,
    einem: 1,
    eines: 1,
    zwei: 2,
    drei: 3,
    vier: 4,
    fünf: 5,
    sechs: 6,
    sieben: 7,
    // "In acht Tagen" is a week in German, as French "huit jours".
    acht: 7,
    neun: 9,
    zehn: 10,
    elf: 11,
    zwölf: 12,
    vierzehn: 14,
    fünfzehn: 15,
    zwanzig: 20,
    dreißig: 30,
  },
  weekUnit: 'w',
  nextWeekDue:
    /(?<!\p{L})(?:bis\s+)?(?:zur\s+|in\s+der\s+)?(?:n\u00e4chste[nr]?|kommende[nr]?)\s+woche(?!\p{L})/iu,
  phrases: [
    /(?<!\p{L})(?:bis\s+)?(?:zum\s+|zur\s+)?nächste(?:n)?\s+(?:sitzung|besprechung|meeting|treffen)(?!\p{L})/iu,
    /(?<!\p{L})(?:bis\s+)?nächste(?:n)?\s+(?:woche|monat)(?!\p{L})/iu,
    /(?<!\p{L})(?:bis\s+)?ende\s+(?:der\s+woche|des\s+monats|des\s+jahres|des\s+quartals|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)(?!\p{L})/iu,
    /(?<!\p{L})(?:in|innerhalb(?:\s+von)?|binnen)\s+(?:einer|einem|eines|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|vierzehn|fünfzehn|zwanzig|dreißig|\d+)\s+(?:tag(?:en|es)?|woche(?:n)?|monat(?:en)?)(?!\p{L})/iu,
    /(?<!\p{L})(?:bis|vor)\s+(?:zum\s+)?(?:monats|quartals|jahres)(?:ende|schluss)(?!\p{L})/iu,
    // E151: the start or middle of a month ("bis Anfang Januar", "Mitte Dezember"), kept as said.
    /(?<!\p{L})(?:anfang|mitte)\s+(?:januar|j\u00e4nner|februar|m\u00e4rz|april|mai|juni|juli|august|september|oktober|november|dezember)(?:\s+\d{4})?(?!\p{L})/iu,
  ],
};

const FRENCH: DueWords = {
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  months: [
    'janvier|janv',
    'février|fevrier|févr',
    'mars',
    'avril|avr',
    'mai',
    'juin',
    'juillet|juil',
    'août|aout',
    'septembre|sept',
    'octobre|oct',
    'novembre|nov',
    'décembre|decembre|déc',
  ],
  lead: "(?:(?:avant|d'ici|pour|jusqu'à|au\\s+plus\\s+tard)\\s+(?:le\\s+)?|jusqu'au\\s+|ce\\s+|le\\s+)",
  nextWeekBefore: '(?!)',
  nextWeekAfter: '\\s+(?:de\\s+la\\s+semaine\\s+)?prochain(?:e)?',
  partOfDay: '(?:\\s+(?:matin|midi|après-midi|soir))?',
  notBefore: '(?:depuis|de|du|dès|des|les|chaque|tous\\s+les|à\\s+partir\\s+de)',
  tomorrow: /(?<!\p{L}|-)demain(?!\p{L})/iu,
  dayAfterTomorrow: /(?<!\p{L})après-demain(?!\p{L})/iu,
  today:
    /(?<!\p{L})(?:d'ici\s+ce\s+soir|ce\s+soir|aujourd'hui|avant\s+la\s+fin\s+de\s+la\s+journée|d'ici\s+la\s+fin\s+de\s+la\s+journée)(?!\p{L})/iu,
  periodEnd:
    /(?<!\p{L})fin\s+(du\s+mois|du\s+trimestre|de\s+l'année|de\s+mois|de\s+trimestre|d'année)(?!\p{L})/iu,
  periods: {
    'du mois': 'month',
    'du trimestre': 'quarter',
    "de l'année": 'year',
    'de mois': 'month',
    'de trimestre': 'quarter',
    "d'année": 'year',
  },
  monthEnd: "fin\\s+(?:de\\s+|d')?",
  // "Huit jours" is a week and "quinze jours" two weeks in French, as said: 7 and 14 days.
  span: /(?<!\p{L})(?:dans|d'ici|sous)\s+(un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|vingt|trente|\d{1,3})\s+(jours?|semaines?)(?!\p{L})/iu,
  numbers: {
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 7,
    dix: 10,
    quinze: 14,
    vingt: 20,
    trente: 30,
  },
  weekUnit: 's',
  nextWeekDue: /(?<!\p{L})la\s+semaine\s+(?:prochaine|qui\s+vient)(?!\p{L})/iu,
  phrases: [
    /(?<!\p{L})(?:avant|d'ici|pour)\s+la\s+prochaine\s+(?:réunion|séance)(?!\p{L})/iu,
    /(?<!\p{L})(?:la\s+semaine|le\s+mois)\s+prochain(?:e)?(?!\p{L})/iu,
    /(?<!\p{L})(?:avant\s+|d'ici\s+)?la\s+fin\s+(?:de\s+la\s+semaine|du\s+mois|de\s+l'année|du\s+trimestre)(?!\p{L})/iu,
    /(?<!\p{L})(?:dans|d'ici|sous)\s+(?:un|une|deux|trois|quatre|cinq|six|sept|huit|dix|quinze|vingt|trente|\d+)\s+(?:jours?|semaines?|mois)(?!\p{L})/iu,
    /(?<!\p{L})(?:en\s+)?fin\s+(?:de\s+mois|de\s+trimestre|d'année)(?!\p{L})/iu,
    // E151: the start or middle of a month ("d'ici début janvier", "mi-décembre"), kept as said.
    /(?<!\p{L})(?:d\u00e9but\s+|debut\s+|mi-|mi\s+|milieu\s+de\s+)(?:janvier|f\u00e9vrier|fevrier|mars|avril|mai|juin|juillet|ao\u00fbt|aout|septembre|octobre|novembre|d\u00e9cembre|decembre)(?:\s+\d{4})?(?!\p{L})/iu,
  ],
};

const WORDS: Readonly<Record<string, DueWords>> = { de: GERMAN, fr: FRENCH };

/** The lead word a kept phrase drops ("bis nächsten Monat" → "nächsten Monat"), any case. */
const LEAD_WORD = /^(?:bis|avant|d'ici|pour)\s+(?:zum\s+|zur\s+)?/iu;

/**
 * Finds a due date stated in a German or French sentence, as {@link findDue} does in English: an ISO date as
 * is; a date after a lead word ("bis zum 15. Mai", "am 3.6.", "bis zum 15.", "avant le 3 juin", "d'ici le 1er
 * juillet", "pour le 15") as the first such day on or after the meeting day (with a year: that date); a weekday
 * after a lead word ("bis Freitag", "am Montag", "diesen Freitag", "avant vendredi", "d'ici lundi", "ce vendredi")
 * as its first occurrence after the meeting day, and "nächsten Freitag", "nächste Woche Freitag", "Freitag nächster
 * Woche", "vendredi prochain", "vendredi de la semaine prochaine" as that weekday of the week after the meeting's
 * week (as English "next Friday"); "morgen"/"demain", "übermorgen"/"après-demain",
 * "bis heute"/"ce soir"; "Ende des Monats/Quartals/Jahres", "bis Monatsende", "Ende März", "in zwei Wochen",
 * "innerhalb von zehn Tagen", "binnen einer Woche", "la fin du mois", "en fin de mois", "fin mars", "dans trois
 * jours", "d'ici deux semaines", "sous huit jours" (a week), "dans quinze jours" (two weeks) as that day; "nächste Woche" / "la semaine prochaine" as the
 * Friday of the week after the meeting's (E151, as English "next week"); other deadlines kept as the phrase said, in
 * its own letters ("nächsten Monat", "Anfang Januar", "mi-décembre"; E151). Urgency that names no day ("so schnell wie möglich", "bald", "dès que possible",
 * "au plus vite", "asap") is not a due date, as in English (issue 15 audit E21). Without a meeting date the phrase itself is kept.
 * Any other language: ISO dates only.
 *
 * Spec: review11 X16 (due dates in the languages the engine finds tasks in); issue #5 "Offline summarizer" (next
 * steps with owner and due date, only when stated).
 *
 * @param text - one sentence
 * @param language - base ISO 639-1 code; `"en"` is {@link findDue}
 * @param meetingDate - the meeting's date in any form {@link meetingDay} reads, optional
 * @returns a `YYYY-MM-DD` date, a short phrase as said (a weekday without a meeting date: `"Freitag"`), or `null`
 *   when no deadline is stated
 */
export function findDueIn(text: string, language: string, meetingDate?: string | null): string | null {
  if (language === 'en') return findDue(text, meetingDate);
  const iso = /\b(\d{4}-\d{2}-\d{2})\b/.exec(text)?.[1];
  if (iso && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) return iso;
  const words = WORDS[language];
  if (!words) return null;
  const base = meetingDay(meetingDate);
  // The typographic apostrophe (d\u2019ici, aujourd\u2019hui: French typography, macOS) reads as ' (V24); one UTF-16
  // unit for one, so a match's offsets are the text's.
  const lower = text.toLowerCase().replace(/\u2019/g, "'");
  // A phrase kept is shown as said ("Freitag", "Anfang Januar"), not lower-cased (E151).
  const said = (m: RegExpExecArray): string =>
    lower.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
  const dated = statedDate(lower, words, base, said);
  if (dated !== undefined) return dated;
  const weekday = `(${words.weekdays.join('|')})`;
  const nextWeek = new RegExp(
    `(?<!\\p{L})(?:${words.nextWeekBefore}${weekday}|${weekday}${words.nextWeekAfter})(?!\\p{L})`,
    'u',
  ).exec(lower);
  if (nextWeek) {
    const day = (nextWeek[1] ?? nextWeek[2])!;
    return base ? weekdayNextWeek(base, words.weekdays.indexOf(day)) : said(nextWeek).trim();
  }
  const plain =
    new RegExp(`(?<!\\p{L})${words.lead}${weekday}(?!\\p{L})`, 'u').exec(lower) ??
    new RegExp(`(?<!\\p{L})${weekday}\\s+qui\\s+vient(?!\\p{L})`, 'u').exec(lower);
  if (plain?.[1]) {
    if (base) return weekdayAfter(base, words.weekdays.indexOf(plain[1]));
    const end = plain.index + plain[0].length;
    return lower.length === text.length ? text.slice(end - plain[1].length, end) : plain[1];
  }
  // E141: a weekday said alone where its clause ends, as French says the day ("Je vais envoyer le rapport vendredi.",
  // "Ich schicke den Bericht Freitag."); not "vendredi dernier", "depuis lundi", "seit Montag", "jeden Freitag".
  const bare = new RegExp(
    `(?<!(?<!\\p{L})${words.notBefore}\\s+)(?<!\\p{L})${weekday}${words.partOfDay}(?=\\s*(?:$|[,.;:!?]))`,
    'u',
  ).exec(lower);
  if (bare?.[1]) {
    if (base) return weekdayAfter(base, words.weekdays.indexOf(bare[1]));
    const end = bare.index + bare[1].length;
    return lower.length === text.length ? text.slice(bare.index, end) : bare[1];
  }
  if (words.dayAfterTomorrow.test(lower))
    return base ? addDays(base, 2) : (words.dayAfterTomorrow.exec(lower)?.[0] ?? null);
  // German "Morgen" in capitals is the morning ("heute Morgen"); the day is "morgen".
  const tomorrow = words.tomorrow.exec(language === 'de' ? text : lower);
  if (tomorrow) return base ? addDays(base, 1) : tomorrow[0].toLowerCase();
  const today = words.today.exec(lower);
  if (today) return base ?? today[0];
  if (base) {
    const resolved = periodEndIn(lower, words, base);
    if (resolved !== undefined) return resolved;
  }
  const week = words.nextWeekDue.exec(lower);
  if (week) return base ? weekdayNextWeek(base, 5) : said(week).replace(LEAD_WORD, '');
  for (const phrase of words.phrases) {
    const match = phrase.exec(lower);
    if (match) return said(match).replace(LEAD_WORD, '');
  }
  return null;
}

/**
 * The end of a period or a span from the meeting day, as in English: "Ende des Monats"/"la fin du mois" → the
 * meeting month's last day, "Ende März"/"fin mars" → that month's last day, "in zwei Wochen"/"dans deux semaines"
 * → 14 days on. `undefined` when none is said.
 */
function periodEndIn(lower: string, words: DueWords, base: string): string | undefined {
  const said = words.periodEnd.exec(lower);
  const period = (said?.[1] ?? said?.[2] ?? said?.[3])?.replace(/\s+/gu, ' ');
  if (period && words.periods[period]) return endOfPeriod(base, words.periods[period]);
  const month = new RegExp(
    `(?<!\\p{L})${words.monthEnd}(${words.months.join('|')})\\.?(?:\\s+(\\d{4}))?(?!\\p{L})`,
    'u',
  ).exec(lower);
  if (month?.[1]) {
    const number = words.months.findIndex((names) => new RegExp(`^(?:${names})$`, 'u').test(month[1]!)) + 1;
    return endOfMonth(base, number, month[2] ? Number(month[2]) : null);
  }
  const span = words.span.exec(lower);
  if (span?.[1] && span[2]) {
    const count = words.numbers[span[1]] ?? Number(span[1]);
    return addDays(base, span[2].startsWith(words.weekUnit) ? count * 7 : count);
  }
  return undefined;
}

/**
 * A date after a lead word: day and month name ("15. mai", "1er juillet", "3 juin 2026"), day and month number
 * ("15.5.", "15.05.2026", "15/05"), or a day alone ("bis zum 15.", "pour le 15"). `undefined` when none is said,
 * `null` for a day that does not exist.
 */
function statedDate(
  lower: string,
  words: DueWords,
  base: string | null,
  asSaid: (m: RegExpExecArray) => string,
): string | null | undefined {
  // E141: a weekday before the date names that date ("lundi 7 décembre", "d'ici le mardi 15", "Montag, den 7. Dezember").
  const dayName = `(?:${words.weekdays.join('|')}),?\\s+(?:(?:den|le)\\s+)?`;
  const lead = `(?<!\\p{L})(?:${words.lead}(?:${dayName})?|${dayName})`;
  const month = `(${words.months.join('|')})\\.?`;
  const named = new RegExp(`${lead}(\\d{1,2})(?:\\.|er)?\\s+${month}(?:\\s+(\\d{4}))?(?!\\p{L})`, 'u').exec(
    lower,
  );
  // "15.5.", "15.05.2026" (a period after the month: "2.5 Millionen" is no date), "15/05", "15/05/26".
  const numeric = named
    ? null
    : new RegExp(
        `${lead}(\\d{1,2})(?:\\.(\\d{1,2})\\.(\\d{4}|\\d{2})?|/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?)(?![\\d/])`,
        'u',
      ).exec(lower);
  if (named || numeric) {
    const m = (named ?? numeric)!;
    const day = Number(m[1]);
    const monthNo = named
      ? words.months.findIndex((names) => new RegExp(`^(?:${names})$`, 'u').test(m[2]!)) + 1
      : Number(m[2] ?? m[4]);
    if (monthNo < 1 || monthNo > 12) return undefined;
    const said = named ? m[3] : (m[3] ?? m[5]);
    const year = said ? Number(said.length === 2 ? `20${said}` : said) : null;
    if (year !== null) return calendarDate(year, monthNo, day);
    if (!base)
      return asSaid(m)
        .replace(new RegExp(`^${words.lead}`, 'iu'), '')
        .replace(/\.$/, '')
        .trim();
    return nextDayOfYear(base, monthNo, day);
  }
  // A day alone must end its phrase: "bis zum 15.", "pour le 15" — not "bis zum 3. Stock", "le 15 h".
  const only = new RegExp(
    `${lead}(\\d{1,2})(?:er)?(?=\\.?\\s*(?:$|[,;:!?])|\\.?\\s+(?:und|et|an|à|um|oder|ou)(?!\\p{L}))`,
    'u',
  ).exec(lower);
  if (!only) return undefined;
  const day = Number(only[1]);
  if (day < 1 || day > 31) return undefined;
  if (!base)
    return asSaid(only)
      .replace(new RegExp(`^${words.lead}`, 'iu'), '')
      .trim();
  return nextDayOfMonth(base, day);
}
