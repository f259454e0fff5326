/**
 * L75: a subtitle cue holding a dialogue — two people in one subtitle, each line opening with a
 * dialogue dash (`- Hi there.` / `- Hello.`, SRT and WebVTT from broadcasters and streaming) or `>>`
 * (closed captions) — was imported as one turn of one speaker: `Hi there. Hello.`, two people's
 * words under one name or joined into one line. Each marked line is now a turn of its own; a line
 * with no name is kept without a speaker, as a turn of its own (as the importer keeps a speaker it
 * cannot read, review N1). WebVTT, SRT, SBV and unnamed ASS files (the formats read through one cue
 * splitter) imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (dialogue cues); issue #10 item 1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** Cues (lines joined by `\n`), one every two seconds from 00:00:01. */
const CUES = [
  'Welcome everyone.',
  '- Hi there.\n- Hello.',
  '- Ann Lee: Shall we start?\n- Sure, the agenda\nhas three items.',
  '>> Is the budget in?\n>> Not yet.',
  '- Just me, on a line\nthat wraps.',
  'First the roadmap.\n- Agreed.',
  '-5 degrees outside.\n-20% budget cut.',
];

/** The transcript lines the cues must give, in order. */
const EXPECTED = [
  '[00:00:01] Welcome everyone.',
  '[00:00:03] Hi there.',
  '[00:00:03] Hello.',
  '[00:00:05] **Ann Lee:** Shall we start?',
  '[00:00:05] Sure, the agenda has three items.',
  '[00:00:07] Is the budget in?',
  '[00:00:07] Not yet.',
  '[00:00:09] Just me, on a line that wraps.',
  '[00:00:11] First the roadmap.',
  '[00:00:11] Agreed.',
  '[00:00:13] -5 degrees outside. -20% budget cut.',
];

const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;
const sbvClock = (s: number) => `0:00:${String(s).padStart(2, '0')}.000`;

const FILES: Record<string, string> = {
  'call.srt': CUES.map(
    (t, i) => `${i + 1}\n${clock(i * 2 + 1, ',')} --> ${clock(i * 2 + 2, ',')}\n${t}\n`,
  ).join('\n'),
  'call.vtt': `WEBVTT\n\n${CUES.map((t, i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n${t}\n`).join('\n')}`,
  'call.sbv': CUES.map((t, i) => `${sbvClock(i * 2 + 1)},${sbvClock(i * 2 + 2)}\n${t}\n`).join('\n'),
  'call.ass': `[Script Info]\nTitle: x\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${CUES.map(
    (t, i) =>
      `Dialogue: 0,0:00:${String(i * 2 + 1).padStart(2, '0')}.00,0:00:${String(i * 2 + 2).padStart(2, '0')}.00,Default,,0,0,0,,${t.replace(/\n/g, '\\N')}\n`,
  ).join('')}`,
};

describe('L75: a dialogue in one cue becomes one turn per person', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l75-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, text] of Object.entries(FILES)) {
    it(`L75: ${name}: "- Hi there." / "- Hello." are two turns; an unnamed one has no speaker`, async () => {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `L75 ${name}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const lines = note
        .slice(note.indexOf('\n---\n') + 5)
        .split('\n')
        .filter((line) => line.startsWith('['));
      expect(lines).toEqual(EXPECTED);
    });
  }

  it('L75: a WebVTT voice span names the first person of its dialogue, not the second', async () => {
    const file = path.join(src.root, 'voices.vtt');
    await writeFile(
      file,
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Mira Solberg>- Are we done?\n- Yes.</v>\n\n00:00:03.000 --> 00:00:04.000\n<v Mira Solberg>- Then thanks.</v>\n<v Bob Stone>- Bye.</v>\n',
    );
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'L75 voices' });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    expect(note.split('\n').filter((line) => line.startsWith('['))).toEqual([
      '[00:00:01] **Mira Solberg:** Are we done?',
      '[00:00:01] Yes.',
      '[00:00:03] **Mira Solberg:** Then thanks.',
      '[00:00:03] **Bob Stone:** Bye.',
    ]);
  });
});
