import type { ProjectMeta } from '@ma/core';

/**
 * Characters of AGENTS.md a small-window run quotes, over all bound projects together (split
 * evenly between the projects that have one): about 270 tokens by the bytes / 3 estimate, what
 * the 4,096-token window of a stock Ollama can spare next to the small-window set. The sample
 * vault's AGENTS.md (705 characters) is quoted whole.
 * Spec: docs/context-budget.md, The small-window set; review5 Q16.
 */
export const BRIEF_AGENTS_CHARS = 800;

/**
 * What a small-window run quotes of one project's AGENTS.md: its first whole lines within the
 * budget (a first line longer than the budget is cut to it, with `…`), and how many lines were
 * left out.
 * Spec: review5 Q16.
 */
export interface AgentsExcerpt {
  /** The project ID. */
  id: string;
  /** The quoted text (the trimmed AGENTS.md when it fits), plus `… N more lines not shown` when cut. */
  text: string;
  /** Lines of the trimmed AGENTS.md (1 or more). */
  totalLines: number;
  /** Lines not shown (0 when it was quoted whole; a line shown cut counts as shown). */
  omittedLines: number;
}

/**
 * Cuts one AGENTS.md (trimmed) to `maxChars` characters at whole lines, the way reads are cut:
 * what is left out is counted in a last line `… N more lines not shown`.
 *
 * @param agents the AGENTS.md text (non-empty once trimmed).
 * @param maxChars the budget in characters (UTF-16 code units), ≥ 1; the line breaks count.
 * Spec: review5 Q16.
 */
export function agentsExcerpt(id: string, agents: string, maxChars: number): AgentsExcerpt {
  const lines = agents.trim().split(/\r?\n/);
  const shown: string[] = [];
  let used = 0;
  for (const line of lines) {
    const cost = line.length + (shown.length > 0 ? 1 : 0);
    if (used + cost > maxChars) break;
    shown.push(line);
    used += cost;
  }
  // A first line longer than the whole budget is shown cut rather than not at all.
  if (shown.length === 0) shown.push(`${(lines[0] ?? '').slice(0, Math.max(1, maxChars - 1))}…`);
  const omittedLines = lines.length - shown.length;
  const text =
    omittedLines > 0 ? `${shown.join('\n')}\n… ${omittedLines} more lines not shown` : shown.join('\n');
  return { id, text, totalLines: lines.length, omittedLines };
}

/**
 * The excerpts a small-window run quotes of the bound projects' AGENTS.md (projects without one
 * are left out): {@link BRIEF_AGENTS_CHARS} split evenly between them.
 *
 * @param projects bound projects with their AGENTS.md (`readProjectMeta`), in the meeting's order.
 * @returns one {@link AgentsExcerpt} per project with a non-empty AGENTS.md, in that order.
 * Spec: docs/context-budget.md, The small-window set; review5 Q16.
 */
export function briefAgentsExcerpts(projects: readonly ProjectMeta[]): AgentsExcerpt[] {
  const withAgents = projects.filter((p) => p.agents?.trim());
  const each = Math.floor(BRIEF_AGENTS_CHARS / Math.max(1, withAgents.length));
  return withAgents.map((p) => agentsExcerpt(p.id, p.agents ?? '', each));
}

/**
 * What a small-window run says when it left lines of a project's AGENTS.md out (one entry per such
 * project, empty when everything was quoted): the warning (stderr, run record) and the notice at the
 * top of the summary.
 *
 * @param projectsFolder the configured projects folder (`folders.projects`), for the file's vault path.
 * Spec: review5 Q16.
 */
export function agentsLeftOut(
  excerpts: readonly AgentsExcerpt[],
  projectsFolder: string,
): { warnings: string[]; notice: string | null } {
  const cut = excerpts.filter((e) => e.omittedLines > 0);
  const file = (e: AgentsExcerpt) => `${projectsFolder}/${e.id}/AGENTS.md`;
  const warnings = cut.map(
    (e) =>
      `${file(e)}: ${e.omittedLines} of ${e.totalLines} lines were not shown to the model (the small-window set quotes at most ${BRIEF_AGENTS_CHARS} characters of AGENTS.md): the summary may not follow them; give the model a larger context window (model.contextWindow and the server's, e.g. Ollama's num_ctx) or put the instructions about the summary first`,
  );
  const notice =
    cut.length === 0
      ? null
      : `> Note: the model's context window was small: ${cut
          .map((e) => `${e.omittedLines} of ${e.totalLines} lines of the standing instructions in ${file(e)}`)
          .join(', and ')} were not shown to it; the summary may not follow them.`;
  return { warnings, notice };
}
