/** Test helper: run one tool's neutral `execute` by wire name. */
import type { ApplyChangesResult } from '../compact/apply-changes.js';
import type { ToolSession } from '../session/tool-session.js';
import { toolDefinitions } from '../tool-definitions.js';

/** Executes tool `name` of a fresh definition list for `session` with `input` (as a model would send it). */
export async function runTool(session: ToolSession, name: string, input?: unknown): Promise<string> {
  const def = toolDefinitions(session).find((t) => t.name === name);
  if (!def) throw new Error(`no tool ${name}`);
  return def.execute(input);
}

/**
 * Executes the compact profile's `apply_changes` for `session` with `ops` (no `approved`); returns
 * its text and that text parsed.
 */
export async function runApplyChanges(
  session: ToolSession,
  ops: unknown[],
): Promise<{ text: string; result: ApplyChangesResult }> {
  const tool = toolDefinitions(session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
  const text = String(await tool?.execute({ ops }));
  return { text, result: JSON.parse(text) as ApplyChangesResult };
}
