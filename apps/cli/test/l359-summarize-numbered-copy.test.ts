/**
 * Leftovers L359 (session 44): the daemon leaves a numbered copy of a meeting note alone (R201:
 * `Name (1).md` / `Name 2.md` beside `Name.md`, linking the same transcript — in any form the link
 * takes), but `ma summarize "Name (1)"` summarised it: a second summary of one transcript (a second
 * paid run) and the copy rewritten. Now `ma summarize` asks, as docs/hostile-cases.md says ("is it a
 * copy …? if it is a meeting of its own, link its own transcript"), and writes nothing; the original
 * and a `Name 2` with a transcript of its own are summarized as before.
 * Built `ma`, a temp vault, every file hashed before and after.
 * Spec: docs/hostile-cases.md (sync-conflict copies); apps/daemon/README.md (trigger rule 2).
 */
import { link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { vaultSnapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const NAME = '2026-12-01 Alpha sync';

const note = (link: string) =>
  `---\ntitle: Alpha sync\ndate: 2026-12-01\nstatus: ended\ntranscript: "${link}"\n---\nNotes typed during the meeting.\n`;
const talk = (what: string) =>
  `---\nlanguage: en\n---\n[00:00:00] **Alice Moreau:** We decided to use rubber for the ${what} casing.\n[00:00:07] **Ben Okafor:** Agreed, Ben sends the ${what} order on Friday.\n`;

describe('L359: ma summarize on a numbered copy of a meeting note', { timeout: 200_000 }, () => {
  let base = '';
  afterEach(async () => rm(base, { recursive: true, force: true }));

  it('L359: refused (asked whether it is a copy) for every link form, nothing written; the original and a second meeting run', async () => {
    base = await mkdtemp(join(os.tmpdir(), 'ma-l359-'));
    const root = join(base, 'vault');
    for (const f of ['Meetings', 'Transcripts', 'Summaries']) await mkdir(join(root, f), { recursive: true });
    await writeFile(join(root, 'meeting-assistant.json'), '{}\n');
    await writeFile(join(root, `Transcripts/${NAME}.md`), talk('alpha'));
    // A second name of the same file (a hard link): still the same transcript.
    await link(join(root, `Transcripts/${NAME}.md`), join(root, `Transcripts/${NAME} (same).md`));
    await writeFile(join(root, `Meetings/${NAME}.md`), note(`[[Transcripts/${NAME}]]`));
    const copies: Record<string, string> = {
      [`${NAME} (1)`]: `[[Transcripts/${NAME}]]`,
      [`${NAME} 3`]: `[[transcripts/${NAME.toLowerCase()}]]`,
      [`${NAME} (2)`]: `[${NAME}](Transcripts/${NAME.replace(/ /g, '%20')}.md)`,
      [`${NAME} 4`]: `[[Transcripts/${NAME} (same)]]`,
    };
    for (const [copy, l] of Object.entries(copies))
      await writeFile(join(root, `Meetings/${copy}.md`), note(l));
    const before = await vaultSnapshot(root);
    for (const copy of Object.keys(copies)) {
      const run = await runMa(['summarize', copy, '--vault', root, '--engine', 'extractive']);
      expect(run.code, `${copy}: ${run.stderr}`).toBe(1);
      expect(run.stderr).toContain(
        `Meetings/${copy}.md links the transcript of Meetings/${NAME}.md (Transcripts/${NAME}`,
      );
      expect(run.stderr).toContain(
        'if it is a meeting of its own, link its own transcript instead; nothing was written',
      );
    }
    expect(await vaultSnapshot(root)).toEqual(before);
    // A `Name 2` with a transcript of its own is a second meeting of the day; the original runs.
    await writeFile(join(root, `Transcripts/${NAME} 2.md`), talk('beta'));
    await writeFile(join(root, `Meetings/${NAME} 2.md`), note(`[[Transcripts/${NAME} 2]]`));
    for (const meeting of [NAME, `${NAME} 2`]) {
      const run = await runMa(['summarize', meeting, '--vault', root, '--engine', 'extractive']);
      expect(run.code, run.stderr).toBe(0);
    }
    expect((await readdir(join(root, 'Summaries'))).sort()).toEqual([`${NAME} 2.md`, `${NAME}.md`]);
  });
});
