/**
 * V229 (session 45's closing note): `ma` and `ma daemon` with no subcommand printed their help and
 * exited 0, so a script that forgot the command "succeeded". A line naming no command is a usage
 * error: the help still goes to stderr, the exit code is 2 (run-main.ts, the daemon's main.ts);
 * help asked for (`--help`, `help`, `ma daemon --help`) still exits 0.
 * Built `ma` and `ma-daemon` as child processes.
 * Spec: docs/contracts.md (exit codes: 2 usage); docs/mission.md (CLI).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const daemonBin = path.join(import.meta.dirname, '..', '..', 'daemon', 'bin', 'ma-daemon.js');

describe('V229: no subcommand is a usage error', { timeout: 180_000 }, () => {
  it('V229: ma and ma daemon alone print help on stderr and exit 2; help asked for exits 0', async () => {
    const bare = await runMa([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Usage: ma [options] [command]');
    const daemon = await runMa(['daemon']);
    expect(daemon.code).toBe(2);
    expect(daemon.stderr).toContain('Usage: ma daemon');
    const own = spawnSync(process.execPath, [daemonBin], { encoding: 'utf8' });
    expect(own.status).toBe(2);
    for (const args of [['--help'], ['help'], ['daemon', '--help'], ['help', 'summarize']]) {
      const run = await runMa(args);
      expect(run.code, args.join(' ')).toBe(0);
    }
  });
});
