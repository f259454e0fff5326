/**
 * `ma daemon --help` listed the exit codes as "0 ok (also after a clean stop on Ctrl-C/SIGTERM) …
 * 130/143 when a second Ctrl-C/SIGTERM made it quit at once", leaving out SIGHUP, which the daemon
 * handles as SIGTERM (R55: its terminal closed, an SSH session dropped; a second one exits 129), as
 * README.md and apps/daemon/README.md say. A user whose daemon exited 129 found no word of it in
 * `--help`. The help now names SIGHUP's clean stop and its 129. In-process `main`, as `ma daemon`
 * calls it. Spec: issue 12 ("Stopping"); newcomer L400.
 */
import { describe, expect, it } from 'vitest';
import type { DaemonIo } from '../src/io/daemon-io.js';
import { main } from '../src/main.js';

function io(): DaemonIo & { out: string[] } {
  const out: string[] = [];
  return {
    out,
    stdout: { write: (t: string) => out.push(t) > 0 },
    stderr: { write: (t: string) => out.push(t) > 0 },
    env: { HOME: '/nonexistent-home', XDG_CONFIG_HOME: '/nonexistent-home/.config' },
    cwd: process.cwd(),
    signal: new AbortController().signal,
    platform: 'linux',
    nodeVersion: process.versions.node,
    commandName: 'ma daemon',
  };
}

describe('ma daemon --help names every exit code the daemon can end with', () => {
  it('SIGHUP: a clean stop (0) and, a second time, 129 — beside Ctrl-C/SIGTERM and 130/143', async () => {
    const typed = io();
    expect(await main(['--help'], typed)).toBe(0);
    const help = typed.out.join('').replace(/\s+/g, ' ');
    expect(help).toContain('clean stop on Ctrl-C, SIGTERM or SIGHUP');
    expect(help).toContain('130/143/129 when a second Ctrl-C/SIGTERM/SIGHUP made it quit at once');
  });
});
