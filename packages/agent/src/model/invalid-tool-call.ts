import { causes, oneLine } from '@ma/core';
import {
  type ArgumentIssue,
  compactError,
  compactToolNames,
  compactWording,
  invalidArgumentsRefusal,
  isRefusal,
} from '@ma/tools';
import {
  InvalidToolInputError,
  JSONParseError,
  type ModelMessage,
  NoSuchToolError,
  ToolCallRepairError,
  type ToolCallRepairFunction,
  type ToolSet,
} from 'ai';
import { POSITIONAL_MARK } from './python-call.js';
import { DUPLICATE_KEY_MARK, REFUSED_ARGUMENTS_MARK } from './unreadable-arguments.js';

/** Most characters of a refusal for an invalid tool call (R5: never the whole input echoed). */
export const MAX_REFUSAL_CHARS = 1000;

/** A tool name is cut to this many characters. */
const MAX_NAME_CHARS = 60;

/**
 * What the AI SDK puts before the message of an error thrown by `repairToolCall`: the tool error
 * is `String(new ToolCallRepairError(…))`, `AI_ToolCallRepairError: Error repairing tool call: …`;
 * {@link withoutRepairPrefix} takes it off again.
 */
const REPAIR_ERROR_PREFIX = /^(?:AI_ToolCallRepairError: )?Error repairing tool call: /;

/**
 * The error {@link refuseInvalidToolCall} throws: its text is the refusal alone (`toString()`
 * without the `Error: ` name, which the AI SDK would otherwise put in front).
 *
 * Spec: issue R3, R5.
 */
export class InvalidToolCallRefusal extends Error {
  override name = 'InvalidToolCallRefusal';
  override toString(): string {
    return this.message;
  }
}

/** One line, at most `max` characters (`…` marks a cut). */
function clip(text: string, max: number): string {
  return oneLine(text, max); // whole characters: never half a surrogate pair (R22)
}

/** The first object in `error`'s `cause` chain that has an `issues` array (a ZodError), else `null`. */
function schemaIssues(error: unknown): ArgumentIssue[] | null {
  for (const e of causes(error)) {
    if (Array.isArray(e.issues)) return e.issues as ArgumentIssue[];
  }
  return null;
}

