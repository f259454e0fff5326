/**
 * C15 (spec audit, session 24): `list_project_catalog`'s `query` "keeps the projects whose id, name
 * or description hold every word" (docs/tools.md). It matched the listing line instead, so the
 * listing's own words found projects their metadata does not hold: `description` or `no` found a
 * project without a description (its line says `(no description)`), `*` found the bound project,
 * `—` and `:` every project, and a word of a broken PROJECT.md's problem (`yaml`) found that project.
 * Real project folders in a temp copy of the sample vault; granular and compact (`catalog` view).
 * Spec: docs/tools.md (`list_project_catalog`); seed 004 (catalog = metadata).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('C15: list_project_catalog query matches the metadata, not the listing text', () => {
  it('C15: words of the listing itself (mark, separator, fallback, problem) find no project', async () => {
    t = await sampleSession(MEETINGS.functional);
    await mkdir(path.join(t.root, 'Projects', 'broken'), { recursive: true });
    await writeFile(path.join(t.root, 'Projects', 'broken', 'PROJECT.md'), '---\nname: [oops\n---\n');
    // The unfiltered catalog shows the words the query must not match.
    const all = await runTool(t.session, 'list_project_catalog', {});
    expect(all).toContain('meeting-recorder: meeting-recorder — (no description)');
    expect(all).toMatch(/^broken: broken — \(no description: Projects\/broken\/PROJECT\.md: .*YAML/m);
    expect(all).toContain('remote-control*: ');
    for (const query of ['description', 'no description', '*', '—', ':', 'yaml', 'PROJECT.md'])
      expect(await runTool(t.session, 'list_project_catalog', { query }), query).toBe(
        `no project matches ${JSON.stringify(query)} (4 projects in the vault)`,
      );
    // Words of the id, name and description still find their project, across fields.
    expect(await runTool(t.session, 'list_project_catalog', { query: 'recorder' })).toBe(
      'meeting-recorder: meeting-recorder — (no description)',
    );
    expect(await runTool(t.session, 'list_project_catalog', { query: 'website summer' })).toMatch(
      /^website-redesign: Website redesign — Relaunch .*summer campaign\.$/,
    );
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'query_meeting',
    )!;
    expect(JSON.parse(await compact.execute({ view: 'catalog', filters: { query: 'description' } }))).toEqual(
      {
        view: 'catalog',
        text: 'no project matches "description" (4 projects in the vault)',
      },
    );
  });
});
