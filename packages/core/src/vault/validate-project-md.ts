import { frontmatterProperties } from '../notes/frontmatter-property.js';
import { parseNote } from '../notes/index.js';
import { dropHiddenCharacters, firstHiddenCharacter, textLength } from '../text/index.js';

/**
 * Maximum length of a project description, in characters (code points: `😀` is one, as in every
 * character limit the tools state; U1).
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export const PROJECT_DESCRIPTION_MAX = 256;

/**
 * Maximum length of a project's display name, in characters (code points; one line). The catalog, the
 * project section of the prompt and approval prompts show it on one line.
 * Spec: seed 004 (validate name and description, maximum lengths); docs/tools.md (`write_projectfile`).
 */
export const PROJECT_NAME_MAX = 100;

/**
 * Result of {@link validateProjectMd}: `problem` is one sentence the model can act on.
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export type ProjectMdValidation = { ok: true } | { ok: false; problem: string };

/**
 * What a PROJECT.md must hold, for refusals: `frontmatter name (non-empty, one line, at most 100
 * characters) and description (non-empty, at most 256 characters)`.
 * Spec: seed 004, Decisions (validate resulting PROJECT.md frontmatter).
 */
export const PROJECT_MD_RULE = `PROJECT.md needs YAML frontmatter with name (non-empty, one line, at most ${PROJECT_NAME_MAX} characters) and description (non-empty, at most ${PROJECT_DESCRIPTION_MAX} characters)`;

/** The PROJECT.md properties read, by Obsidian's rule (`Name:` is `name`; V223). */
const PROJECT_KEYS = ['name', 'description'];

/**
 * Checks the text a write would leave in a project's PROJECT.md (C4): YAML frontmatter with
 * `name` (a non-empty string of one line, at most {@link PROJECT_NAME_MAX} characters) and
 * `description` (a non-empty string of at most {@link PROJECT_DESCRIPTION_MAX} characters);
 * characters are code points of the NFC form (`textLength`, U1: never UTF-16 units; reviewA U8: an NFD accent counts once). Both
 * are required: a write that drops either (a whole-file replace without it, a range or insert
 * through the frontmatter, an append to a file without it) is invalid. Never throws (a `---js`
 * block or broken YAML is a problem, not an exception). Reading is more lenient
 * (`readProjectMeta`: a missing description reads as "").
 * Spec: seed 004, Decisions ("Validate resulting PROJECT.md frontmatter (name and description,
 * maximum 256 description characters) before writing"); docs/vault-format.md.
 */
export function validateProjectMd(text: string): ProjectMdValidation {
  let data: Record<string, unknown>;
  try {
    const note = parseNote(text);
    if (note.frontmatter === null)
      return { ok: false, problem: 'PROJECT.md needs a YAML frontmatter block with name and description' };
    data = frontmatterProperties(note.frontmatter.data, PROJECT_KEYS);
  } catch (error) {
    return { ok: false, problem: `PROJECT.md frontmatter is invalid: ${(error as Error).message}` };
  }
  if (typeof data.name !== 'string' || data.name.trim() === '') {
    return { ok: false, problem: 'PROJECT.md frontmatter "name" must be a non-empty string' };
  }
  if (/[\r\n]/.test(data.name.trim())) {
    return { ok: false, problem: 'PROJECT.md frontmatter "name" must be one line' };
  }
  const hidden =
    hiddenIn(data.name) ?? (typeof data.description === 'string' ? hiddenIn(data.description) : null);
  if (hidden) return { ok: false, problem: hidden };
  const nameChars = textLength(data.name.trim());
  if (nameChars > PROJECT_NAME_MAX) {
    return {
      ok: false,
      problem: `PROJECT.md frontmatter "name" is ${nameChars} characters; the limit is ${PROJECT_NAME_MAX}`,
    };
  }
  if (data.description === undefined || data.description === null) {
    return { ok: false, problem: 'PROJECT.md frontmatter "description" is missing' };
  }
  if (typeof data.description !== 'string') {
    return { ok: false, problem: 'PROJECT.md frontmatter "description" must be a string' };
  }
  if (data.description.trim() === '') {
    return { ok: false, problem: 'PROJECT.md frontmatter "description" is empty' };
  }
  const descriptionChars = textLength(data.description);
  if (descriptionChars > PROJECT_DESCRIPTION_MAX) {
    return {
      ok: false,
      problem: `PROJECT.md frontmatter "description" is ${descriptionChars} characters; the limit is ${PROJECT_DESCRIPTION_MAX}`,
    };
  }
  return { ok: true };
}

