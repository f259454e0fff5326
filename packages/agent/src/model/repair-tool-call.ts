import { asSchema, InvalidToolInputError, type ToolCallRepairFunction, type ToolSet } from 'ai';
import { jsonrepair } from 'jsonrepair';
import { isObject } from './is-object.js';

/**
 * True when `text` looks cut off: it ends inside a string literal, or its `{`/`[` are not all
 * closed (scanned with JSON string/escape rules; unescaped quotes inside strings are read as
 * string ends, which errs on the side of "not truncated" only when the brackets still balance).
 *
 * Spec: hostile case B28.
 */
export function looksTruncated(text: string): boolean {
  let inString = false;
  let escaped = false;
  let depth = 0;
  for (const ch of text.trim()) {
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') depth--;
  }
  return inString || escaped || depth > 0;
}

/**
 * Repairs a tool-call arguments string at most once, or gives up with `null`:
 * `null` unless `text` is an object literal that fails `JSON.parse`, is not truncated
 * ({@link looksTruncated}), and `jsonrepair` turns it into a JSON object. The caller still has to
 * validate the result against the tool's schema.
 *
 * Spec: hostile case B28.
 */
export function repairJsonArguments(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    JSON.parse(trimmed);
    return null; // valid JSON: a schema problem, not a syntax one; nothing to repair here
  } catch {
    // fall through
  }
  if (looksTruncated(trimmed)) return null;
  let repaired: string;
  try {
    repaired = jsonrepair(trimmed);
  } catch {
    return null;
  }
  try {
    if (!isObject(JSON.parse(repaired))) return null;
  } catch {
    return null;
  }
  return repaired;
}

/**
 * `repairToolCall` for AI SDK `generateText` / `streamText` / `ToolLoopAgent` (hostile case B28):
 * - Unknown tool (`NoSuchToolError`) → `null`: the SDK records an invalid call and the model gets
 *   the error text `Model tried to call unavailable tool '<name>'. Available tools: a, b.`
 * - Malformed JSON arguments (`InvalidToolInputError` whose input does not parse) → ONE repair
 *   attempt with `jsonrepair`, returned only when the repaired JSON is an object AND passes the
 *   tool's input schema. Truncated input (ends inside a string or with open brackets) is never
 *   repaired, so a cut-off `content` can never become a write.
 * - Anything else (valid JSON that fails the schema) → `null`; the model gets the SDK's
 *   `Invalid input for tool <name>: …` error text and can retry.
 * Never throws (a throwing repair would end the run with `ToolCallRepairError`).
 * The follow-up request stays valid for strict servers because `normalizingFetch` replaces any
 * non-object argument string in re-sent assistant tool calls with `"{}"`.
 *
 * Spec: hostile case B28; seed 003, Requirement: Meeting Assistant generates meeting outputs.
 */
export const repairToolCall: ToolCallRepairFunction<ToolSet> = async ({ toolCall, tools, error }) => {
  try {
    if (!InvalidToolInputError.isInstance(error)) return null;
    const tool = Object.hasOwn(tools, toolCall.toolName) ? tools[toolCall.toolName] : undefined;
    if (!tool) return null;
    const repaired = repairJsonArguments(toolCall.input);
    if (repaired == null) return null;
    const schema = asSchema(tool.inputSchema);
    if (schema.validate) {
      const result = await schema.validate(JSON.parse(repaired));
      if (!result.success) return null;
    }
    return { ...toolCall, input: repaired };
  } catch {
    return null;
  }
};
