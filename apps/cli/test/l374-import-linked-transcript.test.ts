/**
 * Leftovers L374: `ma import` of a transcript a meeting note already links — the not-UTF-8 one
 * `ma summarize` refuses (UTF-16 with or without its byte-order mark, Windows-1252) — made a SECOND
 * meeting (a new meeting note and transcript note beside the first, which still failed). Now the import
 * recognises the file as that meeting's transcript (by the file its link resolves to) and converts it to
 * UTF-8 in place for it: temp + rename, every character and line ending kept, the original bytes kept in
 * `.trash/`, no note created; `ma summarize` of the meeting then runs. A UTF-8 transcript so linked is
 * refused naming its meeting (nothing to convert, nothing written); so are meeting options, which would not
 * apply. The built `ma` as a child process on a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (A transcript a meeting already links, L374).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const TEXT =
  '[00:00:01] **Ann:** We decided to move the café launch to March.\r\n[00:00:09] **Bob:** I will send the budget plan by Friday.\r\n';
const be = (b: Buffer) => Buffer.from(b).swap16();
const ENCODED: [string, Buffer, string][] = [
  ['utf16le-bom', Buffer.from(`\ufeff${TEXT}`, 'utf16le'), 'UTF-16 LE'],
  ['utf16be-bom', be(Buffer.from(`\ufeff${TEXT}`, 'utf16le')), 'UTF-16 BE'],
  ['utf16le-bare', Buffer.from(TEXT, 'utf16le'), 'UTF-16 LE without a byte-order mark'],
  ['utf16be-bare', be(Buffer.from(TEXT, 'utf16le')), 'UTF-16 BE without a byte-order mark'],
  ['cp1252', Buffer.from(TEXT, 'latin1'), 'Windows-1252'],
];

describe('L374: ma import of a transcript a meeting already links', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const at = (rel: string) => join(vault.root, rel);
  const meetingFor = async (name: string, link: string) => {
    const meeting = `2026-03-16 Encoding ${name}`;
    await writeFile(
      at(`Meetings/${meeting}.md`),
      `---\ntitle: Encoding\ndate: 2026-03-16\nstatus: ended\ntranscript: "${link}"\n---\nnotes\n`,
    );
    return meeting;
  };

  it.each(ENCODED)(
    'L374: %s: converted to UTF-8 in place for its meeting, the original in the trash, no second meeting',
    async (name, bytes, from) => {
      await writeFile(at(`Transcripts/${name}.md`), bytes);
      // Linked in another spelling than the path given to ma import: the file is what counts.
      const meeting = await meetingFor(name, `[[transcripts/${name.toUpperCase()}]]`);
      const before = await runMa(['summarize', meeting, '--vault', vault.root]);
      expect(before.code).toBe(1);
      const meetings = (await readdir(at('Meetings'))).sort();
      const transcripts = (await readdir(at('Transcripts'))).sort();

      const dry = await runMa(['import', `Transcripts/${name}.md`, '--vault', vault.root, '--dry-run'], {
        cwd: vault.root,
      });
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stderr).toContain(`it would be converted from ${from} to UTF-8 in place`);
      expect(await readFile(at(`Transcripts/${name}.md`))).toEqual(bytes);

      const run = await runMa(['import', `Transcripts/${name}.md`, '--vault', vault.root], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(
        `converted Transcripts/${name}.md from ${from} to UTF-8 in place (Transcripts/${name}.md is the transcript of Meetings/${meeting}.md; no second meeting made; the original is kept as .trash/Transcripts/${name}.md)`,
      );
      expect(await readFile(at(`Transcripts/${name}.md`), 'utf8')).toBe(TEXT);
      expect(await readFile(at(`.trash/Transcripts/${name}.md`))).toEqual(bytes);
      expect((await readdir(at('Meetings'))).sort()).toEqual(meetings);
      expect((await readdir(at('Transcripts'))).sort()).toEqual(transcripts);

      const after = await runMa(['summarize', meeting, '--vault', vault.root]);
      expect(after.code, after.stderr).toBe(0);
      expect(await readFile(at(`Summaries/${meeting}.md`), 'utf8')).toContain('café');
    },
    300_000,
  );

  it('L374: a UTF-8 transcript a meeting links is refused naming the meeting; nothing written', async () => {
    await writeFile(at('Transcripts/plain.md'), TEXT);
    const meeting = await meetingFor('plain', '[[Transcripts/plain]]');
    const meetings = (await readdir(at('Meetings'))).sort();
    const run = await runMa(['import', at('Transcripts/plain.md'), '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Transcripts/plain.md is the transcript of Meetings/${meeting}.md: that meeting has its transcript, and importing it would make a second meeting; nothing was written`,
    );
    expect((await readdir(at('Meetings'))).sort()).toEqual(meetings);
    expect(await readFile(at('Transcripts/plain.md'), 'utf8')).toBe(TEXT);
  }, 120_000);

  // review2 V210: the whole kind: a meeting's notes note (usernotes:) is an input summarize refuses the
  // same way when it is not UTF-8, and its import made a second meeting of the user's notes.
  it('V210: a UTF-16 notes note a meeting links (usernotes:) is converted in place, no second meeting', async () => {
    const bytes = Buffer.from(`\ufeff${TEXT}`, 'utf16le');
    await writeFile(at('Notes/enc-notes.md'), bytes);
    const meeting = '2026-03-16 Encoding notes';
    await writeFile(
      at(`Meetings/${meeting}.md`),
      '---\ntitle: Encoding\ndate: 2026-03-16\nstatus: ended\nusernotes: "[[Notes/enc-notes]]"\n---\n',
    );
    const meetings = (await readdir(at('Meetings'))).sort();
    const transcripts = (await readdir(at('Transcripts'))).sort();
    const run = await runMa(['import', 'Notes/enc-notes.md', '--vault', vault.root], { cwd: vault.root });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(
      `converted Notes/enc-notes.md from UTF-16 LE to UTF-8 in place (Notes/enc-notes.md holds the notes of Meetings/${meeting}.md; no second meeting made; the original is kept as .trash/Notes/enc-notes.md)`,
    );
    expect(await readFile(at('Notes/enc-notes.md'), 'utf8')).toBe(TEXT);
    expect(await readFile(at('.trash/Notes/enc-notes.md'))).toEqual(bytes);
    expect((await readdir(at('Meetings'))).sort()).toEqual(meetings);
    expect((await readdir(at('Transcripts'))).sort()).toEqual(transcripts);

    await writeFile(at('Notes/plain-notes.md'), TEXT);
    await writeFile(
      at('Meetings/2026-03-16 Plain notes.md'),
      '---\ntitle: Plain\ndate: 2026-03-16\nstatus: ended\nusernotes: "[[Notes/plain-notes]]"\n---\n',
    );
    const plain = await runMa(['import', at('Notes/plain-notes.md'), '--vault', vault.root]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain(
      'Notes/plain-notes.md holds the notes of Meetings/2026-03-16 Plain notes.md: that meeting has its notes, and importing it would make a second meeting; nothing was written',
    );
    expect((await readdir(at('Meetings'))).length).toBe(meetings.length + 1);
    expect((await readdir(at('Transcripts'))).sort()).toEqual(transcripts);
  }, 180_000);

  it('L374: meeting options with a linked transcript are refused, nothing changed', async () => {
    const bytes = Buffer.from(`\ufeff${TEXT}`, 'utf16le');
    await writeFile(at('Transcripts/opts.md'), bytes);
    await meetingFor('opts', '[[Transcripts/opts]]');
    const run = await runMa(['import', at('Transcripts/opts.md'), '--vault', vault.root, '--title', 'Other']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('so --title would not apply; nothing was written');
    expect(await readFile(at('Transcripts/opts.md'))).toEqual(bytes);
    expect(await readFile(at('.trash/Transcripts/opts.md')).catch(() => null)).toBeNull();
  }, 120_000);
});
