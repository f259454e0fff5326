/**
 * V3, the whole kind: every numeric argument of every tool of both profiles (found by walking the
 * tools' zod schemas, nested `filters` and `ops` included, so a new one cannot be missed) is a
 * whole number of any size: `1e300` passes validation (the tools clamp or refuse it by their range
 * rules), while `2.5`, `"3"`, `true`, `NaN` and `±Infinity` fail with "expected a whole number",
 * and through `execute` they are refusals naming the argument, never thrown errors.
 * Spec: docs/tools.md, Rules shared by all tools (Numeric arguments); issue V3.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

type Node = z.ZodType & { def: { type: string } & Record<string, unknown> };

/** `[path, schema]` of every number schema under `schema` (through optional, nullable, objects, arrays, unions). */
function numberFields(schema: Node, path: string): Array<[string, Node]> {
  const def = schema.def;
  switch (def.type) {
    case 'number':
      return [[path, schema]];
    case 'optional':
    case 'nullable':
    case 'default':
      return numberFields(def.innerType as Node, path);
    case 'object':
      return Object.entries(def.shape as Record<string, Node>).flatMap(([key, field]) =>
        numberFields(field, path === '' ? key : `${path}.${key}`),
      );
    case 'array':
      return numberFields(def.element as Node, `${path}[]`);
    case 'union':
      return (def.options as Node[]).flatMap((option) => numberFields(option, path));
    default:
      return [];
  }
}

describe('V3: every numeric argument of every tool is a whole number of any size', () => {
  it('V3: found in both profiles; 1e300 and -5 validate, 2.5, "3", true, NaN, Infinity do not', async () => {
    t = await sampleSession();
    const tools = [...toolDefinitions(t.session), ...toolDefinitions(t.session, { profile: 'compact' })];
    const found = tools.flatMap((tool) =>
      numberFields(tool.inputSchema as unknown as Node, '').map(([path, schema]) => ({
        where: `${tool.name} ${path}`,
        schema,
      })),
    );
    const names = new Set(found.map((f) => f.where));
    for (const expected of [
      'read_transcript from_char',
      'read_projectfile to',
      'write_projectfile insert',
      'override_speaker from',
      'search limit',
      'list_past_project_meetings limit',
      'query_meeting filters.from',
      'query_meeting filters.limit',
      'apply_changes ops[].to',
    ])
      expect(names, expected).toContain(expected);
    for (const { where, schema } of found) {
      for (const good of [1, 1e300, -5, 0])
        expect(schema.safeParse(good).success, `${where} ${good}`).toBe(true);
      for (const bad of [2.5, '3', true, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        const parsed = schema.safeParse(bad);
        expect(parsed.success, `${where} ${String(bad)}`).toBe(false);
        expect(parsed.error?.issues[0]?.message, `${where} ${String(bad)}`).toBe('expected a whole number');
      }
    }
  });

  it('V3: through execute, NaN and Infinity (reachable from JavaScript hosts) are refusals by name, nothing written', async () => {
    t = await sampleSession();
    const before = await hashTree(t.root);
    const run = (name: string, input: unknown) =>
      toolDefinitions(t.session)
        .find((tool) => tool.name === name)!
        .execute(input);
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(await run('read_transcript', { from: value })).toMatch(
        /^refused: .*\bfrom: expected a whole number/,
      );
      expect(
        await run('write_projectfile', {
          project: 'remote-control',
          path: 'decisions.md',
          content: 'x',
          insert: value,
        }),
      ).toMatch(/^refused: .*\binsert: expected a whole number/);
      expect(await run('search', { query: 'casing', limit: value })).toMatch(
        /\blimit: expected a whole number/,
      );
    }
    expect(await hashTree(t.root)).toBe(before);
  });
});
