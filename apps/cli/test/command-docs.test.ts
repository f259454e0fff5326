/**
 * R15: every command `ma --help` lists is documented — a row of its own in apps/cli/README.md's
 * command table and a mention in the root README — and so is every documented exit code.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const repo = resolve(import.meta.dirname, '..', '..', '..');

/** The command names under `Commands:` in `ma --help` (without `help`). */
function commandsOf(help: string): string[] {
  const section = help.split(/^Commands:$/m)[1]!.split(/^\S/m)[0]!;
  return [...section.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
}

describe('R15: the command documentation', () => {
  it('R15: apps/cli/README.md has a table row, and the root README a mention, for every command of `ma --help`', async () => {
    const help = await runMa(['--help']);
    expect(help.code).toBe(0);
    const commands = commandsOf(help.stdout);
    expect(commands).toEqual(expect.arrayContaining(['summarize', 'settings', 'mcp', 'daemon', 'import']));
    const cliReadme = await readFile(join(repo, 'apps/cli/README.md'), 'utf8');
    const rows = cliReadme.split('\n').filter((line) => line.startsWith('| `ma '));
    const rootReadme = await readFile(join(repo, 'README.md'), 'utf8');
    for (const command of commands) {
      expect(
        rows.some((row) => row.startsWith(`| \`ma ${command}\``) || row.startsWith(`| \`ma ${command} `)),
        `apps/cli/README.md lists \`ma ${command}\``,
      ).toBe(true);
      expect(rootReadme, `README.md mentions \`ma ${command}\``).toMatch(new RegExp(`\\bma ${command}\\b`));
    }
  });

  it('R15: the exit codes `ma --help` names are the ones both READMEs document', async () => {
    const help = await runMa(['--help']);
    const codes = [
      ...help.stdout.matchAll(/\b(\d+) (?:ok|failure|usage|refused|interrupted|terminated)/g),
    ].map((m) => m[1]!);
    expect(codes).toEqual(['0', '1', '2', '3', '130', '143']);
    const cliReadme = await readFile(join(repo, 'apps/cli/README.md'), 'utf8');
    const rootReadme = await readFile(join(repo, 'README.md'), 'utf8');
    for (const code of codes) {
      expect(cliReadme).toMatch(new RegExp(`^\\| ${code} +\\|`, 'm'));
      expect(rootReadme).toMatch(new RegExp(`\\b${code} (ok|failure|usage|refused|interrupted|terminated)`));
    }
  });
});
