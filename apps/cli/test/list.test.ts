import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

describe('R29: names from files others wrote reach the terminal as text', () => {
  it('ma projects prints a PROJECT.md name and description without their escape sequences or bidi overrides', async () => {
    const own = await copySampleVault();
    try {
      await writeFile(
        join(own.root, 'Projects/meeting-recorder/PROJECT.md'),
        '---\nname: "Recorder\\e[31m RED\\e[0m"\ndescription: "ok\\u202etxt.exe"\n---\n',
      );
      const run = await runMa(['projects', '--all', '--vault', own.root]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^meeting-recorder\s+Recorder\[31m RED\[0m\s+oktxt\.exe$/m);
      expect(run.stdout).not.toMatch(/[\u001b\u202e]/);
    } finally {
      await own.cleanup();
    }
  });
});

describe('usage and help', () => {
  it('R15: a pattern that starts with "-" is a usage error that says to put it after --', async () => {
    const run = await runMa(['search', '-x', '--meeting', '2026-03-10 Remote control functional design']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      "ma: unknown option '-x' (`ma search` takes --meeting, --projects, --limit, --offset, --vault, --config); a pattern or name that starts with '-' goes after `--`, options first (`ma search --meeting <meeting> -- -x`); see `ma search --help`",
    );
  });

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
    expect((await runMa(['summarize', '--help'])).stdout).toMatch(
      /--stream\s+ask the model for streamed replies/,
    );
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

describe('shared options and color', () => {
  let vault: SampleVaultCopy;
  beforeAll(async () => {
    vault = await copySampleVault();
  });
  afterAll(async () => vault.cleanup());

  it('--config is honoured the same way by every command', async () => {
    const bad = join(vault.root, 'other-config.json');
    await writeFile(bad, '{ "limits": { "readChars": "lots" } }');
    const meeting = ['--meeting', '2026-03-10 Remote control functional design'];
    for (const args of [
      ['summarize', '2026-03-10 Remote control functional design'],
      ['projects', '--all'],
      ['tools'],
      ['tool', 'list_projects', ...meeting],
      ['search', 'x', ...meeting],
    ]) {
      const run = await runMa([...args, '--vault', vault.root, '--config', bad]);
      expect(run.code, args[0]).toBe(1);
      expect(run.stderr, args[0]).toMatch(
        /^ma: invalid configuration in \S*other-config\.json: limits\.readChars: expected a whole number/,
      );
    }
    const doctor = await runMa(['doctor', '--vault', vault.root, '--config', bad]);
    expect(doctor.code).toBe(1);
    expect(doctor.stdout).toContain('FAIL config: limits.readChars');
  });

  it('colors only when asked (FORCE_COLOR) and never with NO_COLOR', async () => {
    const forced = await runMa(['projects', '--all', '--vault', vault.root], { env: { FORCE_COLOR: '1' } });
    expect(hasAnsi(forced.stdout)).toBe(true);
    const both = await runMa(['projects', '--all', '--vault', vault.root], {
      env: { FORCE_COLOR: '1', NO_COLOR: '1' },
    });
    expect(hasAnsi(both.stdout)).toBe(false);
    expect(both.stdout.replace(/\s+/g, ' ')).toEqual(
      forced.stdout.replace(/\x1b\[\d+m/g, '').replace(/\s+/g, ' '),
    );
  });

  it('--engine agent without a model is a usage error (exit 2)', async () => {
    const run = await runMa(
      ['summarize', '2026-03-10 Remote control functional design', '--engine', 'agent'],
      {
        cwd: vault.root,
      },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^ma: --engine agent needs a model/);
  });
});
