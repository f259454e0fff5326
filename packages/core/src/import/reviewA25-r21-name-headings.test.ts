/**
 * reviewA R21 (session 25): text exports whose speaker heading line the line reader alone could not
 * tell from speech. Otter's .txt exported without timestamps (a name alone above each paragraph) was
 * refused as "no speaker or time found"; `[0:03] Ann Lee` headings (the time first) imported with exit 0
 * as `[00:00:03] Ann Lee Good morning …` — the name glued into the speech, no speaker, no attendee; and
 * Markdown `**Ann Lee** (00:00:03)` headings made a turn of the time and left every paragraph without
 * a speaker. Now each is a heading: the speaker of the paragraph below, with its time when written.
 * Real files imported into a temp sample vault.
 * Spec: docs/transcript-import.md (Formats, `text`); reviewA R21.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const OTTER_NO_TIMES =
  'Ann Lee\nGood morning everyone, let us start with the budget.\n\n' +
  'Bob Stone\nThe budget is approved. We will ship on Friday.\n\n' +
  'Ann Lee\nGreat. Bob will send the report tomorrow.\n\n' +
  'Transcribed by https://otter.ai\n';
const TIME_FIRST =
  '[0:03] Ann Lee\nGood morning everyone, let us start with the budget.\n\n' +
  '[0:12] Bob Stone\nThe budget is approved. We will ship on Friday.\n\n' +
  '[1:05] Ann Lee\nGreat.\n';
const BOLD =
  '## Weekly sync\n\n### Transcript\n\n' +
  '**Ann Lee** (00:00:03)\nGood morning everyone, let us start with the budget.\n\n' +
  '**Bob Stone** (00:00:12)\nThe budget is approved. We will ship on Friday.\n\n' +
  '**Ann Lee** (00:01:05)\nGreat. Bob will send the report tomorrow.\n';

describe('R21: speaker headings of a name alone, a time first, a bold name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r21-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importFile(name: string, content: string) {
    const file = path.join(src.root, name);
    await writeFile(file, content);
    const result = await importTranscript(vault, { file, date: '2026-12-04', title: name.replace('.', ' ') });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { result, meeting, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it("R21: Otter's export without timestamps imports with its speakers as attendees (was refused)", async () => {
    const { result, meeting, body } = await importFile('otter.txt', OTTER_NO_TIMES);
    expect(body).toEqual([
      '**Ann Lee:** Good morning everyone, let us start with the budget.',
      '**Bob Stone:** The budget is approved. We will ship on Friday.',
      '**Ann Lee:** Great. Bob will send the report tomorrow.',
    ]);
    expect(result.speakers).toEqual(['Ann Lee', 'Bob Stone']);
    expect(meeting).toContain('attendees:\n  - Ann Lee\n  - Bob Stone\n');
  });

  it('R21: a time before the name is the heading of the paragraph below, with its time; a one-word reply stays speech', async () => {
    const { result, body } = await importFile('timefirst.txt', TIME_FIRST);
    expect(body).toEqual([
      '[00:00:03] **Ann Lee:** Good morning everyone, let us start with the budget.',
      '[00:00:12] **Bob Stone:** The budget is approved. We will ship on Friday.',
      '[00:01:05] **Ann Lee:** Great.',
    ]);
    expect(result.speakers).toEqual(['Ann Lee', 'Bob Stone']);
  });

  it('R21: a bold name with its time in parentheses (Markdown notes) heads its paragraph', async () => {
    const { result, body } = await importFile('notes.md', BOLD);
    expect(body).toEqual([
      '[00:00:03] **Ann Lee:** Good morning everyone, let us start with the budget.',
      '[00:00:12] **Bob Stone:** The budget is approved. We will ship on Friday.',
      '[00:01:05] **Ann Lee:** Great. Bob will send the report tomorrow.',
    ]);
    expect(result.speakers).toEqual(['Ann Lee', 'Bob Stone']);
  });

  it('R21 guard: a document whose paragraphs seldom start with a short title line is not read as headings', async () => {
    const doc =
      'Ann Lee: We start with the budget.\nBob Stone: It is approved.\n\n' +
      'Budget Review\nAnn Lee: Costs are down.\nBob Stone: Good.\n\n' +
      'Ann Lee: Next, hiring.\nBob Stone: Two people start in May.\n\n' +
      'Ann Lee: Anything else?\nBob Stone: No.\n';
    const { body } = await importFile('doc.txt', doc);
    expect(body).toContain('Budget Review');
    expect(body.filter((line) => line.includes('**Budget Review:**'))).toEqual([]);
  });
});
