/**
 * R235: the parameters of the tools a chat request offers, kept beside the set of their names that
 * `offeredToolNames` (normalizing-fetch.ts) makes, so that a printed call's positional arguments can be
 * mapped to a parameter name where that is certain (text-tool-call.ts).
 *
 * Spec: hostile case B29; seed 002 (small local models).
 */

/** A tool's parameter names (its JSON Schema's `properties`, in order) and the required ones (R235). */
export interface ToolParameters {
  names: string[];
  required: string[];
}

/** The parameters of each set of offered tools `offeredToolNames` made, by tool. */
const PARAMETERS = new WeakMap<ReadonlySet<string>, ReadonlyMap<string, ToolParameters>>();

/**
 * R235: the parameters of an offered tool, read from the request's `tools` when `offeredToolNames`
 * made `offered`; `undefined` for a set made elsewhere or a tool without an object schema.
 */
export function offeredToolParameters(
  offered: ReadonlySet<string>,
  tool: string,
): ToolParameters | undefined {
  return PARAMETERS.get(offered)?.get(tool);
}

/** Keeps `parameters` (by tool name) for the set `offered` of offered tool names. */
export function rememberToolParameters(
  offered: ReadonlySet<string>,
  parameters: ReadonlyMap<string, ToolParameters>,
): void {
  PARAMETERS.set(offered, parameters);
}