/**
 * What reading a PROJECT.md gives (catalog, `list_projects`, the prompt): `ok` with `name` (a
 * non-empty string) and `description` (a string of at most {@link PROJECT_DESCRIPTION_MAX}
 * characters; missing → ""), or `problem`, one phrase saying why its metadata cannot be used
 * (the caller falls back to the ID and ""): the frontmatter parser's message with its 1-based line
 * and column (`frontmatter is not valid YAML (line 3, column 1): …`, `frontmatter is not closed …`),
 * `no frontmatter block with name and description`, `frontmatter has no "name"`, a non-text or
 * over-long value. More lenient than {@link validateProjectMd}, which checks writes. Never throws.
 * Spec: seed 004, Decisions ("Missing/invalid metadata falls back to the ID and an empty
 * description"); review 2 N19 (the fallback is said, never silent).
 */
export type ProjectMdRead =
  | { ok: true; name: string; description: string; problem?: string }
  | { ok: false; problem: string };

/** What a YAML value is, for a problem that names its shape: `a list`, `a mapping`, `true or false`, `a date`. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'boolean') return 'true or false';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return typeof value;
}

/**
 * Reads the metadata of a PROJECT.md's text; see {@link ProjectMdRead}. Name and description
 * lose hidden characters (they are shown in the catalog, the prompt and on the terminal: review R29) and
 * are one line each, white-space runs and line breaks made one space (review7 T3). A number is read
 * as its text (`name: 2026`). One bad property never drops a good one (newcomer session 32 N9, L209):
 * a `description:` written as a list of texts is read as them joined with `, `
 * (`[user interviews, survey]` → `user interviews, survey`); one of another shape (a mapping, a
 * nested list, true/false) or over 256 characters reads as "" and `problem` names it, the `name`
 * kept (`ok: true` with `problem`); only an unusable `name` falls back to the ID.
 * Spec: seed 004, Decisions ("Missing/invalid metadata falls back to the ID and an empty
 * description"); review 2 N19; newcomer session 32 N9.
 */
export function inspectProjectMd(text: string): ProjectMdRead {
  let data: Record<string, unknown>;
  try {
    const frontmatter = parseNote(text).frontmatter;
    if (frontmatter === null) return { ok: false, problem: 'no frontmatter block with name and description' };
    data = frontmatterProperties(frontmatter.data, PROJECT_KEYS);
  } catch (error) {
    return { ok: false, problem: dropHiddenCharacters((error as Error).message) };
  }
  const rawName = typeof data.name === 'number' ? String(data.name) : data.name;
  if (rawName === undefined || rawName === null) return { ok: false, problem: 'frontmatter has no "name"' };
  if (typeof rawName !== 'string')
    return { ok: false, problem: `frontmatter "name" is not text (it is ${shapeOf(rawName)})` };
  if (rawName.trim() === '') return { ok: false, problem: 'frontmatter "name" is empty' };
  const name = metadataLine(rawName);
  const d = data.description;
  const texts =
    Array.isArray(d) && d.every((x) => typeof x === 'string' || typeof x === 'number') ? d.map(String) : null;
  const description = typeof d === 'number' ? String(d) : texts !== null ? texts.join(', ') : d;
  if (description !== undefined && description !== null && typeof description !== 'string')
    return {
      ok: true,
      name,
      description: '',
      problem: `frontmatter "description" is not text (it is ${shapeOf(description)}); it was left out, the name kept`,
    };
  if (typeof description === 'string' && textLength(description) > PROJECT_DESCRIPTION_MAX)
    return {
      ok: true,
      name,
      description: '',
      problem: `frontmatter "description" is ${textLength(description)} characters; the limit is ${PROJECT_DESCRIPTION_MAX}; it was left out, the name kept`,
    };
  return { ok: true, name, description: typeof description === 'string' ? metadataLine(description) : '' };
}

/**
 * A name or description as one line of data: hidden characters dropped, every run of white space (line
 * breaks included) one space, trimmed. Metadata is shown in the catalog and the system prompt; a line break
 * in it could pose as prompt structure ("Standing instructions (…/AGENTS.md):"), review7 T3.
 */
function metadataLine(text: string): string {
  return dropHiddenCharacters(text).replace(/\s+/g, ' ').trim();
}

/**
 * The metadata a PROJECT.md gives when read, or `null` when it cannot be used (why:
 * {@link inspectProjectMd}); the caller falls back to the ID and "".
 * Spec: seed 004, Decisions ("Missing/invalid metadata falls back to the ID and an empty description").
 */
export function readProjectMd(text: string): { name: string; description: string } | null {
  const read = inspectProjectMd(text);
  return read.ok ? { name: read.name, description: read.description } : null;
}

/** The refusal for a name or description holding a hidden character (review R29), or null. */
function hiddenIn(text: string): string | null {
  const hidden = firstHiddenCharacter(text.replace(/\r\n/g, '\n'));
  return hidden
    ? `PROJECT.md frontmatter holds a hidden control character (${hidden.code}); name and description may hold only visible text`
    : null;
}
