import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

describe('ma tool', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const tool = (name: string, args?: string) =>
    runMa([
      'tool',
      name,
      '--meeting',
      meeting,
      '--vault',
      vault.root,
      ...(args === undefined ? [] : ['--args', args]),
    ]);

  it('exit 0 when the tool ran, with its result on stdout', async () => {
    const run = await tool('read_transcript', '{"from": 1, "to": 3}');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Transcripts/${meeting}.md · lines 1–3 of`);
    expect(run.stderr).toBe('');
  });

  it('exit 0 for list_projects without --args', async () => {
    const run = await tool('list_projects');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('remote-control');
    expect(run.stdout).not.toContain('website-redesign');
  });

  it('exit 3 when the tool refused (project not bound to the meeting)', async () => {
    const run = await tool('read_projectfile', '{"project": "website-redesign", "path": "scope.md"}');
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/^refused: /);
  });

  it('exit 2 for an unknown tool, listing the valid ones', async () => {
    const run = await tool('read_everything', '{}');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ma: unknown tool "read_everything"; valid tools: .*read_transcript/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exit 2 for --args that is not JSON', async () => {
    const run = await tool('read_transcript', '{from: 1}');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ma: --args is not valid JSON/);
  });

  it('exit 3 for arguments that do not match the schema: the refusal a run and MCP give (V4)', async () => {
    const run = await tool('read_transcript', '{"from": "one"}');
    expect(run.code).toBe(3);
    expect(run.stdout.trim()).toBe(
      'refused: invalid arguments (from: expected a whole number, got string "one"); nothing was run; call again with arguments matching the schema',
    );
  });

  it('exit 2 for an unknown meeting, naming the folder and known meetings', async () => {
    const run = await runMa(['tool', 'list_projects', '--meeting', 'nope', '--vault', vault.root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`ma: meeting "nope" not found in ${join(vault.root, 'Meetings')}; known: `);
  });

  it('writes for real and prints the audit diff on stderr', async () => {
    const args = JSON.stringify({
      project: 'remote-control',
      path: 'decisions.md',
      content: '- Casing: rubber',
    });
    const run = await tool('write_projectfile', args);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
    const text = await readFile(join(vault.root, 'Projects/remote-control/decisions.md'), 'utf8');
    expect(text.trimEnd().endsWith('- Casing: rubber')).toBe(true);
    expect(run.stderr).toContain('## External writes');
    expect(run.stderr).toContain('### Projects/remote-control/decisions.md');
    expect(run.stderr).toContain('+- Casing: rubber');
  });
});

describe('ma search', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('runs the search tool over the bound projects (exit 0, path:line text)', async () => {
    const run = await runMa(['search', 'price|cost', '--meeting', meeting, '--vault', vault.root]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Projects\/remote-control\/[^:\n]+:\d+/);
  });

  it('exit 3 for a project that is not bound', async () => {
    const run = await runMa([
      'search',
      'x',
      '--meeting',
      meeting,
      '--projects',
      'website-redesign',
      '--vault',
      vault.root,
    ]);
    expect(run.code).toBe(3);
    expect(run.stdout).toMatch(/^refused: /);
  });
});
