import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAnsi, runMa } from './run-ma.js';

describe('listing commands', () => {
  let vault: SampleVaultCopy;
  beforeAll(async () => {
    vault = await copySampleVault();
  });
  afterAll(async () => vault.cleanup());

  it('ma tools --json parses: every tool with a JSON Schema object', async () => {
    const run = await runMa(['tools', '--json'], { cwd: vault.root });
    expect(run.code).toBe(0);
    const tools = JSON.parse(run.stdout) as {
      name: string;
      description: string;
      inputSchema: { type: string };
    }[];
    const names = tools.map((t) => t.name);
    for (const name of ['read_transcript', 'write_summary', 'search', 'list_projects'])
      expect(names).toContain(name);
    for (const t of tools) expect(t.inputSchema.type).toBe('object');
    const read = tools.find((t) => t.name === 'read_transcript') as unknown as {
      inputSchema: { properties: Record<string, unknown> };
    };
    expect(Object.keys(read.inputSchema.properties)).toEqual(expect.arrayContaining(['from', 'to']));
  });

  it('ma tools prints plain text without a TTY', async () => {
    const run = await runMa(['tools'], { cwd: vault.root });
    expect(run.code).toBe(0);
    expect(hasAnsi(run.stdout)).toBe(false);
    expect(run.stdout).toMatch(/^read_transcript$/m);
  });

  it('ma projects --all lists the catalog, with fallback metadata', async () => {
    const run = await runMa(['projects', '--all', '--json', '--vault', vault.root]);
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as { id: string; name: string; description: string }[];
    expect(rows.map((r) => r.id)).toEqual(['meeting-recorder', 'remote-control', 'website-redesign']);
    expect(rows[0]).toEqual({ id: 'meeting-recorder', name: 'meeting-recorder', description: '' });
  });

  it('ma projects --meeting lists only the bound projects', async () => {
    const run = await runMa(['projects', '--meeting', '2026-03-10 Remote control functional design'], {
      cwd: vault.root,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^remote-control\s/);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('finds the vault upward from a subfolder', async () => {
    const run = await runMa(['projects', '--all'], { cwd: `${vault.root}/Projects/remote-control` });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('website-redesign');
  });
});

describe('usage and help', () => {
  it('ma --help lists the commands and exit codes', async () => {
    const run = await runMa(['--help']);
    expect(run.code).toBe(0);
    for (const cmd of ['summarize', 'init', 'projects', 'tools', 'tool', 'search', 'doctor']) {
      expect(run.stdout).toMatch(new RegExp(`^  ${cmd}\\b`, 'm'));
    }
    expect(run.stdout).toContain('130 interrupted');
  });

  it('every command has --help with examples and the global options', async () => {
    for (const cmd of ['summarize', 'init', 'projects', 'tools', 'tool', 'search', 'doctor']) {
      const run = await runMa([cmd, '--help']);
      expect(run.code, cmd).toBe(0);
      expect(run.stdout, cmd).toContain('Examples:');
      expect(run.stdout, cmd).toContain('--vault <dir>');
      expect(run.stdout, cmd).toContain('--config <file>');
    }
  });

  it('an unknown command is a one-line usage error (exit 2)', async () => {
    const run = await runMa(['summarise', 'x']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ma: unknown command 'summarise'/);
  });

  it('a missing --vault folder says how to create it (exit 2)', async () => {
    const run = await runMa(['projects', '--all', '--vault', '/nonexistent/ma-vault']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'ma: vault folder /nonexistent/ma-vault does not exist; create one with `ma init /nonexistent/ma-vault`\n',
    );
  });
});
