/**
 * reviewA R29 (session 26): `ma tool <name> --json '{…}'` (as `ma tools --json` and `ma projects --json`
 * suggest), `--params`, `--input`, `--data` — the tool's arguments under another option — said only
 * "unknown option '--json'; see `ma --help`" (exit 2). Now the line says the arguments go after
 * `--args`, with an example, on stderr and in the compact JSON usage line alike; nothing runs.
 * Other commands' unknown options keep their messages.
 * Built `ma`, temp copy of the sample vault.
 * Spec: apps/cli/README.md (`ma tool`); reviewA U5 (the unknown-option hints).
 */
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const NAME = '2026-03-10 Remote control functional design';
let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => {
  await vault.cleanup();
});

describe('R29: ma tool names --args for the arguments given under another option', () => {
  it('R29: --json, --input, --data and --json=… on ma tool say the arguments go after --args', async () => {
    for (const option of [
      ['--json', '{"to": 2}'],
      ['--input', '{}'],
      ['--data', '{}'],
      ['--json={"to":2}'],
    ]) {
      const run = await runMa(
        ['tool', 'read_transcript', '--meeting', NAME, '--vault', vault.root, ...option],
        { cwd: vault.root },
      );
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/unknown option '--/);
      expect(run.stderr).toContain("takes the tool's arguments as one JSON object after --args");
      expect(run.stderr).not.toMatch(/goes after `--`/);
    }
    // commander names --args itself for a near miss (--params: 'Did you mean --args?'): left as it is.
    const near = await runMa(
      ['tool', 'read_transcript', '--meeting', NAME, '--vault', vault.root, '--params', '{}'],
      {
        cwd: vault.root,
      },
    );
    expect(near.code).toBe(2);
    expect(near.stderr).toContain('--args');
    // Other commands keep their own messages.
    const doctor = await runMa(['doctor', '--json', '--vault', vault.root], { cwd: vault.root });
    expect(doctor.stderr).not.toContain('--args');
  }, 120_000);
});
