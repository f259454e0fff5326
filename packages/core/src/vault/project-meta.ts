import { MaError, NotFoundError } from '../errors/index.js';
import { readText } from '../fs/read-text-or-null.js';
import { existingProjectId } from './project-id.js';
import { readProjectMd } from './validate-project-md.js';
import type { Vault } from './vault.js';

/**
 * Metadata of one project. `agents` is the AGENTS.md text, or null when absent (or not requested).
 * Spec: seed 004 (project catalog from PROJECT.md); docs/vault-format.md (layout: `Projects/<project-id>/PROJECT.md`).
 */
export interface ProjectMeta {
  id: string;
  name: string;
  description: string;
  agents: string | null;
}

async function readInside(vault: Vault, rel: string): Promise<string | null> {
  try {
    const { abs } = await vault.resolve(rel, { argument: 'project', mustExist: true, kind: 'file' });
    return await readText(abs);
  } catch (error) {
    if (MaError.isMaError(error)) return null;
    throw error;
  }
}

/**
 * Reads a project's metadata from `<projects>/<id>/PROJECT.md` (frontmatter
 * `name`, `description`) and `AGENTS.md`. An invalid or missing PROJECT.md
 * gives `name = id`, `description = ''`.
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
  const text = await readInside(vault, `${folder}/PROJECT.md`);
  let name = real;
  let description = '';
  const meta = text === null ? null : readProjectMd(text);
  if (meta !== null) {
    name = meta.name;
    description = meta.description;
  }
  const agents = opts.agents === false ? null : await readInside(vault, `${folder}/AGENTS.md`);
  return { id: real, name, description, agents };
}
