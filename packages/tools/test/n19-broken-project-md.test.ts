/**
 * Review 2 N19: a PROJECT.md whose frontmatter cannot be used (broken YAML, an unclosed block, no
 * `name`) still falls back to the ID and "" (seed 004), but every tool that shows the metadata
 * says so, naming the file, the line and what is wrong, never a bare ID as if all were well.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const PROJECT_MD = 'Projects/remote-control/PROJECT.md';

async function breakProjectMd(text: string): Promise<void> {
  await writeFile(path.join(t.root, PROJECT_MD), text);
}

describe('N19: a PROJECT.md that cannot be read is said, not shown as a bare ID', () => {
  it('N19: broken YAML: list_projects and list_project_catalog name the file, the line and the problem', async () => {
    t = await sampleSession(MEETINGS.functional);
    await breakProjectMd('---\nname: [unclosed\n---\n');
    const bound = await runTool(t.session, 'list_projects');
    expect(bound).toMatch(
      /^remote-control: remote-control — \(no description: Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML \(line 3, column 1\): .+\)$/,
    );
    const catalog = (await runTool(t.session, 'list_project_catalog')).split('\n');
    expect(catalog[1]).toMatch(
      /^remote-control\*: remote-control — \(no description: Projects\/remote-control\/PROJECT\.md: frontmatter is not valid YAML \(line 3/,
    );
    // A project with no PROJECT.md at all is not a problem: the seed's fallback, said as before.
    expect(catalog[0]).toBe('meeting-recorder: meeting-recorder — (no description)');
    expect(catalog[2]).toMatch(/^website-redesign: Website redesign — Relaunch/);
  });

  it('N19: an unclosed block and a block without name are said the same way; the compact views too', async () => {
    t = await sampleSession(MEETINGS.functional);
    await breakProjectMd('---\nname: Remote control\ndescription: the remote\n\n# Remote control\n');
    expect(await runTool(t.session, 'list_projects')).toMatch(
      /\(no description: Projects\/remote-control\/PROJECT\.md: frontmatter is not closed .*\(line 1, column 1\)\)$/,
    );
    await breakProjectMd('---\ntitle: Remote control\ndescription: the remote\n---\n');
    expect(await runTool(t.session, 'list_projects')).toBe(
      'remote-control: remote-control — (no description: Projects/remote-control/PROJECT.md: frontmatter has no "name")',
    );
    await writeFile(path.join(t.root, PROJECT_MD), Buffer.from('---\nname: R\u0000C\n---\n'));
    expect(await runTool(t.session, 'list_projects')).toMatch(
      /^remote-control: remote-control — \(no description: Projects\/remote-control\/PROJECT\.md: not a UTF-8 text file \(binary/,
    );
    await breakProjectMd('---\ntitle: Remote control\ndescription: the remote\n---\n');
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'query_meeting',
    );
    const view = JSON.parse(await compact!.execute({ view: 'catalog' })) as { text: string };
    expect(view.text).toContain(
      'remote-control*: remote-control — (no description: Projects/remote-control/PROJECT.md: frontmatter has no "name"',
    );
  });
});
