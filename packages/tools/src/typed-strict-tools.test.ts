/**
 * Typed tool sets and strict JSON Schemas (issue: packages other agents can install):
 * a host's compiler knows every tool by name, and a host on OpenAI strict function calling
 * gets closed schemas whose calls mean the same as the default ones.
 */
import { asSchema } from 'ai';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createMeetingTools, type TypedMeetingTool } from './create-meeting-tools.js';
import { toolJsonSchema } from './neutral/neutral-tool.js';
import { strictJsonSchema } from './neutral/strict-json-schema.js';
import { sampleSession, type TestSession } from './test-support/sample-vault.js';
import { toolDefinitions } from './tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

type JsonObject = Record<string, unknown>;

function objectsIn(node: unknown, found: JsonObject[] = []): JsonObject[] {
  if (Array.isArray(node)) for (const item of node) objectsIn(item, found);
  else if (node && typeof node === 'object') {
    const obj = node as JsonObject;
    if (obj.type === 'object' || obj.properties) found.push(obj);
    for (const value of Object.values(obj)) objectsIn(value, found);
  }
  return found;
}

describe('typed tool sets', () => {
  it('names every tool in the type, and `only` narrows it', async () => {
    t = await sampleSession();
    const tools = createMeetingTools(t.session);
    expectTypeOf(tools.read_transcript).toEqualTypeOf<TypedMeetingTool<'read_transcript'>>();
    // @ts-expect-error a misspelt tool name does not compile
    expect(tools.read_transcrip).toBeUndefined();
    const two = createMeetingTools(t.session, { only: ['search', 'read_transcript'] });
    expectTypeOf(two).toEqualTypeOf<{
      search: TypedMeetingTool<'search'>;
      read_transcript: TypedMeetingTool<'read_transcript'>;
    }>();
    expect(Object.keys(two).sort()).toEqual(['read_transcript', 'search']);
  });
});

describe('strict JSON Schemas', () => {
  it('closes every object, requires every property and keeps optional ones nullable, for every tool', async () => {
    t = await sampleSession();
    for (const def of toolDefinitions(t.session)) {
      const loose = toolJsonSchema(def.inputSchema);
      const strict = toolJsonSchema(def.inputSchema, { strict: true });
      const looseRequired = new Set((loose.required as string[] | undefined) ?? []);
      for (const obj of objectsIn(strict)) {
        expect(obj.additionalProperties, `${def.name}`).toBe(false);
        expect([...((obj.required as string[]) ?? [])].sort()).toEqual(
          Object.keys((obj.properties as JsonObject) ?? {}).sort(),
        );
      }
      // Optional arguments sent as null mean "not given": the call is not refused for it.
      const nulls = Object.fromEntries(
        Object.keys((strict.properties as JsonObject) ?? {})
          .filter((name) => !looseRequired.has(name))
          .map((name) => [name, null]),
      );
      if (Object.keys(nulls).length > 0 && looseRequired.size === 0) {
        const text = await def.execute(nulls);
        expect(text, def.name).not.toMatch(/invalid arguments/);
      }
    }
    expect(toolJsonSchema(toolDefinitions(t.session)[0]!.inputSchema)).not.toHaveProperty(
      'additionalProperties',
      false,
    );
  });

  it('wraps an optional property that does not accept null and leaves the input unchanged', () => {
    const input = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'object', properties: { c: { type: 'integer' } } } },
      required: ['a'],
    };
    const copy = structuredClone(input);
    const strict = strictJsonSchema(input);
    expect(input).toEqual(copy);
    expect(strict).toEqual({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: {
          anyOf: [
            {
              type: 'object',
              properties: { c: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
              required: ['c'],
              additionalProperties: false,
            },
            { type: 'null' },
          ],
        },
      },
      required: ['a', 'b'],
      additionalProperties: false,
    });
  });

  it('marks the AI SDK tools strict and gives them the strict schema', async () => {
    t = await sampleSession();
    const tools = createMeetingTools(t.session, { only: ['read_transcript'], strict: true });
    expect(tools.read_transcript.strict).toBe(true);
    const sent = (await asSchema(tools.read_transcript.inputSchema).jsonSchema) as JsonObject;
    expect(sent).toEqual(toolJsonSchema(toolDefinitions(t.session)[1]!.inputSchema, { strict: true }));
    const output = await tools.read_transcript.execute!(
      { from: null, to: 3 },
      { toolCallId: 'c1', messages: [], context: undefined },
    );
    expect(output).toMatch(/lines 1–3 of \d+/);
  });
});
