/**
 * L85: Zoom chat lines read their sender only after a bare `hh:mm:ss`: the same lines with the time
 * in brackets or parentheses, as chat copies pasted into notes and other tools write them
 * (`[00:05:12] From  Ann Lee : text`), kept `From  Ann Lee : text` as words without a speaker; and
 * `From Ann Lee To Everyone:` (other casing), `to Everyone :` (a space before the colon), or a
 * direct message `to Me (Direct Message) :` were not read either. Each variant now names its sender.
 * Imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (text exports); L76; L85.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const CHAT = [
  '[00:05:12] From  Ann Lee : first text',
  '[00:05:20] From Bob Stone to Everyone: same line text',
  '(00:05:30) From  Ann Lee  to  Everyone : spaced out',
  '00:05:40 From Bob Stone to Ann Lee (Direct Message): hi',
  '00:05:50 From Ann Lee To Everyone:',
  '\tindented message',
  '[00:06:00] From Bob Stone to Me (Direct Message) : hi me',
  '00:06:10 From Ann Lee to Waiting Room Participants : please wait',
  '00:06:20 From Bob Stone to Ann Lee(privately): psst',
  '[00:06:30] From Ann Lee to everyone:',
  '\tlower case everyone',
  '[00:07:00] Cara Diaz: we ship',
  '[00:07:05] From Monday to Friday: every week.',
  '',
].join('\n');

const EXPECTED = [
  '[00:05:12] **Ann Lee:** first text',
  '[00:05:20] **Bob Stone:** same line text',
  '[00:05:30] **Ann Lee:** spaced out',
  '[00:05:40] **Bob Stone:** hi',
  '[00:05:50] **Ann Lee:** indented message',
  '[00:06:00] **Bob Stone:** hi me',
  '[00:06:10] **Ann Lee:** please wait',
  '[00:06:20] **Bob Stone:** psst',
  '[00:06:30] **Ann Lee:** lower case everyone',
  '[00:07:00] **Cara Diaz:** we ship',
  '[00:07:05] From Monday to Friday: every week.',
];

describe('L85: every Zoom chat line variant names its sender', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l85-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('L85: bracketed or parenthesised times, double spaces, "To Everyone", "Everyone :", direct messages: each turn has its sender', async () => {
    const file = path.join(src.root, 'chat.txt');
    await writeFile(file, CHAT);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'L85 chat' });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const lines = note
      .slice(note.indexOf('\n---\n') + 5)
      .split('\n')
      .filter((line) => line.startsWith('['));
    expect(lines).toEqual(EXPECTED);
  });
});
