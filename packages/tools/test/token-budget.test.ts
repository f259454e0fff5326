/**
 * The whole granular tool set (descriptions + JSON Schemas of the arguments, as
 * the AI SDK sends them) must stay small enough for small local models:
 * at most TOOLSET_TOKEN_BUDGET tokens, estimated as characters / 4 (README, "Token budget").
 */
import { asSchema } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMeetingTools, toolDefinitions, toolJsonSchema, toolNames } from '../src/index.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

/** Budget stated in README.md. */
const TOOLSET_TOKEN_BUDGET = 3000;

let t: TestSession;
beforeAll(async () => {
  t = await sampleSession();
});
afterAll(async () => t?.cleanup());

describe('token budget', () => {
  it(`granular tool descriptions + JSON Schemas stay under ${TOOLSET_TOKEN_BUDGET} tokens (chars/4)`, async () => {
    const tools = createMeetingTools(t.session);
    expect(Object.keys(tools)).toEqual([...toolNames]);
    let chars = 0;
    for (const [name, tool] of Object.entries(tools)) {
      const schema = await asSchema(tool.inputSchema).jsonSchema;
      chars += name.length + (tool.description ?? '').length + JSON.stringify(schema).length;
    }
    const tokens = Math.ceil(chars / 4);
    expect(
      tokens,
      `granular tool set: ${chars} characters ≈ ${tokens} tokens (budget ${TOOLSET_TOKEN_BUDGET}; figure in README.md)`,
    ).toBeLessThanOrEqual(TOOLSET_TOKEN_BUDGET);
  });

  it('every description is short and every argument is described (z.toJSONSchema)', () => {
    for (const def of toolDefinitions(t.session)) {
      expect(def.description.length, def.name).toBeLessThanOrEqual(200);
      const schema = toolJsonSchema(def.inputSchema) as {
        properties?: Record<string, { description?: string }>;
      };
      for (const [arg, prop] of Object.entries(schema.properties ?? {})) {
        expect(arg, `${def.name}.${arg}`).toMatch(/^[a-z]+(_[a-z]+)*$/);
        expect(prop.description, `${def.name}.${arg}`).toBeTruthy();
      }
    }
  });
});
