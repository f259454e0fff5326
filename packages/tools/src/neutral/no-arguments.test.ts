/**
 * P194 (session 42): a tool marked `acceptsNoArguments` runs a call without arguments without its
 * schema. That is only right when the schema would have let exactly that call through as `{}`; this
 * file proves it for every tool of every profile (the approval-gated ones included) and for hostile
 * inputs, and that the schema stays the contract for every other call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApprovalGatedTools } from '../approval/approval-gated-tools.js';
import { granularReadToolDefinition } from '../granular/read-tools.js';
import { granularReadToolNames } from '../granular/tool-names.js';
import { sampleSession, type TestSession } from '../test-support/sample-vault.js';
import { toolDefinitions, toolProfiles } from '../tool-definitions.js';
import { loneSurrogateIssues } from './lone-surrogates.js';
import { defineTool, isNoArguments, type NeutralTool, unknownKeys } from './neutral-tool.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

class WithField {
  from = 3;
}
const inherited = Object.create({ from: 3 }) as object;
const nullProto = Object.create(null) as object;
const hidden = Object.defineProperty({}, 'from', { value: 3, enumerable: false });
const symbolKeyed = { [Symbol('x')]: 1 };
const hostile: unknown[] = [
  undefined,
  null,
  {},
  JSON.parse('{}'),
  JSON.parse('{"__proto__": {"from": 3}}'),
  [],
  [1],
  '',
  'x',
  0,
  1,
  false,
  true,
  () => {},
  new Date(0),
  new Map(),
  new WithField(),
  inherited,
  nullProto,
  hidden,
  symbolKeyed,
  { from: undefined },
  { from: null },
  { from: 1 },
  { nope: 1 },
  { '': 1 },
  { constructor: 1 },
  { toString: 'x' },
  { from: '\ud800' },
];

function everyTool(session: TestSession['session']): NeutralTool[] {
  const gated = createApprovalGatedTools(session, {
    prompt: { request: async () => ({ outcome: 'denied' }) as never },
    workflow: { request: () => undefined } as never,
  });
  const approvalGated = {
    request_project_association: gated.request_project_association,
    ...(gated.request_workflow_change ? { request_workflow_change: gated.request_workflow_change } : {}),
    changeApproval: gated.changeApproval,
  };
  return [
    ...toolProfiles.flatMap((profile) => toolDefinitions(session, { profile, approvalGated })),
    ...granularReadToolNames.map((name) => granularReadToolDefinition(session, name)),
  ];
}

describe('acceptsNoArguments (P194)', () => {
  it('is set exactly on the tools whose schema takes {} as {}, and a call without arguments is that call', async () => {
    t = await sampleSession();
    const tools = everyTool(t.session);
    const names = new Set(tools.map((tool) => tool.name));
    expect(names.size).toBeGreaterThanOrEqual(24);
    const marked: string[] = [];
    for (const tool of tools) {
      const parsed = tool.inputSchema.safeParse({});
      const takesNone = parsed.success && Reflect.ownKeys(parsed.data).length === 0;
      expect([tool.name, tool.acceptsNoArguments === true]).toEqual([tool.name, takesNone]);
      if (!tool.acceptsNoArguments) continue;
      marked.push(tool.name);
      for (const input of hostile) {
        if (!isNoArguments(input)) continue;
        // What the schema path would do with it: no unknown key, no half character, `{}` parsed.
        const viaSchema = tool.inputSchema.safeParse(input ?? {});
        expect([tool.name, input, viaSchema.success && viaSchema.data]).toEqual([tool.name, input, {}]);
        expect(unknownKeys(tool.inputSchema, input)).toEqual([]);
        expect(loneSurrogateIssues(input)).toEqual([]);
      }
    }
    expect(marked).toEqual(expect.arrayContaining(['read_meetingnote', 'read_transcript', 'list_projects']));
  });

  it('takes only undefined, null and plain objects without any own key for no arguments', () => {
    const none = hostile.filter(isNoArguments);
    expect(none).toEqual([undefined, null, {}, {}]);
    expect(none[2]).toBe(hostile[2]);
    expect(none[3]).toBe(hostile[3]);
  });

  it('answers a call without arguments as the schema path does, on the sample vault', async () => {
    t = await sampleSession();
    for (const tool of everyTool(t.session).filter((x) => x.acceptsNoArguments)) {
      // `{ from: null }` is the same call through the schema (null = not given).
      const field = Object.keys(tool.inputSchema.shape)[0];
      const viaSchema = field === undefined ? null : await tool.execute({ [field]: null });
      for (const input of [undefined, null, {}]) {
        const answer = await tool.execute(input);
        expect(answer).not.toBe('');
        if (viaSchema !== null) expect([tool.name, answer]).toEqual([tool.name, viaSchema]);
      }
    }
  });

  it('makes the schema only for a call with arguments, or when a host reads it', async () => {
    let made = 0;
    const tool = defineTool({
      description: 'Read.',
      inputSchema: () => {
        made++;
        return z.object({ from: z.number().nullish() });
      },
      acceptsNoArguments: true,
      readOnly: true,
      run: async (args) => `from ${args.from ?? 'start'}`,
    });
    expect(await tool.execute({})).toBe('from start');
    expect(await tool.execute(undefined)).toBe('from start');
    expect(made).toBe(0);
    expect(await tool.execute({ from: 2 })).toBe('from 2');
    expect(await tool.execute({ from: 'x' })).toMatch(/^refused: /);
    expect(await tool.execute([])).toMatch(/^refused: /);
    expect(await tool.execute(new WithField())).toMatch(/^refused: |^from 3$/);
    expect(tool.inputSchema).toBe(tool.inputSchema);
    expect(made).toBe(1);
    // A spread (hosts wrap tools so) copies the schema itself.
    expect({ ...tool }.inputSchema).toBe(tool.inputSchema);
  });
});
