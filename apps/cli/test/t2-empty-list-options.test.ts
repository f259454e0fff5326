/**
 * reviewA T2: a repeatable list option given an empty value, or a value with an empty item, was read
 * as "not given": `ma search x --meeting m --projects "$P"` with P unset (or `--projects ","`,
 * `"remote-control,"`) searched every bound project, and `ma import f --project ""` imported the
 * meeting with no project, both exit 0. `ma import ""` said ` is not a file`. Each is now a usage
 * error (exit 2) naming the option, nothing searched or written (the rule review14 V7 set for the
 * single-value options). The built `ma` (both the plain and the commander reader), a temp copy of
 * the sample vault.
 * Spec: apps/cli/README.md ("an empty value … is a usage error …: an unset shell variable is never
 * read as 'not given'").
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const teams = join(import.meta.dirname, '..', '..', '..', 'examples', 'transcripts', 'teams.vtt');
const t = sampleVaultPerTest();

describe('T2: an empty list-option value is a usage error, never "every project"', () => {
  it('T2: ma search --projects "" / " " / "," / "remote-control," / "a,,b": exit 2 naming --projects, nothing searched', async () => {
    const v = ['--vault', t.vault.root];
    const forms: string[][] = [
      ['--projects', ''],
      ['--projects', '   '],
      ['--projects='],
      ['--projects', ','],
      ['--projects=,'],
      ['--projects', 'remote-control,'],
      ['--projects', 'remote-control,,website-redesign'],
      ['--projects', 'remote-control', '--projects', ''],
    ];
    for (const form of forms) {
      const run = await runMa(['search', 'cost', '--meeting', meeting, ...form, ...v]);
      expect(run.code, `${form.join(' ')}\n${run.stdout}${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(/^ma: .*--projects/);
      expect(run.stdout).toBe('');
    }
    // A list without empty items still searches.
    const ok = await runMa(['search', 'cost', '--meeting', meeting, '--projects', 'remote-control', ...v]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Projects/remote-control/');
  });

  it('T2: ma import --project "" / "remote-control," and ma import "": exit 2, nothing written', async () => {
    const v = ['--vault', t.vault.root];
    const before = await snapshot(t.vault.root);
    for (const form of [['--project', ''], ['--project', 'remote-control,'], ['--project=']]) {
      const run = await runMa(['import', teams, '--title', 'T2 sync', '--date', '2026-05-04', ...form, ...v]);
      expect(run.code, `${form.join(' ')}\n${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(/^ma: .*--project/);
    }
    const empty = await runMa(['import', '', ...v]);
    expect(empty.code, empty.stderr).toBe(2);
    expect(empty.stderr).toContain('the <file> argument is empty');
    expect(await snapshot(t.vault.root)).toEqual(before);
  });
});
