import type { ProjectMeta } from '@ma/core';

/**
 * The initial project section of the system prompt: for each project bound to the meeting, its
 * ID, display name and description (PROJECT.md, falling back to the ID and "") and its AGENTS.md
 * standing instructions verbatim; a PROJECT.md whose metadata cannot be used is named with why
 * (core's `ProjectMeta.problem`, review 2 N19). With no bound project it says so, so the model knows project
 * tools will refuse.
 *
 * @param projects bound projects in the meeting's order (`boundProjects` + `readProjectMeta`).
 * @param options.agents false (the small-window set, which offers no project tools; C3): AGENTS.md
 *   is named, not quoted.
 * @returns Markdown starting with `# Projects of this meeting`.
 * Spec: seed 004, Decisions ("Append metadata and AGENTS.md at the existing initial project section").
 */
export function buildProjectSection(
  projects: readonly ProjectMeta[],
  options: { agents?: boolean } = {},
): string {
  const withAgents = options.agents !== false;
  const out = ['# Projects of this meeting', ''];
  if (projects.length === 0) {
    out.push('No project is bound to this meeting: project tools will refuse until one is associated.');
    return out.join('\n');
  }
  for (const project of projects) {
    out.push(
      `## ${project.id}`,
      `- name: ${project.name}`,
      `- description: ${project.description || '(none)'}`,
    );
    // The fallback to the id is said, so the model does not take the id for a chosen name (N19).
    if (project.problem)
      out.push(
        `- PROJECT.md: not usable: ${project.problem}; name and description fall back to the id and none`,
      );
    if (project.agents?.trim() && withAgents) {
      out.push('', `Standing instructions (Projects/${project.id}/AGENTS.md):`, '', project.agents.trim());
    } else if (project.agents?.trim()) {
      out.push("- AGENTS.md: not shown; this run cannot change the project's files");
    }
    out.push('');
  }
  return out.join('\n').trimEnd();
}
