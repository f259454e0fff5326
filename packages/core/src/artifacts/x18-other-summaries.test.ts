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
import { commitSummary, locateSummary, otherSummariesOf } from './index.js';

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

  it('X18 leftover: locateSummary follows a summary renamed without its link, in every meeting: link spelling; two claimants are said, not chosen', async () => {
    const write = (rel: string, text: string) => writeFile(path.join(dir.root, rel), text);
    const nfc = 'Caf\u00e9 review';
    await write(`Meetings/${nfc}.md`, '---\ntitle: Cafe review\nstatus: ended\n---\nnotes\n');
    const spellings: [string, string][] = [
      [NAME, `"[[Meetings/${NAME}]]"`],
      [NAME, `"[[${NAME.toLowerCase()}]]"`],
      [NAME, `"[[Meetings/${NAME}#Decisions|the meeting]]"`],
      [NAME, `"[[Meetings/${NAME}.md]]"`],
      [NAME, `"[the meeting](Meetings/${NAME.replaceAll(' ', '%20')}.md)"`],
      [NAME, `"[the meeting](<Meetings/${NAME}.md>)"`],
      [nfc, `"[[Meetings/${nfc.normalize('NFD')}]]"`],
      [nfc, `"[[${nfc.toUpperCase().normalize('NFD')}]]"`],
    ];
    for (const [name, link] of spellings) {
      const meeting = await readMeeting(vault, `Meetings/${name}.md`);
      // Nothing at the linked (default) path, no claimant: a new note there.
      expect(await locateSummary(vault, meeting)).toEqual({ kind: 'none', path: `Summaries/${name}.md` });
      await write(
        'Summaries/Renamed by hand.md',
        `---\nmeeting: ${link}\ngenerated_by: meeting-assistant\n---\n## Summary\n- a\n`,
      );
      expect(await locateSummary(vault, meeting), link).toEqual({
        kind: 'renamed',
        path: 'Summaries/Renamed by hand.md',
      });
      // A second claimant: none is chosen.
      await mkdir(path.join(dir.root, 'Summaries/old'), { recursive: true });
      await write(
        'Summaries/old/copy.md',
        `---\nmeeting: ${link}\ncontent_hash: "sha256:00"\n---\n## Summary\n- b\n`,
      );
      expect(await locateSummary(vault, meeting), link).toEqual({
        kind: 'several',
        path: `Summaries/${name}.md`,
        paths: ['Summaries/Renamed by hand.md', 'Summaries/old/copy.md'],
      });
      // The linked note exists: it is the summary, whoever else claims the meeting.
      await write(`Summaries/${name}.md`, `---\nmeeting: ${link}\ngenerated_by: meeting-assistant\n---\nx\n`);
      expect(await locateSummary(vault, meeting)).toEqual({ kind: 'linked', path: `Summaries/${name}.md` });
      for (const rel of [`Summaries/${name}.md`, 'Summaries/Renamed by hand.md', 'Summaries/old/copy.md'])
        await rename(path.join(dir.root, rel), path.join(dir.root, `${rel}.bak`));
    }
  });
});
