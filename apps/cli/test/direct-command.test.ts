/**
 * issue 13 (start-up): a plain `ma tool`/`ma search` line runs without commander
 * (src/io/direct-command.ts). The same line given so that commander reads it (`--vault` before
 * the command) must give the same output and exit code, for results, refusals and errors alike.
 */
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
