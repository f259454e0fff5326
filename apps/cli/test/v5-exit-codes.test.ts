/**
 * V5: every command follows README's exit-code table — 2 for a usage error (an unknown project for
 * `ma import`, bad flags, bad `--args` JSON, an unknown tool or meeting), 3 for a tool's refusal, 1
 * for a failure — and `ma import` into an unknown project lists the known ones and writes nothing.
 * In the compact profile a `ma tool` usage error is also one JSON object on stdout,
 * `{"error":"usage","message"}`, like every other compact result (docs/tools.md, Compact profile).
 * The built `ma`, sample vault copies.
 * Spec: README.md and apps/cli/README.md (Exit codes); docs/tools.md (Compact profile); issue V5.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const teams = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'teams.vtt');
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('V5: exit codes as README says', () => {
  it('V5: ma import into an unknown project exits 2, lists the known projects and writes nothing', async () => {
    const before = await snapshot(vault.root);
    const run = await runMa(['import', teams, '--title', 'Sync', '--project', 'nope', '--vault', vault.root]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^ma: --project: no project "nope" in Projects\/ \(known: meeting-recorder, remote-control, website-redesign\); nothing was written/,
    );
    expect(run.stdout).toBe('');
    expect(await snapshot(vault.root)).toEqual(before);
  });

  it('V5: usage errors exit 2, refusals 3, failures 1, on every command', async () => {
    const empty = join(vault.root, 'empty.vtt');
    await writeFile(empty, '');
    const v = ['--vault', vault.root];
    const cases: Array<[string[], number]> = [
      [['import', teams, '--bogus', ...v], 2],
      [['import', join(vault.root, 'missing.vtt'), ...v], 2],
      [['import', teams, '--date', '2026-13-99', ...v], 2],
      [['import', teams, '--format', 'docx', ...v], 2],
      [['summarize', meeting, '--bogus', ...v], 2],
      [['summarize', 'No such meeting', ...v], 2],
      [['tool', 'read_transcript', '--meeting', meeting, '--args', '{from: 1}', ...v], 2],
      [['tool', 'read_transcript', '--meeting', meeting, '--args', '[1]', ...v], 2],
      [['tool', 'read_everything', '--meeting', meeting, ...v], 2],
      [['tool', 'read_transcript', '--meeting', 'No such meeting', ...v], 2],
      [['tool', 'read_transcript', '--meeting', meeting, '--bogus', ...v], 2],
      [['tool', 'read_transcript', '--meeting', meeting, '--tools', 'huge', ...v], 2],
      [['search', 'x', '--meeting', meeting, '--limit', '0', ...v], 2],
      [['tools', '--tools', 'huge', ...v], 2],
      [['projects', '--bogus', ...v], 2],
      [['doctor', '--bogus', ...v], 2],
      [['tool', 'read_transcript', '--meeting', meeting, '--args', '{"from": "x"}', ...v], 3],
      [
        [
          'tool',
          'read_projectfile',
          '--meeting',
          meeting,
          '--args',
          '{"project": "website-redesign", "path": "a.md"}',
          ...v,
        ],
        3,
      ],
      [['import', empty, ...v], 1],
    ];
    for (const [args, code] of cases) {
      const run = await runMa(args);
      expect(run.code, `ma ${args.slice(0, -2).join(' ')}: ${run.stderr}`).toBe(code);
      if (code === 2) expect(run.stderr, args.join(' ')).toMatch(/^ma: /);
    }
  });
});

describe('V5: compact ma tool usage errors are one JSON object on stdout', () => {
  it('V5: bad JSON, an unknown tool, an unknown meeting or a bad flag: {"error":"usage","message"} on stdout, exit 2', async () => {
    const v = ['--vault', vault.root];
    for (const args of [
      ['tool', 'query_meeting', '--meeting', meeting, '--tools', 'compact', '--args', '{view: note}', ...v],
      ['tool', 'query_meeting', '--meeting', meeting, '--args', '"note"', ...v],
      ['tool', 'read_everything', '--meeting', meeting, '--tools', 'compact', ...v],
      ['tool', 'query_meeting', '--meeting', 'No such meeting', '--args', '{"view":"note"}', ...v],
      ['tool', 'apply_changes', '--meeting', meeting, '--tools', 'compact', '--bogus', ...v],
    ]) {
      const run = await runMa(args);
      expect(run.code, args.join(' ')).toBe(2);
      const lines = run.stdout.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      const parsed = JSON.parse(lines[0] ?? '') as Record<string, unknown>;
      expect(Object.keys(parsed)).toEqual(['error', 'message']);
      expect(parsed.error).toBe('usage');
      // The same message as the `ma: …` line on stderr.
      expect(run.stderr.trim().split('\n')[0]).toBe(`ma: ${String(parsed.message)}`);
    }
    // The granular profile keeps stdout empty for a usage error.
    const granular = await runMa(['tool', 'read_transcript', '--meeting', meeting, '--args', '{x', ...v]);
    expect(granular.code).toBe(2);
    expect(granular.stdout).toBe('');
  });
});
