/**
 * P82 (issue 13, goals e and f): once `useBlockingFs` is on (a one-shot `ma tool` / `ma search`), the folder
 * walks and look-ups every read tool makes (the meeting found by name, `listMeetings`, the folder listings, the
 * summaries beside a meeting, the person aliases, the symlink checks, `noteExists`) are blocking system
 * calls too, so such a process never starts libuv's thread pool for them: before, `ma tool read_meetingnote
 * --meeting <name>` started its four threads for the one `readdir` of the meetings folder. The same calls
 * on a copy of the sample vault (with a symlink out and a linked meeting note), first as before, then in
 * that mode: the same results and errors, and no file-system request of core's in the thread pool
 * (Node's `FSREQPROMISE` / `FSREQCALLBACK` async resources, seen with `async_hooks`). Reading a file's
 * text through a file handle (`readChunks`: `listFiles`' line counts, ranged reads) still goes there.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteExists } from '../artifacts/note-exists.js';
import { otherSummariesOf } from '../artifacts/other-summaries.js';
import { loadConfig } from '../config/load-config.js';
import { copySampleVault, makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { inBothModes, outcome } from '../test-support/thread-pool-requests.js';
import { findByBasename } from '../vault/find-by-basename.js';
import { refuseLinkedMeetingNote } from '../vault/linked-meeting-note.js';
import { fileListing } from '../vault/list-files.js';
import { listMeetings } from '../vault/list-meetings.js';
import { listRefusedProjectFolders, listSymlinkedProjects } from '../vault/list-symlinked-projects.js';
import { projectsFolderProblem } from '../vault/projects-folder-problem.js';
import { readPersonAliases } from '../vault/read-person-aliases.js';
import { resolveMeeting } from '../vault/resolve-meeting.js';
import { symlinkOutOfVault } from '../vault/symlink-out-of-vault.js';
import { openVault } from '../vault/vault.js';
import { walkFiles } from '../vault/walk-files.js';
import { blockingFs } from './blocking-fs.js';

const MEETING = '2026-03-10 Remote control functional design';
let vaultDir: TempDir;
let outside: TempDir;

beforeAll(async () => {
  vaultDir = await copySampleVault();
  outside = await makeTempDir('ma-p82-out-');
  await writeFile(path.join(outside.root, 'secret.md'), '# secret\n');
  await symlink(outside.root, path.join(vaultDir.root, 'Projects', 'outside'));
  await mkdir(path.join(vaultDir.root, 'Meetings', '2026'), { recursive: true });
  await symlink(
    path.join(vaultDir.root, 'Meetings', `${MEETING}.md`),
    path.join(vaultDir.root, 'Meetings', '2026', 'Linked.md'),
  );
});
afterAll(async () => {
  await vaultDir.cleanup();
  await outside.cleanup();
});

/** The look-ups of the read tools, on the copy of the sample vault, with their outcomes. */
async function calls(): Promise<unknown[]> {
  const root = vaultDir.root;
  const vault = await openVault(root, await loadConfig({ vault: root }));
  const meeting = `Meetings/${MEETING}.md`;
  return [
    await outcome(() => resolveMeeting(vault, MEETING)),
    await outcome(() => resolveMeeting(vault, 'remote control functional')),
    await outcome(() => resolveMeeting(vault, 'No such meeting')),
    await outcome(() => findByBasename(vault, 'Meetings', 'linked')),
    await outcome(() => walkFiles(vault, 'Projects')),
    await outcome(() => listMeetings(vault)),
    await outcome(async () => (await fileListing(vault, 'Projects')).count),
    await outcome(() => listSymlinkedProjects(vault)),
    await outcome(() => listRefusedProjectFolders(vault)),
    await outcome(() => projectsFolderProblem(vault)),
    await outcome(() => readPersonAliases(vault, ['Alice', 'Bob'])),
    await outcome(() => otherSummariesOf(vault, meeting, `Summaries/${MEETING}.md`)),
    await outcome(() => refuseLinkedMeetingNote(vault, 'Meetings/2026/Linked.md', 'Meetings')),
    await outcome(() => symlinkOutOfVault(vault, 'Projects/outside/secret.md')),
    await outcome(() => noteExists(vault, meeting)),
    await outcome(() => noteExists(vault, 'Meetings/none.md')),
  ];
}

describe('P82 useBlockingFs: the read tools look-ups without the thread pool', () => {
  it('P82: the meeting by name, walks, listings and symlink checks give the same results and make no thread-pool request', async () => {
    expect(blockingFs()).toBe(false);
    const { threaded, blocking } = await inBothModes(calls);
    // The reference run does use the thread pool (else the count below would prove nothing).
    expect(threaded.requests).toBeGreaterThan(10);
    expect(blockingFs()).toBe(true);
    expect(blocking.results).toEqual(threaded.results);
    expect(blocking.requests).toBe(0);
    // The outcomes are the real ones: a meeting found by name, a refusal, a listing, a symlink out.
    const text = JSON.stringify(blocking.results, (_k, v) => (typeof v === 'bigint' ? String(v) : v));
    expect(text).toContain(`"ok":"Meetings/${MEETING}.md"`);
    expect(text).toContain('NotFoundError');
    expect(text).toContain('Projects/remote-control/PROJECT.md');
    expect(text).toContain('Meetings/2026/Linked.md');
    expect(text).toContain('"link":"Projects/outside"');
  });
});
