/**
 * Leftovers L112: every command-line error of a command — an unknown option, an option without its
 * value, a value outside an option's choices — ended with `see \`ma --help\``, the help of `ma`
 * itself, which does not list that command's options. It now names the command's own help:
 * `see \`ma summarize --help\``, `ma daemon run --help` (forwarded to ma-daemon), `ma-daemon
 * status --help`; an error of `ma` itself (an unknown command, `ma --bogus`) still says `ma --help`.
 * Every command of the program is checked. The built `ma` and `ma-daemon`, a temp sample vault.
 * Spec: apps/cli/README.md (errors say what to type instead); reviewA U5; leftovers L112.
 */
import { describe, expect, it } from 'vitest';
import { commandNames } from './command-names.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('L112: a command-line error names the help of the command it is about', () => {
  it('L112: an unknown option of every command (daemon: its subcommands) → `see `ma <command> --help``', async () => {
    const names = commandNames();
    expect(names).toContain('summarize');
    for (const name of names) {
      const args = name === 'daemon' ? ['daemon', 'run', '--bogus'] : [name, '--bogus'];
      const run = await runMa([...args, '--vault', t.vault.root]);
      const help = name === 'daemon' ? 'ma daemon run' : `ma ${name}`;
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(/unknown option '--bogus'/);
      expect(run.stderr.trimEnd(), args.join(' ')).toMatch(new RegExp(`; see \`${help} --help\`$`));
    }
  }, 300_000);

  it('L112: a missing option value, a value outside the choices, ma-daemon itself; `ma` alone keeps `ma --help`', async () => {
    const cases: Array<[string[], RegExp, string]> = [
      [['summarize', meeting, '--model'], /option '--model <id>' argument missing/, 'ma summarize'],
      [['summarize', meeting, '--engine', 'fast'], /'fast' is invalid/, 'ma summarize'],
      [['import', 'x.vtt', '--format', 'doc'], /'doc' is invalid/, 'ma import'],
      [['tools', '--tools', 'everything'], /'everything' is invalid/, 'ma tools'],
      [['search', '--meeting'], /option '--meeting <meeting>' argument missing/, 'ma search'],
      [['daemon', 'status', '--json', '--bogus'], /unknown option '--bogus'/, 'ma daemon status'],
      [['daemon', 'install', '--platform', 'amiga'], /'amiga' is invalid/, 'ma daemon install'],
      [['--bogus'], /unknown option '--bogus'/, 'ma'],
      [['frobnicate'], /unknown command 'frobnicate'/, 'ma'],
    ];
    for (const [args, what, help] of cases) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(what);
      expect(run.stderr.trimEnd(), args.join(' ')).toMatch(new RegExp(`; see \`${help} --help\`$`));
      expect(run.stderr, args.join(' ')).not.toContain('..;');
    }
  }, 300_000);
});
