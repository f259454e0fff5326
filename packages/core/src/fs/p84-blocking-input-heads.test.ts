/**
 * P84 (issue 13, goal e): once `useBlockingFs` is on (a one-shot `ma tool`), the check of a meeting's
 * `transcript:` and `usernotes:` notes for another meeting's (`foreignInputRefusal`: the head of each
 * linked note, its frontmatter's `meeting:` link and dates) reads that head with a blocking call too, so
 * `ma tool read_transcript`, `read_context` and `read_usernotes` no longer start libuv's thread pool: before,
 * the one positioned read through a `FileHandle` sent its open, read and close there (`strace -f`: four
 * `clone3` more than `node -e 0`). The same checks on a copy of the sample vault (the meeting's own
 * transcript, one copied from another meeting, one dated a week off, a head of 64 KB without its closing
 * `---`, an empty note, a folder), first as before, then in that mode: the same results and errors, and no
 * file-system request of core's in the thread pool.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { inBothModes, outcome } from '../test-support/thread-pool-requests.js';
import { foreignInputRefusal } from '../vault/foreign-input-refusal.js';
import { readMeeting } from '../vault/read-meeting.js';
import { openVault } from '../vault/vault.js';
import { blockingFs } from './blocking-fs.js';

const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
const DESIGN = 'Meetings/2026-03-10 Remote control functional design.md';
let vaultDir: TempDir;

beforeAll(async () => {
  vaultDir = await copySampleVault();
  const at = (rel: string) => path.join(vaultDir.root, rel);
  const own = await readFile(at('Transcripts/2026-03-09 Remote control kickoff.md'), 'utf8');
  // Last week's transcript, as a meeting note copied from last week's keeps it.
  await writeFile(at('Transcripts/copied.md'), own);
  await writeFile(at('Transcripts/2026-03-01 dated.md'), '---\ndate: 2026-03-01\n---\nHello.\n');
  await writeFile(
    at('Transcripts/long-head.md'),
    `---\nmeeting: "[[x]]"\nnote: ${'a'.repeat(70_000)}\n---\n`,
  );
  await writeFile(at('Transcripts/empty.md'), '');
  await mkdir(at('Transcripts/folder.md'));
});
afterAll(async () => {
  await vaultDir.cleanup();
});

/** The checks `readMeeting` makes of a meeting's input notes, with their outcomes. */
async function calls(): Promise<unknown[]> {
  const root = vaultDir.root;
  const vault = await openVault(root, await loadConfig({ vault: root }));
  const design = { path: DESIGN, date: '2026-03-10' };
  const check = (rel: string, checkDate = true) =>
    outcome(() => foreignInputRefusal(vault, rel, design, checkDate));
  return [
    await check('Transcripts/2026-03-10 Remote control functional design.md'),
    await check('Transcripts/copied.md'),
    await check('Transcripts/2026-03-01 dated.md'),
    await check('Transcripts/2026-03-01 dated.md', false),
    await check('Transcripts/long-head.md'),
    await check('Transcripts/empty.md'),
    await check('Transcripts/folder.md'),
    await check('Transcripts/missing.md'),
    await outcome(async () => {
      const meeting = await readMeeting(vault, KICKOFF);
      return [meeting.links, meeting.userNotes, meeting.unresolved];
    }),
  ];
}

describe('P84 useBlockingFs: the heads of a meeting input notes without the thread pool', () => {
  it('P84: the other-meeting checks of transcript and usernotes give the same results and make no thread-pool request', async () => {
    expect(blockingFs()).toBe(false);
    const { threaded, blocking } = await inBothModes(calls);
    // The reference run does use the thread pool (else the count below would prove nothing).
    expect(threaded.requests).toBeGreaterThan(0);
    // Blocking: the same results and refusals, and no request in the thread pool.
    expect(blocking).toEqual({ results: threaded.results, requests: 0 });
    const [own, copied, dated, undated, longHead, empty] = blocking.results as { ok?: unknown }[];
    expect(own).toEqual({ ok: null });
    expect(String(copied?.ok)).toContain('belongs to Meetings/2026-03-09 Remote control kickoff.md');
    expect(String(dated?.ok)).toContain('is dated 2026-03-01');
    expect(undated).toEqual({ ok: null });
    expect(longHead).toEqual({ ok: null });
    expect(empty).toEqual({ ok: null });
    expect(JSON.stringify(blocking.results[8])).toContain('Transcripts/2026-03-09 Remote control kickoff.md');
  });
});
