import { formMentions, peopleForms } from './name-forms.js';

/**
 * A task label opening a sentence, in every language the engine meets (E150): English `Action:`, `Action item:`,
 * `Action point:`, `TODO:`, `To-do:`; German `Aufgabe:`, `Maßnahme:`, `To-do:`; French `Action :`, `Tâche :`, `À faire :`
 * (French typography puts a space before the colon); Spanish `Acción:`, `Tarea:`, `Pendiente:`, `Por hacer:`. A
 * full-width colon (U+FF1A) is read as a colon. Letters outside ASCII are written as escapes (the bundles stay one-byte).
 */
const TASK_LABEL =
  /^(?:action(?:\s+(?:items?|points?))?|to[-\s]?dos?|aufgaben?|ma(?:\u00df|ss)nahmen?|t\u00e2ches?|taches?|(?:\u00e0|a)\s+faire|acci(?:\u00f3|o)n(?:es)?|tareas?|pendientes?|por\s+hacer)[ \t\u00a0\u202f]*[:\uff1a][ \t\u00a0\u202f]*/iu;

/** A first-person subject opening the labelled words ("Action: I send …", "Aufgabe: ich schicke …", "Tâche : je …"). */
const FIRST_PERSON = /^(?:i|ich|je|j'|j\u2019|yo|me)(?![\p{L}'\u2019])/iu;

/**
 * A task said with a label ({@link TASK_LABEL}): the words after the label, whose owner is the known person they
 * open with ("Aufgabe: Jürgen erstellt …" → Jürgen Müller), the speaker when they open in the first person, else
 * no one.
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); issue 15 (recall of next steps);
 * newcomer session 34 A3 (German and French task labels lost the owner or the task).
 */
export interface LabelledTask {
  /** The words after the label, as said, first letter upper-cased (`"Jürgen erstellt bis Montag den Zeitplan."`). */
  text: string;
  /** A known person's label as written among `people`, the speaker, or `null` when the words name no one. */
  owner: string | null;
}

/**
 * Reads a sentence that opens on a task label (`Action:`, `Aufgabe:`, `Tâche :`, `Acción:`, … in any case, with a
 * space before the colon or none) as a task, in any language: a label says outright that what follows is a task.
 *
 * Spec: issue #5 "Offline summarizer" (next steps with owner and due date); newcomer session 34 A3.
 *
 * @param clean - the cleaned sentence, as shown
 * @param people - the meeting's speakers and attendees, as written
 * @param speaker - who said the sentence, `null` when unknown
 * @returns the task, or `null` when the sentence opens on no label or fewer than two words follow it
 */
export function labelledTask(
  clean: string,
  people: readonly string[],
  speaker: string | null,
): LabelledTask | null {
  const label = TASK_LABEL.exec(clean);
  if (!label) return null;
  const rest = clean.slice(label[0].length).trim();
  if (rest.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length < 2) return null;
  const text = rest.charAt(0).toUpperCase() + rest.slice(1);
  if (FIRST_PERSON.test(rest)) return { text, owner: speaker };
  return { text, owner: openingPerson(rest.toLowerCase(), people) };
}

/** The known person whose name form opens `lower` (longest form first), or `null`. */
function openingPerson(lower: string, people: readonly string[]): string | null {
  let best: { person: string; length: number } | null = null;
  for (const { person, forms } of peopleForms(people))
    for (const form of forms)
      if ((!best || form.length > best.length) && formMentions(lower, form)[0] === 0)
        best = { person, length: form.length };
  return best?.person ?? null;
}
