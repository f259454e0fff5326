const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const WEEKDAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const ISO_DATE = /\b(?:by|before|on|until|due)\s+(\d{4}-\d{2}-\d{2})\b/i;
const BARE_ISO_DATE = /\b(\d{4}-\d{2}-\d{2})\b/;
const NEXT_WEEKDAY = new RegExp(`\\b(?:by|before|on|until|for)?\\s*next\\s+${WEEKDAY}\\b`, 'i');
const THIS_WEEKDAY = new RegExp(`\\b(?:by|before|on|until|for|this)\\s+(?:this\\s+)?${WEEKDAY}\\b`, 'i');
const TOMORROW = /\b(?:by\s+|until\s+)?tomorrow\b/i;
const TODAY = /\b(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?day\b|\b(?:by\s+)?tonight\b|\bby\s+today\b/i;
const PHRASES: readonly RegExp[] = [
  /\b(?:by|before|for|until)\s+(?:the\s+)?next\s+(?:meeting|session|call)\b/i,
  /\b(?:by|before|for|until)\s+next\s+(?:week|month)\b/i,
  /\bnext\s+week\b/i,
  /\b(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:week|month|year|quarter)\b/i,
  /\bin\s+(?:a|one|two|three|four|\d+)\s+(?:days?|weeks?|months?)\b/i,
  /\bas\s+soon\s+as\s+possible\b/i,
];

/** Adds days to a `YYYY-MM-DD` date in UTC (no time-zone drift). */
function addDays(date: string, days: number): string {
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
 * - `"tomorrow"`, `"end of the day"`/`"tonight"`, `"by Friday"`/`"on Friday"`/`"this Friday"` and
 *   `"next Friday"` are resolved against `meetingDate` when it is a valid `YYYY-MM-DD`: a plain weekday is
 *   its first occurrence after the meeting day; `"next <weekday>"` is that weekday in the week
 *   (Monday–Sunday) after the meeting's week. Without `meetingDate` the phrase is kept (`"Friday"`, `"next Friday"`).
 * - Other stated deadlines are kept as phrases: `"next meeting"`, `"next week"`, `"end of the month"`,
 *   `"in two weeks"`, `"as soon as possible"`.
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date: the due date, only when
 * stated); seed 003, Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param text - one sentence (English)
 * @param meetingDate - the meeting's date, `YYYY-MM-DD`, optional
 * @returns a `YYYY-MM-DD` date, a short lower-case phrase, or `null` when no deadline is stated
 */
export function findDue(text: string, meetingDate?: string | null): string | null {
  const iso = ISO_DATE.exec(text) ?? BARE_ISO_DATE.exec(text);
  if (iso?.[1] && isIsoDate(iso[1])) return iso[1];
  const base = isIsoDate(meetingDate) ? meetingDate : null;

  const next = NEXT_WEEKDAY.exec(text);
  if (next?.[1]) {
    const day = next[1].toLowerCase();
    if (!base) return `next ${capitalize(day)}`;
    const weekday = new Date(`${base}T00:00:00Z`).getUTCDay();
    const toNextMonday = ((8 - weekday) % 7 || 7) as number;
    const target = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
    return addDays(base, toNextMonday + ((target + 6) % 7));
  }
  const plain = THIS_WEEKDAY.exec(text);
  if (plain?.[1]) {
    const day = plain[1].toLowerCase();
    if (!base) return capitalize(day);
    const weekday = new Date(`${base}T00:00:00Z`).getUTCDay();
    const target = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
    return addDays(base, (target - weekday + 7) % 7 || 7);
  }
  if (TOMORROW.test(text)) return base ? addDays(base, 1) : 'tomorrow';
  if (TODAY.test(text)) return base ?? 'today';
  for (const phrase of PHRASES) {
    const match = phrase.exec(text);
    if (match) return match[0].toLowerCase().replace(/^(?:by|before|for|until)\s+(?:the\s+)?/, '');
  }
  return null;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
