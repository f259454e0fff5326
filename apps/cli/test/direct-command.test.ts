/**
 * issue 13 (start-up): a plain `ma tool`/`ma search` line runs without commander
 * (src/io/direct-command.ts). The same line given so that commander reads it (`--vault` before
 * the command) must give the same output and exit code, for results, refusals and errors alike.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';

describe('issue 13: the direct path of ma tool / ma search answers as commander does', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  const cases: [string, string[]][] = [
    ['a tool result', ['tool', 'read_meetingnote', '--meeting', meeting]],
    ['a ranged read', ['tool', 'read_transcript', '--meeting', meeting, '--args', '{"from": 2, "to": 4}']],
    [
      'a refusal (exit 3)',
      [
        'tool',
        'read_projectfile',
        '--meeting',
        meeting,
        '--args={"project":"website-redesign","path":"scope.md"}',
      ],
    ],
    ['an unknown tool (exit 2)', ['tool', 'read_everything', '--meeting', meeting]],
    [
      '--args that is not JSON (exit 2)',
      ['tool', 'read_transcript', '--meeting', meeting, '--args', '{from: 1}'],
    ],
    [
      'arguments off the schema (exit 2)',
      ['tool', 'read_transcript', '--meeting', meeting, '--args', '{"from": "one"}'],
    ],
    ['an unknown meeting (exit 2)', ['tool', 'read_meetingnote', '--meeting', 'no such meeting']],
    [
      'a compact tool',
      [
        'tool',
        'query_meeting',
        '--tools',
        'compact',
        '--meeting',
        meeting,
        '--args',
        '{"view":"transcript","filters":{"from":1,"to":2}}',
      ],
    ],
    ['a search', ['search', 'remote', '--meeting', meeting, '--limit', '3']],
    [
      'a search of an unbound project (exit 3)',
      ['search', 'remote', '--meeting', meeting, '--projects', 'website-redesign'],
    ],
    ['a bad pattern', ['search', '(', '--meeting', meeting]],
  ];

  it.each(cases)('%s', async (_what, argv) => {
    const direct = await runMa([...argv, '--vault', vault.root]);
    const viaCommander = await runMa(['--vault', vault.root, ...argv]);
    expect(direct.code).not.toBeNull();
    expect({ code: direct.code, stdout: direct.stdout, stderr: direct.stderr }).toEqual({
      code: viaCommander.code,
      stdout: viaCommander.stdout,
      stderr: viaCommander.stderr,
    });
  });

  it('P80: a read tool (from the read-tools bundle) answers as commander does when the configuration picks the compact profile, and gives compact usage errors', async () => {
    const config = join(vault.root, 'meeting-assistant.json');
    const settings = JSON.parse(await readFile(config, 'utf8'));
    await writeFile(config, JSON.stringify({ ...settings, tools: { profile: 'compact' } }, null, 2));
    for (const argv of [
      ['tool', 'read_meetingnote', '--meeting', meeting],
      [
        'tool',
        'read_transcript',
        '--meeting',
        meeting,
        '--args',
        '{"from": 1, "to": 2}',
        '--tools',
        'granular',
      ],
      ['tool', 'search', '--meeting', meeting, '--args', '{"pattern": "remote"}'],
      ['tool', 'read_meetingnote', '--tools', 'compact', '--meeting', meeting],
      ['tool', 'read_meetingnote', '--tools', 'compact', '--meeting', 'no such meeting'],
    ]) {
      const direct = await runMa([...argv, '--vault', vault.root]);
      const viaCommander = await runMa(['--vault', vault.root, ...argv]);
      expect(direct.code, argv.join(' ')).not.toBeNull();
      // A compact line's usage error is also one JSON object on stdout (V5); commander's line starts
      // with --vault, which `isCompactToolLine` does not read as a `ma tool` line.
      const compact = argv.includes('compact');
      expect({ code: direct.code, stdout: direct.stdout, stderr: direct.stderr }).toEqual({
        code: viaCommander.code,
        stdout: compact
          ? `${JSON.stringify({ error: 'usage', message: viaCommander.stderr.replace(/^ma: /, '').trim() })}\n`
          : viaCommander.stdout,
        stderr: viaCommander.stderr,
      });
    }
  });

  it('unusual lines still get commander: help, and its usage errors', async () => {
    const help = await runMa(['tool', 'read_meetingnote', '--meeting', meeting, '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Run one agent tool on a meeting');
    const missing = await runMa(['tool', 'read_meetingnote', '--vault', vault.root]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^ma: required option '--meeting <meeting>' not specified/);
    const badLimit = await runMa([
      'search',
      'x',
      '--meeting',
      meeting,
      '--limit',
      '0',
      '--vault',
      vault.root,
    ]);
    expect(badLimit.code).toBe(2);
    expect(badLimit.stderr).toMatch(/--limit/);
  });
});
