/**
 * Newcomer session 35 F1: a note macOS evicted to iCloud ("Optimize Mac Storage") is not on this
 * device; only its placeholder `.<name>.icloud` is in its folder. Reads said so (R37, L111), but a
 * write CREATED the note anew next to the placeholder: `ma summarize` wrote a new summary over a
 * hand-edited one still in iCloud (rc 0, no word), `ensureContextNote` started a new run history, and
 * `write_projectfile` answered `created Projects/…/decisions.md`. When the real file downloads it
 * collides with the new one. Now every atomic write of a missing file whose placeholder is there is
 * refused (`ProtectedFileError` `not-on-this-device`), nothing written. Real files on a sample-vault copy.
 * Spec: docs/atomic-writes.md (Files evicted to iCloud); docs/hostile-cases.md (iCloud placeholders).
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitSummary, ensureContextNote } from '../artifacts/index.js';
import { loadConfig } from '../config/index.js';
import { ProtectedFileError } from '../errors/protected-file-error.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { editFileAtomic } from './edit-file-atomic.js';
import { writeFileAtomic } from './write-file-atomic.js';

const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(() => dir.cleanup());

const abs = (rel: string): string => path.join(dir.root, ...rel.split('/'));

/** Evicts `rel` as iCloud does: the file goes, `.<name>.icloud` stays in its folder. */
async function evict(rel: string): Promise<void> {
  const placeholder = path.join(path.dirname(abs(rel)), `.${path.basename(rel)}.icloud`);
  await rename(abs(rel), placeholder);
}

async function expectNotOnThisDevice(write: () => Promise<unknown>, rel: string): Promise<void> {
  const error = await write().then(
    () => null,
    (e: unknown) => e,
  );
  expect(ProtectedFileError.isInstance(error)).toBe(true);
  expect((error as ProtectedFileError).reason).toBe('not-on-this-device');
  expect((error as Error).message).toContain(
    `is not on this device: only iCloud Drive's placeholder .${path.basename(rel)}.icloud is here`,
  );
  expect((error as Error).message).toMatch(/; nothing was written$/);
}

describe('F1: a note evicted to iCloud is never written anew', () => {
  it('F1: writeFileAtomic and editFileAtomic refuse a missing file whose placeholder is there; nothing written, no temp file', async () => {
    const rel = 'Projects/remote-control/decisions.md';
    await evict(rel);
    const before = await readdir(path.dirname(abs(rel)));
    await expectNotOnThisDevice(() => writeFileAtomic(abs(rel), 'new\n'), rel);
    await expectNotOnThisDevice(() => editFileAtomic(abs(rel), (text) => `${text ?? ''}new\n`), rel);
    expect(await readdir(path.dirname(abs(rel)))).toEqual(before);
    // Without a placeholder a missing file is created as before.
    await writeFileAtomic(abs('Projects/remote-control/new.md'), 'fresh\n');
    expect(await readFile(abs('Projects/remote-control/new.md'), 'utf8')).toBe('fresh\n');
  });

  it('F1: commitSummary refuses when the summary is in iCloud: no summary written, the meeting note unchanged', async () => {
    const meeting = await readMeeting(vault, MEETING);
    await commitSummary(vault, meeting, {
      frontmatter: { meeting: `[[Meetings/${NAME}]]`, generated_by: 'meeting-assistant' },
      body: '## Summary\n- my hand-edited summary\n',
    });
    const summary = `Summaries/${NAME}.md`;
    await evict(summary);
    const meetingBytes = await readFile(abs(MEETING));
    const folder = await readdir(abs('Summaries'));
    await expectNotOnThisDevice(
      async () =>
        commitSummary(vault, await readMeeting(vault, MEETING), {
          frontmatter: { meeting: `[[Meetings/${NAME}]]`, generated_by: 'meeting-assistant' },
          body: '## Summary\n- a new run\n',
        }),
      summary,
    );
    expect(await readdir(abs('Summaries'))).toEqual(folder);
    expect((await readFile(abs(MEETING))).equals(meetingBytes)).toBe(true);
  });

  it('F1: ensureContextNote refuses when the context note (the run history) is in iCloud', async () => {
    const meeting = await readMeeting(vault, MEETING);
    const context = await ensureContextNote(vault, meeting);
    await evict(context);
    const folder = await readdir(path.dirname(abs(context)));
    await expectNotOnThisDevice(
      async () => ensureContextNote(vault, await readMeeting(vault, MEETING)),
      context,
    );
    expect(await readdir(path.dirname(abs(context)))).toEqual(folder);
    // A placeholder of ANOTHER name changes nothing: a file is written as usual.
    await writeFile(abs('Summaries/.other.md.icloud'), '');
    await writeFileAtomic(abs('Summaries/mine.md'), 'mine\n');
    expect(await readFile(abs('Summaries/mine.md'), 'utf8')).toBe('mine\n');
  });
});