/** The call's arguments as parsed JSON (`{}` when they are not JSON: only shown, never run). */
function parsedInput(error: unknown): unknown {
  const text = (error as { toolInput?: unknown } | null)?.toolInput;
  if (typeof text !== 'string') return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * The refusal the model gets for a tool call the AI SDK rejected before running it, in the shape
 * of the tools' own refusals (`refused: <what>; <what to do>`), one line of at most
 * {@link MAX_REFUSAL_CHARS} characters that never repeats the call's input:
 * - arguments that are not valid JSON (R3, B28: unescaped quotes, trailing commas, a cut-off
 *   string): `refused: the arguments of <tool> are not valid JSON (<parser message, ≤ 120
 *   characters>); nothing was run; call <tool> again with one valid JSON object (escape " inside
 *   strings as \")`;
 * - arguments that do not match the tool's schema (R5, V4): the text the tools themselves give
 *   (`@ma/tools` `invalidArgumentsRefusal`, shared with `ma tool` and `ma mcp`): `refused: invalid
 *   arguments (<path>: expected <what>, got <type> <short value>; … at most 5, unknown fields named
 *   too); nothing was run; call again with arguments matching the schema`;
 * - arguments that give a key twice in one object (L7, marked by `refusingUnreadableArguments` before the SDK
 *   parsed them): `refused: the arguments of <tool> give the key "path" twice (again at line 1, column
 *   40); JSON would keep only the last one; nothing was run; call <tool> again giving each key once`;
 * - arguments nested deeper than core `MAX_JSON_NESTING` or holding a number JSON cannot keep (L498,
 *   L499, marked by `refusingUnreadableArguments`): `@ma/tools` `jsonArgumentsRefusal`'s text (`refused:
 *   invalid arguments (from: 1e400 is beyond the numbers JSON can hold (it reads as Infinity)); …`);
 * - an unknown tool: `refused: there is no tool "<name>"; nothing was run; call one of: <tools>`.
 * `knownFields` (the tool's argument names, from its JSON Schema) lets the schema refusal name
 * unknown fields too. The tool and argument names are cut to 60 characters each. When `toolNames` are the compact
 * profile's, the same text comes as `{"error":"refused","message":"…"}` (C11).
 *
 * Spec: hostile case B28; docs/contracts.md, @ma/agent (invalid tool calls); docs/tools.md, Rules
 * shared by all tools ("Errors are results, not crashes").
 */
export function invalidToolCallRefusal(
  error: unknown,
  toolName: string,
  toolNames: string[],
  knownFields?: readonly string[],
): string {
  const tool = clip(toolName, MAX_NAME_CHARS);
  let text: string;
  if (NoSuchToolError.isInstance(error)) {
    // C28 (seed 002): a granular tool's name in a compact run says which compact call does it.
    const instead = isCompactToolSet(toolNames) ? compactCallOf(toolName) : null;
    text = instead
      ? `refused: there is no tool "${tool}" in this run, whose tools are compact: ${instead}; nothing was run; call one of: ${toolNames.join(', ')}`
      : `refused: there is no tool "${tool}"; nothing was run; call one of: ${toolNames.join(', ')}`;
  } else if (
    InvalidToolInputError.isInstance(error) &&
    typeof error.toolInput === 'string' &&
    error.toolInput.startsWith(DUPLICATE_KEY_MARK)
  ) {
    // L7: arguments giving a key twice (`refusingUnreadableArguments` marked them before the SDK parsed them).
    const what = error.toolInput.slice(DUPLICATE_KEY_MARK.length);
    text = `refused: the arguments of ${tool} give the key ${what}; nothing was run; call ${tool} again giving each key once`;
  } else if (
    InvalidToolInputError.isInstance(error) &&
    typeof error.toolInput === 'string' &&
    error.toolInput.startsWith(REFUSED_ARGUMENTS_MARK)
  ) {
    // L498, L499: nested too deep, or a number JSON cannot keep (`refusingUnreadableArguments` marked them).
    text = error.toolInput.slice(REFUSED_ARGUMENTS_MARK.length - 'refused: '.length);
  } else if (
    InvalidToolInputError.isInstance(error) &&
    typeof error.toolInput === 'string' &&
    error.toolInput.startsWith(POSITIONAL_MARK)
  ) {
    // R235: a printed Python call with positional arguments no parameter name could be given for.
    const count = error.toolInput.slice(POSITIONAL_MARK.length);
    const names = (knownFields ?? []).map((n) => clip(n, MAX_NAME_CHARS));
    const shape = names.map((n) => `${n}=…`).join(', ');
    text = `refused: ${tool} was called with ${count} positional argument${count === '1' ? '' : 's'}, which cannot be matched to its parameters${names.length > 0 ? ` (${names.join(', ')})` : ''}; nothing was run; call ${tool} again naming each argument: ${tool}(${shape}), or with one JSON object`;
  } else if (InvalidToolInputError.isInstance(error) && JSONParseError.isInstance(error.cause)) {
    const syntax = (error.cause.cause as { message?: unknown } | undefined)?.message;
    const detail = clip(typeof syntax === 'string' ? syntax : 'unparsable', 120);
    text = `refused: the arguments of ${tool} are not valid JSON (${detail}); nothing was run; call ${tool} again with one valid JSON object (escape " inside strings as \\")`;
  } else {
    const issues = schemaIssues(error);
    const input = parsedInput(error);
    const unknownFields =
      knownFields && input !== null && typeof input === 'object' && !Array.isArray(input)
        ? Object.keys(input).filter((key) => !knownFields.includes(key))
        : [];
    text =
      issues && issues.length > 0
        ? invalidArgumentsRefusal(issues, input, { unknownFields })
        : `refused: invalid arguments for ${tool} (they do not match its schema); nothing was run; call ${tool} again with arguments matching its schema`;
  }
  text = clip(text, MAX_REFUSAL_CHARS);
  // A compact tool set answers in compact JSON, refusals included (seed 002, C11).
  return isCompactToolSet(toolNames) ? compactError('refused', text) : text;
}

/**
 * R150: whether an invalid call's `error` (a step's `toolCalls[i].error`, as the AI SDK records it,
 * our refusal's {@link ToolCallRepairError} around the original error) says its arguments were not
 * valid JSON — what a reply cut off mid-call leaves (`{"content":"## Summary\nThe team cho`).
 * False for an unknown tool, a duplicate key or arguments the schema refuses.
 */
export function hasUnparsableArguments(error: unknown): boolean {
  const original = ToolCallRepairError.isInstance(error) ? error.originalError : error;
  return (
    InvalidToolInputError.isInstance(original) &&
    JSONParseError.isInstance(original.cause) &&
    !(
      typeof original.toolInput === 'string' &&
      (original.toolInput.startsWith(DUPLICATE_KEY_MARK) ||
        original.toolInput.startsWith(REFUSED_ARGUMENTS_MARK) ||
        original.toolInput.startsWith(POSITIONAL_MARK))
    )
  );
}

/**
 * How a compact run does what a granular tool name stands for (C28), or `null` for any other
 * name: `write_summary` → `use apply_changes {"ops":[{"op":"write_summary", …its arguments}]}`,
 * `read_transcript` → `use query_meeting {"view":"transcript","filters":{…its arguments}}`
 * (`@ma/tools` `compactWording`'s mapping).
 *
 * Spec: docs/tools.md (Compact profile: granular tool names in messages become the compact call); seed 002.
 */
export function compactCallOf(name: string): string | null {
  const call = name === 'search' ? 'query_meeting view "search"' : compactWording(name);
  if (call === name) return null;
  const view = /^query_meeting view "(\w+)"$/.exec(call);
  if (view) return `use query_meeting {"view":"${view[1]}","filters":{…its arguments}}`;
  const op = /^apply_changes op "(\w+)"$/.exec(call);
  return op ? `use apply_changes {"ops":[{"op":"${op[1]}", …its arguments}]}` : null;
}

/**
 * True when the offered tools are the compact profile's (`query_meeting`, `apply_changes`): their
 * answers, refusals and failures included, are compact JSON (seed 002, C11).
 *
 * Spec: docs/tools.md (Compact profile); C11.
 */
export function isCompactToolSet(toolNames: readonly string[]): boolean {
  return compactToolNames.some((n) => toolNames.includes(n));
}

/**
 * `repairToolCall` for the run and `checkEndpoint` (R3, R5, B28): repairs nothing. A call the AI
 * SDK rejected (unknown tool, arguments that are not valid JSON, arguments failing the schema) is
 * never guessed into a call that runs — a JSON repairer turns `"use "Plan B" now"` or a cut
 * `content` into a plausible write. Instead it throws the short refusal of
 * {@link invalidToolCallRefusal}; the SDK records the call as invalid (never executed), answers
 * it with that text behind the SDK's `Error repairing tool call: ` (removed by {@link withoutRepairPrefix}
 * before the model sees it), and the model can call again. The follow-up request carries the
 * call's input as `{}` (the SDK's choice for unparsable input; `normalizingFetch` also replaces
 * any non-object argument string).
 *
 * @throws InvalidToolCallRefusal always, with the refusal text as its message (the SDK wraps it).
 * Spec: hostile case B28; issue R3, R5.
 */
export const refuseInvalidToolCall: ToolCallRepairFunction<ToolSet> = async ({
  toolCall,
  tools,
  error,
  inputSchema,
}) => {
  let known: string[] | undefined;
  try {
    const schema = (await inputSchema({ toolName: toolCall.toolName })) as { properties?: object };
    if (schema?.properties) known = Object.keys(schema.properties);
  } catch {
    // An unknown tool has no schema: the refusal lists the tools instead.
  }
  throw new InvalidToolCallRefusal(
    invalidToolCallRefusal(error, toolCall.toolName, Object.keys(tools), known),
  );
};

/**
 * A tool error text as the model should read it: {@link REPAIR_ERROR_PREFIX} removed.
 *
 * Spec: issue R5.
 */
export function withoutRepairPrefix(text: string): string {
  return text.replace(REPAIR_ERROR_PREFIX, '');
}

/**
 * `messages` with every tool error that came from {@link refuseInvalidToolCall} turned into the
 * plain refusal text (`{ type: 'error-text', value: 'refused: …' }`), and, with `compact` (the
 * compact profile, C11), every other tool error (a tool that threw: a bug or an I/O failure) into
 * `{"error":"failed","message":"…"}`; `null` when none needed it. Used in `prepareStep`, whose returned messages the AI SDK keeps for later steps.
 *
 * Spec: issue R5.
 */
export function withRefusalTexts(messages: ModelMessage[], compact = false): ModelMessage[] | null {
  let changed = false;
  const out = messages.map((message) => {
    if (message.role !== 'tool') return message;
    let touched = false;
    const content = message.content.map((part) => {
      if (part.type !== 'tool-result') return part;
      const output = part.output as { type: string; value?: unknown };
      if (output.type !== 'error-text' && output.type !== 'error-json') return part;
      if (typeof output.value === 'string' && REPAIR_ERROR_PREFIX.test(output.value)) {
        touched = true;
        return { ...part, output: { type: 'error-text' as const, value: withoutRepairPrefix(output.value) } };
      }
      // Compact profile (C11): a tool that failed while running is answered in compact JSON too.
      if (!compact) return part;
      const text = typeof output.value === 'string' ? output.value : JSON.stringify(output.value ?? null);
      if (text.startsWith('{"error":')) return part;
      touched = true;
      const value = isRefusal(text)
        ? compactError('refused', text)
        : compactError('failed', clip(text, MAX_REFUSAL_CHARS));
      return { ...part, output: { type: 'error-text' as const, value } };
    });
    if (!touched) return message;
    changed = true;
    return { ...message, content };
  });
  return changed ? out : null;
}
