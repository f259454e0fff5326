import { formMentions, peopleForms } from './name-forms.js';
import { normalizeForCues } from './normalize-for-cues.js';

/**
 * One task of a sentence that assigns work to one or more named speakers.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 */
export interface Assignment {
  /** The addressed speaker, as written in the known speakers. */
  owner: string;
  /** The task: the sentence part addressed to `owner`, the addressing lead-in trimmed (words only deleted). */
  text: string;
}

/** What may precede an addressing mention inside its clause: connectives, "for/as", "our/the". */
const BEFORE =
  /(?:^|[,;:.]\s*|(?<![\p{L}\p{N}'])(?:and|then|now)\s+)((?:(?:um|uh|so|and|then|now)\s+)*(?:(?:for|as)\s+)?(?:(?:our|the|my)\s+)?)$/u;
/** What follows an addressing mention: an optional role word ("User Interface Designer"), then "you're gonna be …". */
const AFTER =
  /^(?:\s+(?:designer|team|people|person|guys?|expert|lead|manager)s?)?,?\s+(?:you(?:'re| are|'ll| will)?\s+)?(?:all\s+)?(?:(?:gonna|going\s+to|will|'ll|need\s+to|have\s+to|should)\s+)(?:be\s+)?(?:just\s+)?/u;

interface Mention {
  owner: string;
  /** Start of the clause holding the mention (after its boundary), in the sentence. */
  clauseStart: number;
  /** End of the addressing lead-in: the task starts here. */
  taskStart: number;
}

/**
 * Splits a sentence that assigns tasks to named speakers into one task per addressee
 * (`"For our Industrial Designer, you're gonna be thinking about the components concept"`,
 * `"User Interface Designer gonna be thinking about our user interface, and marketing you're gonna be
 * thinking about trend watching"`). A mention counts as addressing when it opens a clause (after a
 * comma, "and", "for our", "as the", …) and is followed by a modal ("you're gonna be", "will", "need to");
 * a role word after the label is tolerated ("User Interface Designer" → "User Interface"). Matching is
 * case-insensitive on whole words.
 *
 * Spec: issue #5 "Offline summarizer" (next steps by cue patterns, with owner and due date); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param text - the cleaned sentence
 * @param speakers - known speaker labels
 * @param exclude - the sentence's own speaker, never an addressee
 * @returns one assignment per addressing mention when there are two or more, or one when it opens the
 *   sentence; `null` otherwise (the caller then keeps the whole sentence)
 */
export function splitAssignments(
  text: string,
  speakers: readonly string[],
  exclude: string | null,
): Assignment[] | null {
  const lower = normalizeForCues(text);
  if (lower.length !== text.length) return null;
  const mentions: Mention[] = [];
  for (const { person: speaker, forms } of peopleForms(speakers)) {
    if (speaker === exclude) continue;
    for (const form of forms) {
      for (const index of formMentions(lower, form)) {
        const before = BEFORE.exec(lower.slice(0, index));
        const after = AFTER.exec(lower.slice(index + form.length));
        if (!before || !after) continue;
        const clauseStart = index - (before[1]?.length ?? 0);
        if (mentions.some((m) => m.clauseStart === clauseStart)) continue;
        mentions.push({
          owner: speaker,
          clauseStart,
          taskStart: index + form.length + after[0].length,
        });
      }
    }
  }
  mentions.sort((a, b) => a.clauseStart - b.clauseStart);
  const opensSentence = mentions[0] !== undefined && mentions[0].clauseStart === 0;
  if (mentions.length < 2 && !opensSentence) return null;
  return mentions.map((mention, i) => {
    const end = mentions[i + 1]?.clauseStart ?? text.length;
    const task = text
      .slice(mention.taskStart, end)
      .replace(/(?:[\s,;:]+|\s+and)+$/u, '')
      .trim();
    return { owner: mention.owner, text: task.charAt(0).toUpperCase() + task.slice(1) };
  });
}
