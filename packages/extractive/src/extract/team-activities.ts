import { findDueIn } from '../cues/find-due-de-fr.js';
import { ORDER_OF_BUSINESS } from '../cues/next-step-cues.js';
import { normalizeForCues } from '../cues/normalize-for-cues.js';
import type { Decision, NextStep } from '../extractive-summary.js';

/**
 * "We" with a future, an ability or an obligation, then a verb of an activity to carry out rather than a choice
 * made: checking, looking into, finding out, working on, thinking about, reflecting, considering, discussing,
 * reviewing, testing, trying, meeting, asking. English, on the lower-cased text with straight apostrophes.
 *
 * Spec: issue 15 (decisions and next steps on real meetings).
 */
export const WE_ACTIVITY =
  /^(?:(?:so|then|okay|ok|and|well|right|now|yeah|alright)[\s,]+)*(?:i\s+think\s+|maybe\s+|perhaps\s+)?(?:we(?:'ll|\s+will|\s+can|\s+could|\s+should|\s+need\s+to|\s+have\s+to|\s+must|'re\s+going\s+to|\s+are\s+going\s+to|'re\s+gonna|\s+are\s+gonna)|let's)\s+(?:(?:also|then|just|still|again|first|all|both|definitely|probably|maybe|now|further)\s+)*(?:check|look\s+(?:into|at)|find\s+out|figure\s+out|work(?!\s+(?:out\s+)?(?:fine|well|best))|think\s+about|reflect|consider|discuss|talk\s+(?:about|to|with)|review|test|try|ask|investigate|explore|research|evaluate|follow\s+up|sort\s+out|come\s+back\s+to|revisit)\b/;

/** Where a sentence goes on to another clause: ", and / but / so / then …", a semicolon, a colon or a dash. */
const NEXT_CLAUSE = /,\s*(?:and|but|so|then|while|because)\b|[;:\u2013\u2014]/i;

/**
 * The activity's own clause: the text up to where it goes on to another one, so that "… work again for thirty
 * minutes, and we will meet again for the next meeting" takes no due date from the meeting that follows.
 */
function activityClause(text: string): string {
  const next = NEXT_CLAUSE.exec(text);
  return next ? text.slice(0, next.index) : text;
}

/**
 * Splits decisions that are in fact the team's next activity ("We can check into the financial feasibility of
 * incorporating this.", "Then we will work again for thirty minutes individual work …", "We will reflect on what has
 * come back to us …"): a decision is a choice the meeting made (what, which, whether), while "we will check / look
 * into / work on / think about / discuss …" says what is to be done next, a task of the team (owner `null`, due date
 * only when stated). The others stay decisions. Such an activity that is a step of this meeting ("We'll evaluate
 * the prices and then we can close.", {@link ORDER_OF_BUSINESS}, E109) is left out, neither kind. English only; other
 * languages get `decisions` back as they are.
 *
 * Spec: issue 15 (decisions and next steps on real meetings; a due date only when one is stated for that task).
 *
 * @param decisions - decisions found in the transcript, in order
 * @param language - base ISO 639-1 code
 * @param meetingDate - `YYYY-MM-DD` for due dates, or `null`
 * @returns the decisions that stay, and the team tasks taken out of them (same order, same lines; the meeting's own
 *   steps in neither)
 */
export function teamActivities(
  decisions: readonly Decision[],
  language: string,
  meetingDate: string | null | undefined,
): { decisions: Decision[]; tasks: NextStep[] } {
  if (language !== 'en') return { decisions: [...decisions], tasks: [] };
  const kept: Decision[] = [];
  const tasks: NextStep[] = [];
  for (const d of decisions) {
    const normal = d.source === 'transcript' && d.line !== null ? normalizeForCues(d.text) : null;
    // E109: "we'll evaluate the prices and then we can close" is a step of this meeting: neither kind.
    if (normal !== null && WE_ACTIVITY.test(normal) && ORDER_OF_BUSINESS.test(normal)) continue;
    if (normal !== null && WE_ACTIVITY.test(normal)) {
      tasks.push({
        text: d.text,
        owner: null,
        due: findDueIn(activityClause(d.text), language, meetingDate),
        speaker: d.speaker,
        line: d.line,
        source: 'transcript',
      });
    } else kept.push(d);
  }
  return { decisions: kept, tasks };
}
