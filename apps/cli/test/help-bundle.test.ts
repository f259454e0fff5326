/**
 * issue 13 (e): a line that only prints help or the version runs from the help bundle
 * (`dist/help.cjs`, commander and the program definition in one CommonJS file with a code cache;
 * docs/startup.md). It must give exactly what the split bundle gives through commander, for every
 * command. Timing lives in bench/ (case e).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isHelpLine } from '../src/io/help-line.js';
import { commandNames } from './command-names.js';
import { type MaResult, runMa } from './run-ma.js';

const splitBundle = join(import.meta.dirname, '..', 'dist', 'bin.js');
const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

const outcome = (r: MaResult) => ({ code: r.code, stdout: r.stdout, stderr: r.stderr });

describe('issue 13 (e): help and version lines', () => {
  it('isHelpLine takes only lines that print help or the version', () => {
    for (const line of [
      [],
      ['--help'],
      ['-h'],
      ['help'],
      ['--version'],
      ['-V'],
      ['help', 'tool'],
      ['tool', '--help'],
      ['summarize', '-h'],
      ['nope', '--help'],
    ])
      expect(isHelpLine(line), line.join(' ')).toBe(true);
    for (const line of [
      ['daemon', '--help'], // handed to ma-daemon
      ['daemon', '-h'],
      ['projects'],
      ['--help', 'tool'],
      ['tool', '--help', 'x'],
      ['tool', 'x', '--help'],
      ['--vault', '--help'],
      ['help', '--help'],
      ['Tool', '--help'],
      ['-h', '-h'],
      ['--json'],
    ])
      expect(isHelpLine(line), line.join(' ')).toBe(false);
  });

  // One test per group of lines (each line runs two processes; all at once outlast a test's time
  // limit on a loaded machine).
  const names = commandNames();
  const groups: [string, string[][]][] = [
    ['ma', [[], ['--help'], ['-h'], ['help'], ['--version'], ['-V'], ['nope', '--help'], ['help', 'nope']]],
    ...names.map((name): [string, string[][]] => [
      name,
      name === 'daemon'
        ? [['help', name]]
        : [
            ['help', name],
            [name, '--help'],
            [name, '-h'],
          ],
    ]),
  ];
  it('the groups below cover the commands of the program definition', () => {
    expect(names).toContain('summarize');
    expect(names).toContain('daemon');
  });
  for (const [group, lines] of groups) {
    it(`issue 13 (e): ${group}: every help line gives the same output and exit code from the help bundle as through the split bundle, and the help bundle ran`, async () => {
      const temp = mkdtempSync(join(tmpdir(), 'ma-help-'));
      temps.push(temp);
      const env = { TMPDIR: temp, TMP: temp, TEMP: temp };
      for (const line of lines) {
        expect(isHelpLine(line), line.join(' ')).toBe(true);
        const viaHelpBundle = await runMa(line, { env });
        const viaSplit = await runMa(line, { env, entry: splitBundle });
        expect(outcome(viaHelpBundle), line.join(' ')).toEqual(outcome(viaSplit));
      }
      // The help bundle ran: its code cache was written (the split bundle has none of its own).
      expect(
        readdirSync(join(temp, 'ma-code-cache'), { recursive: true, encoding: 'utf8' }).filter((f) =>
          f.endsWith('.bin'),
        ),
      ).toEqual([expect.stringMatching(/-help\.bin$/)]);
    });
  }
});
