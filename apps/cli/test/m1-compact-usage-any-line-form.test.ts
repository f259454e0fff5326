/**
 * M1: a compact `ma tool` line's usage error is one JSON object on stdout whatever the form of the
 * line: the global `--vault` before `tool`, `--opt=value`, `--` before the tool name. Before, only
 * a line with `tool` first got it (`isCompactToolLine` looked at argv[0] only). Exit codes are the
 * same for every form. The built `ma`, a sample vault copy.
 * Spec: docs/tools.md (Compact profile: every result is one JSON object); apps/cli/README.md (Exit codes).
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

/** The exit code and the one compact usage object a run printed (null when stdout is not one). */
async function usageOf(args: string[]): Promise<{ code: number | null; error: unknown; stdout: string }> {
  const run = await runMa(args);
  const lines = run.stdout.trim().split('\n');
  let error: unknown = null;
  if (lines.length === 1 && lines[0] !== '') {
    try {
      error = (JSON.parse(lines[0] as string) as { error?: unknown }).error ?? null;
    } catch {
      error = null;
    }
  }
  return { code: run.code, error, stdout: run.stdout };
}

describe('M1: compact usage errors for every form of the ma tool line', () => {
  it('M1: global options before tool, --opt=value and -- all give {"error":"usage"} on stdout and exit 2', async () => {
    const v = vault.root;
    const badArgs = '{view: note}';
    const forms = [
      [
        'tool',
        'read_meetingnote',
        '--tools',
        'compact',
        '--meeting',
        meeting,
        '--args',
        badArgs,
        '--vault',
        v,
      ],
      [
        '--vault',
        v,
        'tool',
        'read_meetingnote',
        '--tools',
        'compact',
        '--meeting',
        meeting,
        '--args',
        badArgs,
      ],
      [
        `--vault=${v}`,
        'tool',
        'read_meetingnote',
        '--tools=compact',
        `--meeting=${meeting}`,
        `--args=${badArgs}`,
      ],
      [
        '--vault',
        v,
        'tool',
        '--tools',
        'compact',
        '--meeting',
        meeting,
        '--args',
        badArgs,
        '--',
        'read_meetingnote',
      ],
      [
        '--vault',
        v,
        '--config',
        `${v}/meeting-assistant.json`,
        'tool',
        'query_meeting',
        '--meeting',
        'No such meeting',
      ],
      ['--vault', v, 'tool', 'read_everything', '--tools', 'compact', '--meeting', meeting],
    ];
    for (const args of forms) {
      const got = await usageOf(args);
      expect({ code: got.code, error: got.error }, args.join(' ')).toEqual({ code: 2, error: 'usage' });
    }
    // The granular profile keeps stdout empty in every form; an option's value is no tool name.
    for (const args of [
      ['--vault', v, 'tool', 'read_transcript', '--meeting', meeting, '--args', '{x'],
      ['--vault', v, 'tool', '--meeting', 'query_meeting', 'read_transcript', '--args', '{x'],
      [
        '--vault',
        v,
        'tool',
        'read_transcript',
        '--meeting',
        meeting,
        '--args',
        '{x',
        '--',
        '--tools=compact',
      ],
    ]) {
      const got = await usageOf(args);
      expect({ code: got.code, stdout: got.stdout }, args.join(' ')).toEqual({ code: 2, stdout: '' });
    }
  });
});
