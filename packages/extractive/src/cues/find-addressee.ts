import { formMentions, peopleForms } from './name-forms.js';

/**
 * Finds which known speaker a sentence addresses by name (`"Can you, Marketing, send …"`,
 * `"as the industrial designer, you're gonna be working on …"`). Matching is case-insensitive on
 * whole words. When several are named, the one named last before the first `you` wins (else the first named).
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date: the owner); seed 003,
 * Requirement: Meeting Assistant generates meeting outputs (next steps).
 *
 * @param text - the sentence
 * @param speakers - known speaker labels (the transcript's attendees)
 * @param exclude - the sentence's own speaker, never returned
 * @returns the addressed speaker's label as written in `speakers`, or `null` when none is named
 */
export function findAddressee(
  text: string,
  speakers: readonly string[],
  exclude: string | null,
): string | null {
  const lower = text.toLowerCase();
  const youAt = lower.search(/\byou\b/);
  let before: { speaker: string; at: number } | null = null;
  let first: { speaker: string; at: number } | null = null;
  for (const { person: speaker, forms } of peopleForms(speakers)) {
    if (speaker === exclude) continue;
    for (const alias of forms) {
      for (const at of formMentions(lower, alias)) {
        if (youAt >= 0 && at < youAt && (!before || at > before.at)) before = { speaker, at };
        if (!first || at < first.at) first = { speaker, at };
      }
    }
  }
  return (before ?? first)?.speaker ?? null;
}
