/**
 * R14: `projects:` entries written the Obsidian way. A link to the project's own note
 * (`[[Projects/website-redesign/PROJECT|Website]]`, its AGENTS.md) names the project and binds it;
 * a display name (`Remote control`, PROJECT.md `name`) is not an ID and is not bound, but the
 * warning offers the ID: "did you mean `remote-control` (name "Remote control")?". Every entry
 * point agrees: `ma summarize` (the run's warnings and the summary's `projects`), `ma projects
 * --meeting`, `ma tool list_projects`, and `ma mcp` (list_projects). The built `ma` on a temp copy
 * of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectMaMcp } from './ma-mcp-stdio.js';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
  const note = join(vault.root, 'Meetings', `${meeting}.md`);
  const text = await readFile(note, 'utf8');
  await writeFile(
    note,
    text.replace(
      'projects:\n  - remote-control\n',
      'projects:\n  - Remote control\n  - "[[Projects/website-redesign/PROJECT|Website]]"\n  - "[[Projects/meeting-recorder/AGENTS.md]]"\n  - remote-contrl\n',
    ),
  );
});
afterEach(async () => {
  await vault.cleanup();
});

const didYouMean = 'did you mean `remote-control` (name "Remote control")?';

describe('R14: projects entries written the Obsidian way', () => {
  it('R14: ma projects --meeting and ma tool list_projects bind the note links and offer the ID for a display name', async () => {
    const projects = await runMa(['projects', '--meeting', meeting, '--vault', vault.root]);
    expect(projects.code).toBe(0);
    const ids = projects.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/)[0]);
    expect(ids).toEqual(['website-redesign', 'meeting-recorder']);
    expect(projects.stderr).toContain(
      `not bound: the meeting's projects: entry "Remote control" — ${didYouMean}`,
    );
    expect(projects.stderr).toContain(
      `not bound: the meeting's projects: entry "remote-contrl" — ${didYouMean}`,
    );

    const tool = await runMa(['tool', 'list_projects', '--meeting', meeting, '--vault', vault.root]);
    expect(tool.code).toBe(0);
    expect(tool.stdout).toMatch(/^website-redesign: Website redesign/m);
    expect(tool.stdout).toMatch(/^meeting-recorder: /m);
    expect(tool.stdout).toContain(
      `not bound: the meeting's projects: entry "Remote control" — ${didYouMean}`,
    );
  });

  it('R14: ma summarize binds the note links, warns with "did you mean" for the display name, and ma mcp list_projects agrees', async () => {
    const run = await runMa(['summarize', meeting, '--vault', vault.root]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `the meeting's \`projects:\` entry \`Remote control\` names no project folder in Projects/: it was not bound; ${didYouMean}`,
    );
    expect(run.stderr).not.toContain('[[Projects/website-redesign/PROJECT|Website]]');
    const summary = await readFile(join(vault.root, 'Summaries', `${meeting}.md`), 'utf8');
    expect(summary).toMatch(/^projects:\n {2}- website-redesign\n {2}- meeting-recorder\n/m);

    const client = new Client({ name: 'r14', version: '1' });
    await connectMaMcp(client, ['--vault', vault.root, '--meeting', meeting]);
    try {
      const result = (await client.callTool({ name: 'list_projects', arguments: {} })) as {
        content: Array<{ text: string }>;
      };
      const text = result.content[0]?.text ?? '';
      expect(text).toMatch(/^website-redesign: /m);
      expect(text).toContain(`not bound: the meeting's projects: entry "Remote control" — ${didYouMean}`);
    } finally {
      await client.close();
    }
  });
});
