/**
 * Review U5: since S15 every unknown option of every command got the `ma search` hint — `ma doctor
 * --bogus`, `ma projects --bogus`, `ma tool … --approvals deny` said "a pattern or name that starts
 * with '-' goes after `--` … (`ma search --meeting <meeting> -- --bogus`)", and a typo commander
 * had already named (`ma summarize x --forc (Did you mean --force?)`) got that advice too. Now the
 * hint comes only for a command whose operand may start with '-', with that command in the example
 * (`ma search`, `ma summarize`, `ma import`, `ma init`), never beside "Did you mean"; the compact
 * `ma tool` JSON line says the same as its stderr line (V5). The built `ma`, a temp sample vault.
 * Spec: reviewA U5; review R15, reviewA S15; apps/cli/README.md (errors say what to type instead).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

describe('U5: the unknown-option hint names the command given, or is not given', () => {
  it('U5: doctor, projects, tools, tool, mcp, ma itself → no `--` hint; search, summarize, import, init → their own example; a suggestion → no hint', async () => {
    const none: string[][] = [
      ['doctor', '--bogus'],
      ['projects', '--all', '--bogus'],
      ['tools', '--bogus'],
      ['tool', 'read_meetingnote', '--meeting', meeting, '--approvals', 'deny'],
      ['mcp', '--bogus'],
      ['--bogus'],
      ['summarize', meeting, '--forc'],
    ];
    for (const args of none) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(2);
      const opt = args.find((a) => ['--bogus', '--approvals', '--forc'].includes(a)) as string;
      expect(run.stderr, args.join(' ')).toMatch(new RegExp(`^ma: unknown option '${opt}'`));
      expect(run.stderr, args.join(' ')).not.toContain('goes after');
      expect(run.stderr, args.join(' ')).not.toContain('ma search');
    }
    // F9 (newcomer review, session 29): the operand is given before the unknown option, so the `--`
    // hint for an operand starting with '-' is beside the point; the command's help is still named.
    for (const args of [
      ['summarize', meeting, '--bogus'],
      ['search', '--meeting', meeting, 'teletext', '--bogus'],
      ['import', 'x.txt', '--bogus=1'],
      ['init', 'folder', '-q'],
    ]) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(
        /^ma: unknown option '-[^']*'(?: \(`ma \w+` takes [^)]*\))?; see `ma \w+ --help`\n$/,
      );
    }
    const own: Array<[string[], string]> = [
      [
        ['search', '--meeting', meeting, '--files'],
        "a pattern or name that starts with '-' goes after `--`, options first (`ma search --meeting <meeting> -- --files`)",
      ],
      [
        ['summarize', '-z'],
        "a meeting name that starts with '-' goes after `--`, options first (`ma summarize [options] -- -z`)",
      ],
      [
        ['import', '--zz'],
        "a file name that starts with '-' goes after `--`, options first (`ma import [options] -- --zz`)",
      ],
      [['init', '-q'], "a folder name that starts with '-' goes after `--`, options first (`ma init -- -q`)"],
    ];
    for (const [args, hint] of own) {
      const run = await runMa([...args, '--vault', t.vault.root]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toContain(`; ${hint}; see \`ma ${args[0]} --help\``);
    }
    // The compact line on stdout is the stderr line's text (V5), without the search hint.
    const compact = await runMa([
      'tool',
      'read_meetingnote',
      '--tools',
      'compact',
      '--meeting',
      meeting,
      '--bogus',
      '--vault',
      t.vault.root,
    ]);
    expect(compact.code).toBe(2);
    expect(JSON.parse(compact.stdout.trim())).toEqual({
      error: 'usage',
      message:
        "unknown option '--bogus' (`ma tool` takes --meeting, --args, --tools, --vault, --config); see `ma tool --help`",
    });
    expect(compact.stderr).toContain(
      "ma: unknown option '--bogus' (`ma tool` takes --meeting, --args, --tools, --vault, --config); see `ma tool --help`",
    );
  }, 120_000);
});
