/**
 * Leftovers L263: `ma summarize --bogus x` (an unknown option nothing is near, on any command) said only
 * "unknown option '--bogus'" — commander suggests an option only when one is close (`--vaul` → `--vault`),
 * so the line named nothing to type instead → it lists the options that command takes (its own and
 * `--vault`, `--config`), on every command of `ma` and of `ma daemon`; a near one keeps commander's
 * "Did you mean". The built `ma` on a temp vault; the command list comes from the program itself.
 * Spec: apps/cli/README.md (usage errors, exit 2).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProgram } from '../src/program.js';
import { commandNames } from './command-names.js';
import { runMa } from './run-ma.js';

let dir: string;
let vault: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ma-l263-'));
  vault = path.join(dir, 'vault');
  expect((await runMa(['init', vault])).code).toBe(0);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The long options `ma <name>` declares, from the program definition. */
function declared(name: string): string[] {
  const sink = { write: () => true };
  const io = { stdout: sink, stderr: sink } as unknown as Parameters<typeof createProgram>[0];
  const cmd = createProgram(io, () => {}).commands.find((c) => c.name() === name)!;
  return cmd.options.filter((o) => !o.hidden).flatMap((o) => o.long ?? []);
}

describe('L263: an unknown option names the ones there are', () => {
  it('ma summarize --bogus x lists summarize\'s options; --vaul keeps "Did you mean --vault?"', async () => {
    const run = await runMa(['summarize', '--bogus', 'x', '--vault', vault]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("ma: unknown option '--bogus' (`ma summarize` takes --base-url, --model,");
    expect(run.stderr).toContain('--engine');
    expect(run.stderr).toContain('--vault, --config)');
    const near = await runMa(['summarize', '--vaul', vault, 'x']);
    expect(near.stderr).toContain(
      "unknown option '--vaul' (Did you mean --vault?); see `ma summarize --help`",
    );
    expect(near.stderr).not.toContain('takes');
  });

  it('every command of ma lists its own options; ma daemon run too', async () => {
    const names = commandNames().filter((n) => n !== 'daemon' && n !== 'help');
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) {
      const run = await runMa([name, '--bogus', '--vault', vault], { cwd: vault });
      expect([name, run.code]).toEqual([name, 2]);
      const own = declared(name);
      expect(run.stderr, name).toContain(
        `(\`ma ${name}\` takes ${[...own, '--vault', '--config'].join(', ')})`,
      );
    }
    const daemon = await runMa(['daemon', 'run', '--vault', vault, '--bogus']);
    expect(daemon.code).toBe(2);
    expect(daemon.stderr).toContain('(`ma daemon run` takes --vault, --config, --since');
  });
});
