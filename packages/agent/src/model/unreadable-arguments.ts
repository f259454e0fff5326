/**
 * A model's tool call whose raw arguments cannot be read as written is refused before the AI SDK parses
 * them, as `ma tool --args` and `ma mcp` refuse it: arguments that give a key twice
 * (`{"path":"a.md","path":"b.md"}`, which the SDK's JSON parser would read as its last copy in silence;
 * reviewA T8, review L7), nest deeper than core `MAX_JSON_NESTING` (L498), or hold a number JSON cannot
 * keep (`1e400`, `1.0000000000000001`; L499). The SDK's own parse cannot be reused for this: it runs
 * after the model's reply is wrapped and gives the tool only the parsed value, in which the repeated
 * key, the number as written and the depth are gone (`doParseToolCall`: `safeParseJSON` then the schema).
 * Spec: docs/contracts.md, @ma/agent (invalid tool calls); review L7; L498, L499, L552.
 */
import { duplicateJsonKey } from '@ma/core';
import { jsonArgumentsRefusal } from '@ma/tools';
import { type LanguageModel, wrapLanguageModel } from 'ai';

/** How the arguments of a call that gives a key twice start once marked (no JSON text starts so). */
export const DUPLICATE_KEY_MARK = 'not run: the arguments give the key ';

/**
 * How the arguments of a call refused on their text start once marked: arguments nested deeper than core
 * `MAX_JSON_NESTING` (L498) or holding a number JSON cannot keep as written (L499); the refusal follows.
 */
export const REFUSED_ARGUMENTS_MARK = 'not run: refused: ';

/**
 * The marked text of a call's raw arguments when they nest too deep or hold a number JSON cannot keep
 * (`@ma/tools` `jsonArgumentsRefusal`: `1e400`, `1.0000000000000001`, quoted as written), or give a key
 * twice; the arguments as they are else.
 */
function marked(input: string): string {
  // L498, L499: before the duplicate-key check and the SDK's parse, which recurse once per level.
  const refused = jsonArgumentsRefusal(input);
  if (refused !== null) return `not run: ${refused}`;
  const twice = duplicateJsonKey(input);
  return twice === null
    ? input
    : `${DUPLICATE_KEY_MARK}${JSON.stringify(twice.key)} twice (again at line ${twice.line}, column ${twice.column}); JSON would keep only the last one`;
}

/** A tool-call part (or any other) with its arguments marked ({@link marked}) when they cannot be read as written. */
function markPart<P>(part: P): P {
  const call = part as { type?: unknown; input?: unknown };
  if (call.type !== 'tool-call' || typeof call.input !== 'string') return part;
  const input = marked(call.input);
  return input === call.input ? part : ({ ...call, input } as P);
}

/**
 * `parts` with each tool call's arguments marked ({@link markPart}), read by a pull source rather than
 * piped through a `TransformStream`: a stream part goes through no writable side, pipe loop or
 * transform promise (issue #13: about 4 µs of CPU per part, and a streamed step has 10–20 parts).
 * An error of `parts` reaches the reader unchanged; cancelling cancels `parts` with the same reason.
 */
function markedParts<P>(parts: ReadableStream<P>): ReadableStream<P> {
  const reader = parts.getReader();
  return new ReadableStream<P>({
    async pull(controller) {
      let r: Awaited<ReturnType<typeof reader.read>>;
      try {
        r = await reader.read();
      } catch (error) {
        controller.error(error);
        return;
      }
      if (r.done) controller.close();
      else controller.enqueue(markPart(r.value));
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/**
 * `model` with the raw arguments of each tool call it answers checked before the AI SDK parses them
 * (generated and streamed replies alike): arguments nested too deep or holding a number JSON cannot keep
 * (`@ma/tools` `jsonArgumentsRefusal`), or that give a key twice in one object (at any depth), are
 * replaced by a text that is not JSON and says so (`not run: refused: …`, `not run: the arguments give
 * the key "path" twice (again at line 1, column 40); …`), so the SDK never runs the call but reports it
 * as invalid, and the run's `repairToolCall` answers the model with the refusal (`invalidToolCallRefusal`).
 * Was `refusingDuplicateKeys` (L552: it refuses more than repeated keys).
 * Spec: review L7 (reviewA T8: a key given twice is refused, never read as its last copy); L498; L499.
 */
export function refusingUnreadableArguments(model: LanguageModel): LanguageModel {
  return wrapLanguageModel({
    model: model as Parameters<typeof wrapLanguageModel>[0]['model'],
    middleware: {
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        return { ...result, content: result.content.map(markPart) };
      },
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        return { ...result, stream: markedParts(result.stream) };
      },
    },
  });
}
