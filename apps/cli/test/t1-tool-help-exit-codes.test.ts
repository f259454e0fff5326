/**
 * reviewA T1: `ma tool --help` said arguments not matching the schema are a usage error (exit 2),
 * while `ma tool` exits 3 for them (the tool's own refusal, as README's exit-code table and
 * docs/tools.md, "Invalid arguments", say). The help now states the code `ma tool` gives. The built
 * `ma`, a temp copy of the sample vault.
 * Spec: README.md (Exit codes: 3 refused — `ma tool`, `ma search`: the tool's refusal, arguments
 * failing its schema included).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('T1: ma tool --help states the exit codes ma tool gives', () => {
  it('T1: a call failing the schema exits with the code the help names for it', async () => {
    const help = await runMa(['tool', '--help']);
    expect(help.code).toBe(0);
    const line = help.stdout.split('\n').find((l) => l.startsWith('Exit codes:')) ?? '';
    // The code the help gives for "arguments not matching the schema".
    const claimed = /(\d) [^,]*\(([^)]*)\)/g;
    let schemaCode: number | null = null;
    for (let m = claimed.exec(line); m; m = claimed.exec(line))
      if (/schema/.test(m[2] as string)) schemaCode = Number(m[1]);
    expect(schemaCode, line).not.toBeNull();
    const run = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      meeting,
      '--args',
      '{"from": "x"}',
      '--vault',
      t.vault.root,
    ]);
    expect(run.stdout).toMatch(/^refused: invalid arguments/);
    expect(run.code).toBe(schemaCode);
  });
});
