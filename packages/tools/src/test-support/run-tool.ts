/** Test helper: run one tool's neutral `execute` by wire name. */
import type { ToolSession } from '../session/tool-session.js';
import { toolDefinitions } from '../tool-definitions.js';

/** Executes tool `name` of a fresh definition list for `session` with `input` (as a model would send it). */
export async function runTool(session: ToolSession, name: string, input?: unknown): Promise<string> {
  const def = toolDefinitions(session).find((t) => t.name === name);
  if (!def) throw new Error(`no tool ${name}`);
  return def.execute(input);
}
