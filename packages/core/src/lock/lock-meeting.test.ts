import { mkdir, readdir, readFile, rmdir, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BusyError, PathSafetyError } from '../errors/index.js';
import { searchVault } from '../search/search-vault.js';
import { startLockHolder } from '../test-support/lock-holder-child.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { listFiles } from '../vault/list-files.js';
import { listMeetings } from '../vault/list-meetings.js';
import { projectCatalog } from '../vault/project-catalog.js';
import type { Vault } from '../vault/vault.js';
import { lockMeeting } from './lock-meeting.js';
import { LOCKS_FOLDER } from './state-folder.js';

const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(() => dir.cleanup());

const locksAbs = () => path.join(vault.root, LOCKS_FOLDER);
const busy = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected BusyError');
    },
    (error: unknown) => {
      expect(BusyError.isInstance(error)).toBe(true);
      return error as BusyError;
    },
  );

describe('lockMeeting', () => {
  it('a second lock on the same meeting throws BusyError naming the holder; release frees it', async () => {
    const now = () => new Date('2026-03-09T10:00:00.000Z');
    const lock = await lockMeeting(vault, KICKOFF, { now });
    const error = await busy(lockMeeting(vault, KICKOFF));
    expect(error.reason).toBe('meeting-locked');
    expect(error.meetingPath).toBe(KICKOFF);
    expect(error.owner).toEqual({
      pid: process.pid,
      startedAt: '2026-03-09T10:00:00.000Z',
      hostname: os.hostname(),
    });
    expect(error.message).toBe(
      `another run is already summarizing ${KICKOFF} (pid ${process.pid}, started 2026-03-09T10:00:00.000Z); wait for it to finish — a lock left by a crashed run frees itself after 30 s`,
    );
    await lock.release();
    await lock.release(); // idempotent
    const again = await lockMeeting(vault, KICKOFF);
    await again.release();
    expect(await readdir(locksAbs())).toEqual([]);
  });

  it('locks are per meeting: another meeting is not blocked', async () => {
    const a = await lockMeeting(vault, KICKOFF);
    const b = await lockMeeting(vault, FUNCTIONAL);
    await a.release();
    await b.release();
  });

  it('keeps its files in <vault>/.meeting-assistant/locks only, named by a sha256 hex', async () => {
    const before = await listFiles(vault, '.');
    const lock = await lockMeeting(vault, KICKOFF);
    const names = (await readdir(locksAbs())).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(names[1]).toMatch(/^[0-9a-f]{64}\.lock$/);
    expect(await readdir(path.join(vault.root, 'Meetings'))).not.toContainEqual(
      expect.stringMatching(/lock/),
    );
    expect(await listFiles(vault, '.')).toEqual(before);
    await lock.release();
  });

  it('a BusyError without an owner record has no "(started …)" part', async () => {
    const lock = await lockMeeting(vault, KICKOFF);
    const json = (await readdir(locksAbs())).find((n) => n.endsWith('.json'))!;
    await writeFile(path.join(locksAbs(), json), 'not json');
    const error = await busy(lockMeeting(vault, KICKOFF));
    expect(error.owner).toBeNull();
    expect(error.message).toBe(
      `another run is already summarizing ${KICKOFF}; wait for it to finish — a lock left by a crashed run frees itself after 30 s`,
    );
    await lock.release();
  });

  /** Runs the real lockMeeting in a child process (bundled; its CommonJS deps need `require`). */
  const lockInChild = () =>
    startLockHolder(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'lock-meeting.ts'),
      (bundle) => `import { lockMeeting } from ${JSON.stringify(bundle)};
import path from 'node:path';
const root = ${JSON.stringify(vault.root)};
const vault = { root, config: { folders: { trash: '.trash' } }, resolve: async (rel) => ({ abs: path.join(root, rel), rel }) };
await lockMeeting(vault, ${JSON.stringify(KICKOFF)});
process.stdout.write('locked\\n');
setInterval(() => {}, 1000);`,
    );

  const ownerFile = async () =>
    path.join(locksAbs(), (await readdir(locksAbs())).find((n) => n.endsWith('.json'))!);

  it('a lock left by a killed process on this host is taken over at once; busy while it lives', async () => {
    const { child, exited } = await lockInChild();
    const error = await busy(lockMeeting(vault, KICKOFF));
    expect(error.owner?.pid).toBe(child.pid);
    expect(error.message).toMatch(
      new RegExp(
        `\\(pid ${child.pid}, started \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\); wait for it to finish — a lock left by a crashed run frees itself after 30 s$`,
      ),
    );
    child.kill('SIGKILL');
    await exited;
    // SIGKILL leaves the lock behind, still fresh; its holder is dead, so it is taken over now.
    const lock = await lockMeeting(vault, KICKOFF);
    expect(JSON.parse(await readFile(await ownerFile(), 'utf8'))).toMatchObject({
      meeting: KICKOFF,
      pid: process.pid,
      hostname: os.hostname(),
    });
    await busy(lockMeeting(vault, KICKOFF));
    await lock.release();
    expect(await readdir(locksAbs())).toEqual([]);
  });

  it("V79 a fresh lock made where a killed holder's was removed is not taken for the killed one's (ext4 reuses the inode)", async () => {
    const { child, exited } = await lockInChild();
    child.kill('SIGKILL');
    await exited;
    // Another run took the dead holder's lock over (moved it aside, removed it) and made its own
    // (proper-lockfile's mkdir), and has not written its owner record yet: the record is the dead one's.
    const lockAbs = (await ownerFile()).replace(/\.json$/, '.lock');
    await rmdir(lockAbs);
    await mkdir(lockAbs);
    await busy(lockMeeting(vault, KICKOFF));
    expect((await readdir(locksAbs())).sort()).toEqual([
      path.basename(await ownerFile()),
      path.basename(lockAbs),
    ]);
  });

  it('a dead pid recorded on another host, or for another lock folder, waits for staleness', async () => {
    const lock = await lockMeeting(vault, KICKOFF);
    const info = await ownerFile();
    const record = JSON.parse(await readFile(info, 'utf8')) as Record<string, unknown>;
    // Abandon the held lock (as a crash would), keeping its folder; find a pid that is not running.
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    let deadPid = 999_999;
    while (running(deadPid)) deadPid++;
    await writeFile(info, JSON.stringify({ ...record, pid: deadPid, hostname: 'some-other-host' }));
    await busy(lockMeeting(vault, KICKOFF, { staleMs: 2000 }));
    // Same host, but the record was written for an earlier lock folder: not proof of a crash.
    await writeFile(info, JSON.stringify({ ...record, pid: deadPid, lockId: '1:2' }));
    await busy(lockMeeting(vault, KICKOFF, { staleMs: 2000 }));
    // Once stale (mtime set back instead of waiting), it is taken over anyway.
    await lock.release();
    await mkdir(info.replace(/\.json$/, '.lock'));
    const past = new Date(Date.now() - 60_000);
    await utimes(info.replace(/\.json$/, '.lock'), past, past);
    const again = await lockMeeting(vault, KICKOFF, { staleMs: 2000 });
    expect(JSON.parse(await readFile(info, 'utf8'))).toMatchObject({ pid: process.pid });
    await again.release();
    expect(await readdir(locksAbs())).toEqual([]);
  });

  it('refuses a .meeting-assistant folder that is a symlink out of the vault; nothing lands outside', async () => {
    const outside = await makeTempDir('ma-outside-');
    try {
      await symlink(outside.root, path.join(vault.root, '.meeting-assistant'));
      await expect(lockMeeting(vault, KICKOFF)).rejects.toSatisfy(PathSafetyError.isInstance);
      expect(await readdir(outside.root)).toEqual([]);
    } finally {
      await outside.cleanup();
    }
  });

  it('listFiles, searchVault, listMeetings and projectCatalog never show .meeting-assistant/', async () => {
    const lock = await lockMeeting(vault, KICKOFF);
    // Plant note-like files in the state folder: they must stay invisible.
    await mkdir(path.join(vault.root, '.meeting-assistant/Projects'), { recursive: true });
    await writeFile(path.join(vault.root, '.meeting-assistant/Zebracorn.md'), 'Zebracorn\n');
    await writeFile(path.join(locksAbs(), 'Zebracorn.md'), 'Zebracorn\n');
    const all = await listFiles(vault, '.');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((f) => f.path.includes('.meeting-assistant'))).toEqual([]);
    const found = await searchVault(vault, { pattern: 'Zebracorn', paths: ['.'] });
    expect(found.matches).toEqual([]);
    expect(await listMeetings(vault)).not.toContainEqual(expect.stringContaining('.meeting-assistant'));
    expect((await projectCatalog(vault)).map((p) => p.id)).not.toContainEqual(
      expect.stringContaining('meeting-assistant'),
    );
    await lock.release();
  });
});
