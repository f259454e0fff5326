/**
 * Review 11 X18: a summary renamed or moved outside Obsidian is found again by what identifies it —
 * a product summary (generated_by / content_hash) under the summaries folder whose `meeting:` link
 * names the meeting — so a run can say two summaries of one meeting exist. Real files on a
 * sample-vault copy.
 * Spec: docs/vault-format.md, Summary note; review11 X18.
 */
import { mkdir, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { commitSummary, otherSummariesOf } from './index.js';

const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;
const SUMMARY = `Summaries/${NAME}.md`;

let dir: TempDir;
let vault: Vault;
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('X18: other summaries of one meeting', () => {
  it('X18: a summary renamed or moved into a subfolder is found by its meeting: link; user notes and other meetings are not', async () => {
    await commitSummary(vault, await readMeeting(vault, MEETING), {
      frontmatter: { meeting: `[[Meetings/${NAME}]]`, generated_by: 'meeting-assistant' },
      body: '## Summary\n- first\n',
    });
    expect(await otherSummariesOf(vault, MEETING, SUMMARY)).toEqual([]);
    await rename(path.join(dir.root, SUMMARY), path.join(dir.root, 'Summaries/FD old.md'));
    await mkdir(path.join(dir.root, 'Summaries/2026'), { recursive: true });
    // A bare-name link, a hash-only note (no generated_by), in a subfolder.
    await writeFile(
      path.join(dir.root, 'Summaries/2026/copy.md'),
      `---\nmeeting: "[[${NAME}]]"\ncontent_hash: "sha256:00"\n---\n## Summary\n- copy\n`,
    );
    // Not found: the user's own note tied to the meeting, another meeting's summary, a symlink.
    await writeFile(
      path.join(dir.root, 'Summaries/mine.md'),
      `---\nmeeting: "[[Meetings/${NAME}]]"\n---\nmine\n`,
    );
    await symlink(path.join(dir.root, 'Summaries/FD old.md'), path.join(dir.root, 'Summaries/link.md'));
    expect(await otherSummariesOf(vault, MEETING, SUMMARY)).toEqual([
      'Summaries/2026/copy.md',
      'Summaries/FD old.md',
    ]);
    // The note a run writes is never listed, whatever its spelling.
    expect(await otherSummariesOf(vault, MEETING, 'summaries/fd OLD.md')).toEqual(['Summaries/2026/copy.md']);
    expect(
      await otherSummariesOf(vault, 'Meetings/2026-03-09 Remote control kickoff.md', 'Summaries/x.md'),
    ).toEqual(['Summaries/2026-03-09 Remote control kickoff.md']);
  });
});
