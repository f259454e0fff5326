/**
 * A model's tool call whose arguments give a key twice (`{"path":"a.md","path":"b.md"}`), which the
 * AI SDK's JSON parser would read as its last copy in silence, is refused, as `ma tool --args` and
 * `ma mcp` refuse it (reviewA T8, review L7).
 * Spec: docs/contracts.md, @ma/agent (invalid tool calls); review L7.
 */
import { duplicateJsonKey } from '@ma/core';
import { type LanguageModel, wrapLanguageModel } from 'ai';

/** How the arguments of a call that gives a key twice start once marked (no JSON text starts so). */
export const DUPLICATE_KEY_MARK = 'not run: the arguments give the key ';

/** The marked text of a call's raw arguments when they give a key twice; the arguments as they are else. */
function marked(input: string): string {
  const twice = duplicateJsonKey(input);
  return twice === null
    ? input
    : `${DUPLICATE_KEY_MARK}${JSON.stringify(twice.key)} twice (again at line ${twice.line}, column ${twice.column}); JSON would keep only the last one`;
}

/** A tool-call part (or any other) with its arguments marked when they give a key twice. */
function markPart<P>(part: P): P {
  const call = part as { type?: unknown; input?: unknown };
  if (call.type !== 'tool-call' || typeof call.input !== 'string') return part;
  const input = marked(call.input);
  return input === call.input ? part : ({ ...call, input } as P);
}

/**
 * `model` with the raw arguments of each tool call it answers checked before the AI SDK parses them
 * (generated and streamed replies alike): arguments that give a key twice in one object (at any depth)
 * are replaced by a text that is not JSON and says so (`not run: the arguments give the key "path"
 * twice (again at line 1, column 40); …`), so the SDK never runs the call but reports it as invalid,
 * and the run's `repairToolCall` answers the model with a refusal naming the key (`invalidToolCallRefusal`).
 * Spec: review L7 (reviewA T8: a key given twice is refused, never read as its last copy).
 */
export function refusingDuplicateKeys(model: LanguageModel): LanguageModel {
  return wrapLanguageModel({
    model: model as Parameters<typeof wrapLanguageModel>[0]['model'],
    middleware: {
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        return { ...result, content: result.content.map(markPart) };
      },
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        const stream = result.stream.pipeThrough(
          new TransformStream({ transform: (part, controller) => controller.enqueue(markPart(part)) }),
        );
        return { ...result, stream };
      },
    },
  });
}
