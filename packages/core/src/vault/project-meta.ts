import { MaError, NotFoundError, NotTextError } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { existingProjectId } from './project-id.js';
import { inspectProjectMd } from './validate-project-md.js';
import type { Vault } from './vault.js';

/**
 * Metadata of one project. `agents` is the AGENTS.md text, or null when absent (or not requested).
 * `problem` is set when the project has a PROJECT.md whose metadata cannot be used, so `name` and
 * `description` fell back to the ID and "" — or only its description (a mapping, over-long: `…;
 * it was left out, the name kept`; newcomer session 32 N9) —: `<vault-relative path>: <what is wrong>`, with the
 * 1-based line and column for a frontmatter the parser refused
 * (`Projects/x/PROJECT.md: frontmatter is not valid YAML (line 3, column 1): …`), or
 * `…: not a UTF-8 text file (…)`. Absent when PROJECT.md is fine or missing (a missing PROJECT.md is
 * the documented fallback, not a problem). Everything that shows the metadata says it (review 2 N19).
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export interface ProjectMeta {
  id: string;
  name: string;
  description: string;
  agents: string | null;
  problem?: string;
}

/** The text of a file inside the vault; `null` when missing or refused; `problem` when it is not UTF-8 text. */
async function readInside(vault: Vault, rel: string): Promise<{ text: string | null; problem?: string }> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'project', mustExist: true, kind: 'file' });
    return { text: await readText(abs) };
  } catch (error) {
    if (NotTextError.isInstance(error)) return { text: null, problem: error.message };
    if (MaError.isMaError(error)) return { text: null };
    throw error;
  }
}

/**
 * Reads a project's metadata from `<projects>/<id>/PROJECT.md` (frontmatter
 * `name`, `description`) and `AGENTS.md`. An invalid or missing PROJECT.md
 * gives `name = id`, `description = ''`; an invalid one also sets `problem` (which file, which line,
 * what is wrong; see {@link ProjectMeta}).
 * @param opts.agents false to skip AGENTS.md (`agents` is then null). Default true.
 * @throws NotFoundError('project', id) when `id` is not an existing direct subfolder of the projects folder.
 * Spec: seed 004 (project catalog); docs/tools.md (`list_projects`, `list_project_catalog`).
 */
export async function readProjectMeta(
  vault: Vault,
  id: string,
  opts: { agents?: boolean } = {},
): Promise<ProjectMeta> {
  const real = await existingProjectId(vault, id);
  if (real === null) throw new NotFoundError('project', id, `project not found: ${id}`);
  const folder = `${vault.config.folders.projects}/${real}`;
  const file = `${folder}/PROJECT.md`;
  const read = await readInside(vault, file);
  const meta = read.text === null ? null : inspectProjectMd(read.text);
  const agents = opts.agents === false ? null : (await readInside(vault, `${folder}/AGENTS.md`)).text;
  if (meta?.ok)
    return {
      id: real,
      name: meta.name,
      description: meta.description,
      agents,
      // N9: a description that cannot be used is said; the name is kept.
      ...(meta.problem === undefined ? {} : { problem: `${file}: ${meta.problem}` }),
    };
  const problem = meta ? meta.problem : read.problem?.replace(/^PROJECT\.md: /, '');
  return {
    id: real,
    name: real,
    description: '',
    agents,
    ...(problem === undefined ? {} : { problem: `${file}: ${problem}` }),
  };
}
