import { type ToolDefinition, withToolFields } from '../neutral/neutral-tool.js';
import { withVaultRelativeRefusals } from '../output/vault-relative-refusal.js';
import type { ToolSession } from '../session/tool-session.js';

/**
 * The granular tool `factory` makes for `session`, under its wire name `name`, with its refusals
 * vault-relative (no absolute path of the user's in a refusal; review9 V3): what the registry's
 * `createGranularTool` gives for that name, and what a one-tool entry such as `searchToolDefinition`
 * gives without reaching the registry of every tool (docs/startup.md, thirteenth pass).
 * @throws nothing itself; the factory's own errors (host bugs) propagate.
 * Spec: docs/tools.md, Granular profile; review9 V3.
 */
export function namedGranularTool(
  session: ToolSession,
  name: string,
  factory: (session: ToolSession) => ToolDefinition,
): ToolDefinition & { name: string } {
  return withToolFields(withVaultRelativeRefusals(factory(session), session.vault.root), { name });
}
