/**
 * L295 (session 39): two `ma-daemon run` on one vault both worked the same meetings (double
 * summaries, racing writes of the records and the log). Now the second refuses at once, exit 1,
 * naming the running one, before it opens the log or looks at a meeting; a daemon killed with
 * SIGKILL never blocks the next start (its pid is dead: taken over at once), nor does a lock
 * its holder stopped refreshing (another host, a reused pid: taken over once stale). Built
 * `ma-daemon` child processes, temp vault.
 * Spec: docs/contracts.md (@ma/core, Run lock: the daemon's vault lock); issue 12.
 */
import { mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { planService } from '../src/service/service-plan.js';
import { type DaemonChild, readLog, type TestVault, testResources } from './daemon-harness.js';

const t = testResources();

/** 'ran' when the daemon got as far as its catch-up scan, else how it exited. */
const outcome = (d: DaemonChild) => Promise.race([d.exited, d.ready().then(() => 'ran' as const)]);

/** Puts a daemon lock of another holder (`pid` on host `elsewhere`) in the vault; returns the locks folder. */
async function foreignLock(v: TestVault, pid: number): Promise<string> {
  const locks = v.abs('.meeting-assistant/locks');
  await mkdir(`${locks}/daemon.lock`, { recursive: true });
  const record = { daemon: true, pid, hostname: 'elsewhere', startedAt: '2026-12-01T08:00:00.000Z' };
  await writeFile(`${locks}/daemon.json`, JSON.stringify(record));
  return locks;
}

describe('L295: one daemon per vault', () => {
  it('L295: a second daemon on the vault refuses naming the first, writes no log line; after a SIGKILL the next one starts at once', async () => {
    const v = await t.vault();
    const first = t.daemon(v);
    await first.ready();
    const second = t.daemon(v);
    expect(await outcome(second)).toEqual({ code: 1, signal: null });
    expect(second.stderr()).toContain(
      `ma-daemon: another ma-daemon is already running on ${v.root} (pid ${first.child.pid} on ${os.hostname()}, started `,
    );
    // L441: there is no `ma daemon stop`: the refusal says how, with the first one's pid.
    expect(second.stderr()).toContain(`stop that one first with \`kill ${first.child.pid}\` (`);
    expect((await readLog(v)).filter((e) => e.pid === second.child.pid)).toEqual([]);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = t.daemon(v);
    expect(await outcome(third)).toBe('ran');
    third.child.kill('SIGTERM');
    expect(await third.exited).toEqual({ code: 0, signal: null });
    const left = await readdir(v.abs('.meeting-assistant/locks'));
    expect(left.filter((n) => n.startsWith('daemon'))).toEqual([]);
  }, 120_000);

  it('L295: a lock whose holder stopped refreshing it (a live pid: another host, a reused pid) is taken over once stale', async () => {
    const v = await t.vault();
    // The test process is alive, so only the lock's age can free it.
    const locks = await foreignLock(v, process.pid);
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(`${locks}/daemon.lock`, old, old);
    const d = t.daemon(v);
    expect(await outcome(d)).toBe('ran');
    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('L295: a fresh lock of a live holder elsewhere refuses, naming its host and start', async () => {
    const v = await t.vault();
    const locks = await foreignLock(v, 4242);
    const d = t.daemon(v);
    expect(await outcome(d)).toEqual({ code: 1, signal: null });
    expect(d.stderr()).toContain(
      '(pid 4242 on elsewhere, started 2026-12-01T08:00:00.000Z): two daemons would summarize the same meetings',
    );
    expect(d.stderr()).toContain('or after 30 s');
    // L441: its pid is another machine's: `kill` it there.
    expect(d.stderr()).toContain('stop that one first on elsewhere with `kill 4242` there (');
    // Refused: the other holder's lock and record are left as they were.
    expect((await readdir(locks)).sort()).toEqual(['daemon.json', 'daemon.lock']);
  }, 120_000);

  it("R225: the refusal's `status` command is quoted for the shell when the vault path has a space and `#`", async () => {
    const made = await t.vault();
    // A real user's vault folder: pasted bare, `#` starts a comment and the space splits the path.
    const root = path.join(path.dirname(made.root), 'My Vault #1');
    await rename(made.root, root);
    const v = { ...made, root, abs: (rel: string) => path.join(root, rel) };
    await foreignLock(v, 4242);
    const d = t.daemon(v);
    expect(await outcome(d)).toEqual({ code: 1, signal: null });
    expect(d.stderr()).toContain(`(\`ma-daemon status --vault '${root}'\` shows what it does)`);
  }, 120_000);

  it('L441: when the login service is installed for the vault, the refusal names its stop command and the pid', async () => {
    const v = await t.vault();
    const config = await mkdtemp(path.join(os.tmpdir(), 'ma-l441-'));
    try {
      // What `ma-daemon install` would have written on this machine for this vault.
      const plan = planService({
        platform: 'linux',
        vault: v.root,
        node: process.execPath,
        bin: '/unused',
        home: os.homedir(),
        env: { XDG_CONFIG_HOME: config },
        uid: 0,
        shutdownMs: 0,
      });
      await mkdir(path.dirname(plan.file), { recursive: true });
      await writeFile(plan.file, plan.content);
      const first = t.daemon(v, [], { XDG_CONFIG_HOME: config });
      await first.ready();
      const second = t.daemon(v, [], { XDG_CONFIG_HOME: config });
      expect(await outcome(second)).toEqual({ code: 1, signal: null });
      expect(second.stderr()).toContain(
        `stop that one first with \`systemctl --user stop ${plan.name}\` (it is installed as a login service) or \`kill ${first.child.pid}\` (`,
      );
    } finally {
      await rm(config, { recursive: true, force: true });
    }
  }, 120_000);

  it('V80: a daemon whose lock was taken over while it was stopped (SIGSTOP) stops once it runs again; the one that took it keeps the vault', async () => {
    const v = await t.vault();
    const first = t.daemon(v);
    await first.ready();
    first.child.kill('SIGSTOP');
    try {
      // Stopped, it refreshes nothing: its lock goes stale (aged here instead of waiting 30 s).
      const old = new Date(Date.now() - 10 * 60_000);
      await utimes(v.abs('.meeting-assistant/locks/daemon.lock'), old, old);
      const second = t.daemon(v);
      expect(await outcome(second)).toBe('ran');
    } finally {
      first.child.kill('SIGCONT');
    }
    expect(await first.exited).toEqual({ code: 1, signal: null });
    expect(first.stderr()).toContain(
      'ma-daemon stops: its lock on the vault was taken over by another ma-daemon',
    );
    // The second one holds the vault still: a third is refused.
    const third = t.daemon(v);
    expect(await outcome(third)).toEqual({ code: 1, signal: null });
    expect(third.stderr()).toContain('another ma-daemon is already running');
  }, 120_000);
});
