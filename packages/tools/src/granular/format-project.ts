/**
 * One-line project metadata: `<id>: <name> — <description>`.
 * Spec: seed 004, Decisions (catalog = name and description only, never content).
 */

/** Project metadata as core's `readProjectMeta`/`projectCatalog` return it. */
export interface ProjectMetaLike {
  id: string;
  name: string;
  description: string;
}

/** `remote-control: Remote control — Design of …`; `(no description)` when PROJECT.md gave none. */
export function formatProject(meta: ProjectMetaLike, mark = ''): string {
  return `${meta.id}${mark}: ${meta.name} — ${meta.description === '' ? '(no description)' : meta.description}`;
}
