import { parseNote } from '../notes/index.js';

/**
 * Maximum length of a project description, in characters.
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export const PROJECT_DESCRIPTION_MAX = 256;

/**
 * Result of {@link validateProjectMd}: `problem` is one sentence the model can act on.
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export type ProjectMdValidation = { ok: true } | { ok: false; problem: string };

/**
 * Checks the text of a PROJECT.md: YAML frontmatter with `name` (non-empty
 * string) and optional `description` (string of at most 256 characters).
 * Never throws (a `---js` block or broken YAML is a problem, not an exception).
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md.
 */
export function validateProjectMd(text: string): ProjectMdValidation {
  let data: Record<string, unknown>;
  try {
    const note = parseNote(text);
    if (note.frontmatter === null)
      return { ok: false, problem: 'PROJECT.md needs a YAML frontmatter block with name and description' };
    data = note.frontmatter.data;
  } catch (error) {
    return { ok: false, problem: `PROJECT.md frontmatter is invalid: ${(error as Error).message}` };
  }
  if (typeof data.name !== 'string' || data.name.trim() === '') {
    return { ok: false, problem: 'PROJECT.md frontmatter "name" must be a non-empty string' };
  }
  if (data.description !== undefined && data.description !== null) {
    if (typeof data.description !== 'string') {
      return { ok: false, problem: 'PROJECT.md frontmatter "description" must be a string' };
    }
    if (data.description.length > PROJECT_DESCRIPTION_MAX) {
      return {
        ok: false,
        problem: `PROJECT.md frontmatter "description" is ${data.description.length} characters; the limit is ${PROJECT_DESCRIPTION_MAX}`,
      };
    }
  }
  return { ok: true };
}
