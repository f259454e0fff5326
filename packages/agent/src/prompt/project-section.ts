import type { ProjectMeta } from '@ma/core';
import { briefAgentsExcerpts } from './agents-excerpt.js';
import { promptData, promptLine } from './prompt-data.js';

/** Longest project description quoted in the prompt, in characters. */
const DESCRIPTION_CHARS = 500;

/**
 * The initial project section of the system prompt: for each project bound to the meeting, its
 * ID, display name and description (PROJECT.md, falling back to the ID and ""; name and description each one
 * JSON-quoted bounded line, review7 T3, review U3) and its AGENTS.md
 * standing instructions verbatim; a PROJECT.md whose metadata cannot be used is named with why
 * (core's `ProjectMeta.problem`, review 2 N19). With no bound project it says so, so the model knows project
 * tools will refuse.
 *
 * @param projects bound projects in the meeting's order (`boundProjects` + `readProjectMeta`).
 * @param options.brief true for the small-window set (C3), which offers no project tools: AGENTS.md
 *   is quoted cut to `BRIEF_AGENTS_CHARS` characters over all projects, at whole lines, with
 *   `… N more lines not shown` ({@link briefAgentsExcerpts}), under a heading saying the project's
 *   files cannot be changed in this run — its rules for the summary still apply (review5 Q16).
 * @returns Markdown starting with `# Projects of this meeting`.
 * Spec: seed 004, Decisions ("Append metadata and AGENTS.md at the existing initial project section");
 * docs/context-budget.md, The small-window set.
 */
export function buildProjectSection(
  projects: readonly ProjectMeta[],
  options: { brief?: boolean } = {},
): string {
  const brief = options.brief === true;
  const excerpts = new Map(brief ? briefAgentsExcerpts(projects).map((e) => [e.id, e.text]) : []);
  const out = ['# Projects of this meeting', ''];
  if (projects.length === 0) {
    out.push('No project is bound to this meeting: project tools will refuse until one is associated.');
    return out.join('\n');
  }
  for (const project of projects) {
    // Quoted: the model may rewrite PROJECT.md, so its name and description are data, never prompt text
    // (review7 T3, review U3); the id (a folder name) is one bounded line.
    out.push(
      `## ${promptLine(project.id, 100)}`,
      `- name: ${promptData(project.name, 100)}`,
      `- description: ${project.description ? promptData(project.description, DESCRIPTION_CHARS) : '(none)'}`,
    );
    // The fallback to the id is said, so the model does not take the id for a chosen name (N19).
    if (project.problem)
      out.push(
        `- PROJECT.md: not usable: ${promptLine(project.problem, 400)}; name and description fall back to the id and none`,
      );
    const agents = project.agents?.trim();
    if (agents && !brief) {
      out.push('', `Standing instructions (Projects/${promptLine(project.id, 100)}/AGENTS.md):`, '', agents);
    } else if (agents) {
      out.push(
        '',
        `Standing instructions (Projects/${promptLine(project.id, 100)}/AGENTS.md; this run cannot change the project's files, but its rules for what you write, the summary included, apply):`,
        '',
        excerpts.get(project.id) ?? agents,
      );
    }
    out.push('');
  }
  return out.join('\n').trimEnd();
}
