/**
 * F7 (newcomer review, session 29): in a real Obsidian vault whose meetings live in `Meeting Notes/`
 * (no `Meetings/`), `ma summarize "Meeting Notes/2026-12-01 Standup.md"` — a path that exists — said
 * `not found in …/Meetings; it has no meeting notes yet; add one (see \`ma init\`)` (`ma init` makes
 * no meeting notes). Now every form naming that note (vault-relative with or without `.md`, other case,
 * NFD, absolute, relative to the working folder, a wikilink, the bare name) is answered with where the
 * note is and the setting that makes its folder the meetings folder, nothing written; following that
 * advice summarizes it. The built `ma`, offline engine, temp folders.
 * Spec: docs/vault-format.md, Configuration (`folders.meetings`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';

const NAME = '2026-12-01 Café standup';

describe('F7: a meeting note outside the meetings folder', () => {
  let dir: string;
  let vault: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ma-f7-'));
    vault = join(dir, 'ob1');
    await mkdir(join(vault, '.obsidian'), { recursive: true });
    await mkdir(join(vault, 'Meeting Notes'));
    await writeFile(
      join(vault, 'Meeting Notes', `${NAME}.md`),
      '---\ndate: 2026-12-01\ntags: [meeting]\n---\n# Standup\n\nAlice: we ship friday\nBob: I will fix the login bug\n',
    );
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('F7: every path form and the name name the note and the folders.meetings setting; the setting then works', async () => {
    const before = await snapshot(dir);
    const forms: [string, string][] = [
      [`Meeting Notes/${NAME}.md`, vault],
      [`Meeting Notes/${NAME}`, vault],
      [`meeting notes/${NAME.toUpperCase()}`, vault],
      [`Meeting Notes/${NAME}`.normalize('NFD'), vault],
      [join(vault, 'Meeting Notes', `${NAME}.md`), dir],
      [`ob1/Meeting Notes/${NAME}.md`, dir],
      [`[[Meeting Notes/${NAME}]]`, vault],
      [NAME, vault],
    ];
    for (const [ref, cwd] of forms) {
      const run = await runMa(['summarize', ref, '--vault', vault], { cwd });
      expect(run.code, ref).toBe(2);
      expect(run.stderr, ref).toContain(
        `is not a meeting note: Meeting Notes/${NAME}.md is outside the meetings folder (Meetings/, which does not exist in this vault): to summarize the notes of Meeting Notes/, set "folders": {"meetings": "Meeting Notes"} in meeting-assistant.json, or move the note into Meetings/`,
      );
      expect(run.stderr, ref).not.toContain('ma init');
    }
    expect(await snapshot(dir)).toEqual(before);

    // No note of that name anywhere: the missing meetings folder and the setting are named, not `ma init` alone.
    const nope = await runMa(['summarize', 'nope', '--vault', vault]);
    expect(nope.code).toBe(2);
    expect(nope.stderr).toContain(
      'set folders.meetings in meeting-assistant.json to the folder that holds them',
    );

    await writeFile(join(vault, 'meeting-assistant.json'), '{"folders": {"meetings": "Meeting Notes"}}\n');
    const ok = await runMa(['summarize', `Meeting Notes/${NAME}.md`, '--vault', vault]);
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain(join(vault, 'Summaries', `${NAME}.md`));
  }, 120_000);
});
