/**
 * reviewA R9 (session 22): a value outside an option's choices gave `ma: option '--engine <engine>'
 * argument 'bogus' is invalid. Allowed choices are agent, extractive.; see \`ma --help\`` — commander's
 * full stop before our `; see …` clause, on stderr and in the `--json` object. Now the stop is dropped.
 * The built `ma`.
 * Spec: reviewA R9 (session 22); apps/cli/README.md (Output: errors are one line).
 */
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

describe('R9: usage lines never read ".;"', () => {
  it('R9: --engine, --tools and --approvals choices, on stderr and in --json', async () => {
    for (const [args, choices] of [
      [['summarize', 'x', '--engine', 'bogus', '--json'], 'agent, extractive'],
      [['tools', '--tools', 'weird'], 'granular, compact'],
      [['summarize', 'x', '--approvals', 'maybe'], 'toast, console, vault-note, approve, deny'],
    ] as const) {
      const run = await runMa([...args]);
      expect(run.code).toBe(2);
      // L112: the hint names the command's own help.
      expect(run.stderr).toContain(`Allowed choices are ${choices}; see \`ma ${args[0]} --help\``);
      expect(run.stderr + run.stdout).not.toContain('.;');
    }
  });
});
