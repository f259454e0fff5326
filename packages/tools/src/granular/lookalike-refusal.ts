/**
 * The refusal of a name that only looks like an existing one (review7 T8).
 * Spec: docs/tools.md (add_attendee "never added twice", override_speaker, add_dictation_word); review7 T8.
 */
import { lookalikeOf } from '@ma/core';
import { refuse } from '../output/refusal.js';

/**
 * Refuses `value` (the tool argument `argument`) when it is a look-alike twin of one of `existing` (core
 * `lookalikeOf`: the same TR39 confusable skeleton, another script or mixed scripts, e.g. `\u041c\u0430rketing` with
 * Cyrillic letters beside `Marketing`); `what` names the existing one in the message (`the attendee`, `the speaker`).
 * A genuinely different name in any script passes.
 * @throws ToolRefusal `<argument> "…" looks like <what> "…" (letters of another script that look the same): …`.
 */
export function refuseLookalike(
  argument: string,
  value: string,
  existing: Iterable<string>,
  what: string,
): void {
  const twin = lookalikeOf(value, existing);
  if (twin === null) return;
  refuse(
    `${argument} ${JSON.stringify(value)} looks like ${what} ${JSON.stringify(twin)} (letters of another script that look the same, review7 T8): it would be a twin; nothing changed`,
    `use ${JSON.stringify(twin)} itself, or write the name in one script`,
  );
}
