/**
 * L63: what an MCP client or a model reads about a tool — its description and its arguments' schema
 * texts — says what the tool does:
 * - every argument is described: in its schema (full sets), or by name in the tool's description
 *   (the small-window set, whose arguments go without descriptions);
 * - an optional project argument says what leaving it out does, and that an empty value is refused —
 *   and it is (N2, T56), while leaving it out lists/searches every bound project;
 * - limits named in texts are the ones applied (list_past_project_meetings' 20/100, search's
 *   `limits.searchResults`);
 * - `query_meeting`'s view description names every filter each view takes.
 * Spec: docs/tools.md (tool table, Compact profile); seed 000; review N2; T56.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAST_MEETINGS_LIMIT } from '../src/granular/list-past-project-meetings.js';
import { isRefusal, queryViews, toolDefinitions, toolJsonSchema } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
});
afterEach(async () => t?.cleanup());

type Json = { description?: string; properties?: Record<string, Json>; anyOf?: Json[] };

/** `[path, schema]` of every property, nested objects (query_meeting's filters) included. */
function properties(schema: Json, at = ''): [string, Json][] {
  const out: [string, Json][] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    out.push([`${at}${name}`, prop]);
    for (const inner of [prop, ...(prop.anyOf ?? [])]) out.push(...properties(inner, `${at}${name}.`));
  }
  return out;
}

const sets = [
  { label: 'granular', options: {} },
  { label: 'compact', options: { profile: 'compact' as const } },
];

describe('L63: tool descriptions and schema texts say what the tools do', () => {
  it('every argument of the full sets has a description', () => {
    for (const { label, options } of sets)
      for (const tool of toolDefinitions(t.session, options))
        for (const [name, prop] of properties(toolJsonSchema(tool.inputSchema) as Json))
          expect(prop.description ?? '', `${label} ${tool.name}.${name}`).not.toBe('');
  });

  it('every argument of the small-window granular set is named in its tool description', () => {
    for (const tool of toolDefinitions(t.session, { brief: true })) {
      for (const [name] of properties(toolJsonSchema(tool.inputSchema) as Json))
        expect(tool.description, `${tool.name}.${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    }
    const [query] = toolDefinitions(t.session, { profile: 'compact', brief: true });
    const filters = properties(toolJsonSchema(query?.inputSchema as never) as Json)
      .filter(([p]) => p.startsWith('filters.'))
      .map(([p]) => p.slice('filters.'.length));
    for (const name of filters) expect(query?.description, `query_meeting ${name}`).toContain(name);
  });

  it('an optional project argument says an empty value is refused, and it is; left out, every bound project', async () => {
    const cases = [
      { tool: 'search', arg: 'projects', empty: [], base: { query: 'remote' } },
      { tool: 'list_past_project_meetings', arg: 'project', empty: '', base: {} },
    ];
    const defs = toolDefinitions(t.session);
    // Every optional project argument of the granular set is one of these cases.
    const optionalProjectArgs = defs.flatMap((d) => {
      const json = toolJsonSchema(d.inputSchema) as Json & { required?: string[] };
      return Object.keys(json.properties ?? {})
        .filter((p) => /^projects?$/.test(p) && !(json.required ?? []).includes(p))
        .map((p) => `${d.name}.${p}`);
    });
    expect(optionalProjectArgs.sort()).toEqual(cases.map((c) => `${c.tool}.${c.arg}`).sort());
    for (const c of cases) {
      const def = defs.find((d) => d.name === c.tool);
      const text = (toolJsonSchema(def?.inputSchema as never) as Json).properties?.[c.arg]?.description ?? '';
      expect(text, c.tool).toContain('omit for every bound project');
      expect(text, c.tool).toMatch(/empty (?:list|ID) is refused/);
      const empty = await def?.execute({ ...c.base, [c.arg]: c.empty });
      expect(isRefusal(empty as string), `${c.tool} ${c.arg}=${JSON.stringify(c.empty)}: ${empty}`).toBe(
        true,
      );
      expect(empty).toContain(`${c.arg} is empty`);
      const omitted = await def?.execute(c.base);
      expect(isRefusal(omitted as string), `${c.tool} without ${c.arg}: ${omitted}`).toBe(false);
    }
  });

  it('limits named in the texts are the ones applied', () => {
    const defs = toolDefinitions(t.session);
    const text = (tool: string, arg: string) =>
      (toolJsonSchema(defs.find((d) => d.name === tool)?.inputSchema as never) as Json).properties?.[arg]
        ?.description ?? '';
    expect(text('list_past_project_meetings', 'limit')).toContain(
      `default ${PAST_MEETINGS_LIMIT.default}, at most ${PAST_MEETINGS_LIMIT.max}`,
    );
    // The sample vault sets no limits: the default of the configuration is what the text names.
    expect(text('search', 'limit')).toContain(
      `limits.searchResults (${t.session.vault.config.limits.searchResults} unless set)`,
    );
  });

  it("query_meeting's view description names every filter each view takes", () => {
    const [query] = toolDefinitions(t.session, { profile: 'compact' });
    const view = (toolJsonSchema(query?.inputSchema as never) as Json).properties?.view?.description ?? '';
    for (const [name, spec] of Object.entries(queryViews)) {
      const named = spec.takes.filter((f) => !['from', 'to', 'from_char'].includes(f));
      const listed = new RegExp(`\\b${name}\\b(?: \\{([^}]*)\\})?`).exec(view);
      expect(listed, name).not.toBeNull();
      const inBraces = (listed?.[1] ?? '')
        .split(', ')
        .filter(Boolean)
        .map((f) => f.replace(/\?$/, ''));
      expect(inBraces.sort(), name).toEqual([...named].sort());
    }
  });
});
