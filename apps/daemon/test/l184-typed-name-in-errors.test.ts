/**
 * `ma daemon` usage errors (an unknown option or command, a missing argument, a bad `--since`, a
 * `--platform` that is not this machine) and failures (`uninstall` of a service never installed, a
 * Node.js too old for the watcher) said `ma-daemon: …` when run as `ma daemon …`, a command not on
 * PATH then (L144 fixed only `--help`). Every such line names the command typed: `ma daemon: …`;
 * `ma-daemon` itself is unchanged. In-process `main`, as `ma daemon` calls it (`commandName`).
 * Spec: issue 12 (`ma daemon …` forwards to it); newcomer F16; leftoversA task 4.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DaemonIo } from '../src/io/daemon-io.js';
import { main } from '../src/main.js';
import { makeVault, type TestVault } from './daemon-harness.js';

const vaults: TestVault[] = [];
afterEach(async () => {
  for (const v of vaults.splice(0)) await v.cleanup();
});

function io(commandName?: string, nodeVersion = process.versions.node): DaemonIo & { err: string[] } {
  const err: string[] = [];
  return {
    err,
    stdout: { write: () => true },
    stderr: { write: (t: string) => err.push(t) > 0 },
    env: { HOME: '/nonexistent-home', XDG_CONFIG_HOME: '/nonexistent-home/.config' },
    cwd: process.cwd(),
    signal: new AbortController().signal,
    platform: 'linux',
    nodeVersion,
    ...(commandName ? { commandName } : {}),
  };
}

describe('the daemon names the command typed in every error line', () => {
  it('unknown option/command, missing argument, bad --since, foreign --platform, uninstall of nothing, old Node', async () => {
    const v = await makeVault();
    vaults.push(v);
    const cases: [string[], number, string, string?][] = [
      [['run', '--vault', v.root, '--bogus'], 2, "unknown option '--bogus'"],
      [['bogus'], 2, "unknown command 'bogus'"],
      [['run', '--vault'], 2, "option '--vault <dir>' argument missing"],
      [['run'], 2, "required option '--vault <dir>' not specified"],
      [['run', '--vault', v.root, '--since', 'yesterday-ish'], 2, '--since'],
      [['install', '--vault', v.root, '--platform', 'darwin'], 2, '--platform darwin is not this machine'],
      [['uninstall', '--vault', v.root], 1, 'not installed for this vault'],
      [['run', '--vault', v.root], 1, 'run needs Node.js', '22.12.0'],
    ];
    for (const [argv, code, said, node] of cases) {
      const typed = io('ma daemon', node);
      expect(await main(argv, typed), argv.join(' ')).toBe(code);
      const text = typed.err.join('');
      expect(text, argv.join(' ')).toContain(said);
      expect(text, argv.join(' ')).toMatch(/^ma daemon: /);
      expect(text, argv.join(' ')).not.toMatch(/ma-daemon[: ]/);
      // ma-daemon run directly: its own name.
      const own = io(undefined, node);
      expect(await main(argv, own)).toBe(code);
      expect(own.err.join(''), argv.join(' ')).toMatch(/^ma-daemon: /);
    }
  });
});
