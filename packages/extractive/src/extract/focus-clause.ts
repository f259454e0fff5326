import { wordCount } from './word-count.js';

/**
 * Sentences longer than this many words are cut down to the clause holding the cue.
 *
 * Spec: issue #5 "Offline summarizer" (decisions and next steps by cue patterns); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (decisions, next steps).
 */
export const FOCUS_OVER_WORDS = 30;

/**
 * Shortens a long sentence to the part that matters for a cue: from the last clause boundary
 * (`,` `;` `:` `—` `–`) before `at` to the end, or from an earlier one when the clause there opens mid-thought
 * (a relative or subordinating word, a participle: E35). Short sentences come back unchanged. Only cuts a
 * prefix, so every remaining word is still on the cited line.
 *
 * Spec: issue #5 "Offline summarizer" (decisions and next steps by cue patterns); seed 003, Requirement:
 * Meeting Assistant generates meeting outputs (decisions, next steps).
 *
 * @param text - a cleaned sentence
 * @param at - character index of the cue match in `text`
 * @returns the sentence, or its tail from the clause holding the cue, first letter upper-cased
 */
export function focusClause(text: string, at: number): string {
  if (wordCount(text) <= FOCUS_OVER_WORDS || at <= 0 || at >= text.length) return text;
  let head = text.slice(0, at);
  for (;;) {
    const boundary = Math.max(...[',', ';', ':', '—', '–'].map((mark) => head.lastIndexOf(mark)));
    if (boundary < 0) return text;
    const tail = text.slice(boundary + 1).trim();
    // E35: a clause that leans on the one before it ("as we said, …", "which …", "whereas …", "thinking about …") is
    // no place to start: the cut moves back a clause, up to the whole sentence.
    if (!MID_THOUGHT.test(tail)) return tail.charAt(0).toUpperCase() + tail.slice(1);
    head = text.slice(0, boundary);
  }
}

/**
 * How a clause opens when it leans on the one before it (E35): a relative or subordinating word, "to", a participle
 * ("thinking about …", "aiming the product …"), a lone "and/but/or/nor" left after the comma's cut.
 */
const MID_THOUGHT =
  /^(?:which|who|whom|whose|that|as|since|because|'?cause|though|although|while|whereas|unless|until|than|whether|nor|to|rather|instead|including|except|such|especially|[a-z]+ing|[a-z]+ed)\b/i;
