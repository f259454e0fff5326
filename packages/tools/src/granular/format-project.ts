/**
 * One-line project metadata: `<id>: <name> — <description>`.
 * Spec: seed 004, Decisions (catalog = name and description only, never content).
 */

/** Project metadata as core's `readProjectMeta`/`projectCatalog` return it. */
export interface ProjectMetaLike {
  id: string;
  name: string;
  description: string;
  /** Why PROJECT.md's metadata was not used (core `ProjectMeta.problem`), when it was not. */
  problem?: string;
}

/**
 * `remote-control: Remote control — Design of …`; `(no description)` when PROJECT.md gave none,
 * `(no description: Projects/x/PROJECT.md: frontmatter is not valid YAML (line 3, column 1): …)`
 * when its metadata could not be used (review 2 N19: the fallback to the ID is said, never silent).
 * @param mark appended to the ID (`*` for a bound project in the catalog).
 * Spec: seed 004, Decisions ("Missing/invalid metadata falls back to the ID and an empty description").
 */
export function formatProject(meta: ProjectMetaLike, mark = ''): string {
  const description = meta.problem
    ? `(no description: ${meta.problem})`
    : meta.description === ''
      ? '(no description)'
      : meta.description;
  return `${meta.id}${mark}: ${meta.name} — ${description}`;
}
