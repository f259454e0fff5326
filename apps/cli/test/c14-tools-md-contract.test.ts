/**
 * Spec audit C14: the tool contracts of docs/tools.md, to the letter, as a user or an outside
 * checker sees them through `ma tool` (a real `ma` process on a temp copy of the sample vault):
 * the read header `<vault-relative path> · lines A–B of N` with `<n>│<text>` lines, the clamped
 * range, the write result line `appended 3 lines to Projects/x/decisions.md (now N lines)`, the
 * refusal `refused: project "website-redesign" is not bound to this meeting; bound: remote-control`
 * (the example docs/tools.md gives), `search`'s `path:line text` from project files and past
 * summaries, an ambiguous write refused with every file unchanged, and the exit codes (0 ran, 3 refused).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';

const meeting = '2026-03-11 Remote control conceptual design';
const decisions = 'Projects/remote-control/decisions.md';

describe('C14 docs/tools.md contracts through ma tool', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const tool = (name: string, args: unknown) => runMaTool({ vaultRoot: vault.root, meeting, name, args });
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('C14 read header, numbered lines and clamping; append result line; refusals leave files unchanged', async () => {
    const ranged = await tool('read_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      from: 3,
      to: 999,
    });
    expect(ranged.code).toBe(0);
    const lines = ranged.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`${decisions} · lines 3–4 of 4`);
    expect(lines.slice(1).map((l) => l.split('│')[0])).toEqual(['3', '4']);

    const appended = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- a\n- b\n- c',
    });
    expect(appended.code).toBe(0);
    expect(appended.stdout.trim()).toBe(`appended 3 lines to ${decisions} (now 7 lines)`);

    const before = await read(decisions);
    const ambiguous = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: 'x',
      replace_file: true,
      insert: 1,
    });
    expect(ambiguous.code).toBe(3);
    expect(ambiguous.stdout).toMatch(/^refused: /);
    const outside = await tool('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: 'x',
      from: 6,
      to: 9,
    });
    expect(outside.code).toBe(3);
    expect(outside.stdout).toMatch(/^refused: .*it has 7 lines/);
    expect(await read(decisions)).toBe(before);
  });

  it('C14 search: path:line text from project files and past summaries; an unbound scope refused in the documented words', async () => {
    const found = await tool('search', { query: '12\\.50' });
    expect(found.code).toBe(0);
    const matches = found.stdout.split('\n').filter((l) => /^(Projects|Summaries)\//.test(l));
    for (const line of matches) expect(line).toMatch(/^[^:\n]+\.md:\d+ \S/);
    expect(matches.some((l) => l.startsWith('Projects/remote-control/decisions.md:3 '))).toBe(true);
    expect(matches.some((l) => l.startsWith('Summaries/2026-03-09 Remote control kickoff.md:'))).toBe(true);

    const refused = await tool('search', { query: 'budget', projects: ['website-redesign'] });
    expect(refused.code).toBe(3);
    expect(refused.stdout.trim()).toBe(
      'refused: project "website-redesign" is not bound to this meeting; bound: remote-control',
    );
  });

  it('C14 L88: the approval-gated tools of the compact profile answer one JSON line {"status","text"}, as the end of docs/tools.md says', async () => {
    const doc = await readFile(join(import.meta.dirname, '..', '..', '..', 'docs', 'tools.md'), 'utf8');
    const last = doc.trimEnd().split('\n## ').at(-1) ?? '';
    expect(last).toMatch(
      /`request_project_association` and `request_workflow_change` take the same arguments/,
    );
    expect(last).toContain('`{"status":"denied","text":"denied: the user declined;');
    expect(last).not.toMatch(/are the same as in the granular profile\.\s*$/);
    const config = JSON.parse(await read('meeting-assistant.json'));
    config.approvals = { ...config.approvals, prompt: 'deny' };
    await writeFile(join(vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    const compact = (name: string, args: unknown) =>
      runMaTool({ vaultRoot: vault.root, meeting, name, args, flags: ['--tools', 'compact'] });
    const denied = await compact('request_project_association', { project: 'website-redesign', reason: 'x' });
    expect(denied.code).toBe(0);
    expect(denied.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(denied.stdout)).toEqual({
      status: 'denied',
      text: 'denied: the user declined; project "website-redesign" was not associated; nothing changed',
    });
    const requested = await compact('request_workflow_change', {
      intention: 'Add a Risks section',
      prompt: 'Add a Risks section.',
    });
    expect(requested.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(JSON.parse(requested.stdout)).toMatchObject({
      status: 'requested',
      text: expect.stringMatching(/^requested: "Add a Risks section" is queued/),
    });
    // The granular profile answers the same call in plain text.
    const plain = await runMaTool({
      vaultRoot: vault.root,
      meeting,
      name: 'request_project_association',
      args: { project: 'website-redesign', reason: 'x' },
    });
    expect(plain.stdout.trim()).toBe(
      'denied: the user declined; project "website-redesign" was not associated; nothing changed',
    );
  });
});
