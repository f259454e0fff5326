/**
 * reviewA T9: `ma import` (core `importTranscript`) took the first `-` of a subtitle line for a dialogue
 * dash whatever followed it: `-5 degrees outside` was imported as `5 degrees outside`, `-20% budget
 * cut` as `20% budget cut`, `---` as `--` — the transcript a summary cites said the opposite of what
 * was said. A dialogue dash is now `-`/`–` before white space, a letter or an opening quote (`- Hi`,
 * `-Hi`, `- Name: …`), or `>>`; a minus sign or a longer dash stays. WebVTT, SRT, SBV and ASS files
 * (the formats read through one cue splitter) imported into a temp copy of the sample vault.
 * Spec: docs/transcript-import.md (a transcript keeps what was said); issue #10 item 1.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

/** Cue texts, one per cue, and the spoken text each must keep. */
const SPOKEN: [cue: string, kept: string][] = [
  ['-5 degrees outside.', '-5 degrees outside.'],
  ['-20% budget cut.', '-20% budget cut.'],
  ['---', '---'],
  ['-- so we wait.', '-- so we wait.'],
  ['- Dialogue dash with a space.', 'Dialogue dash with a space.'],
  ['-Netflix style dash.', 'Netflix style dash.'],
  ['>> Caption marker.', 'Caption marker.'],
];

const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;

/** One file per format, a cue each (WebVTT and ASS name the speaker; SRT and SBV cues are bare lines). */
const FILES: Record<string, string> = {
  'call.vtt': `WEBVTT\n\n${SPOKEN.map(([t], i) => `${clock(i * 2 + 1, '.')} --> ${clock(i * 2 + 2, '.')}\n<v Mira Solberg>${t}\n`).join('\n')}`,
  'call.srt': SPOKEN.map(
    ([t], i) => `${i + 1}\n${clock(i * 2 + 1, ',')} --> ${clock(i * 2 + 2, ',')}\n${t}\n`,
  ).join('\n'),
  'call.sbv': SPOKEN.map(
    ([t], i) =>
      `0:00:${String(i * 2 + 1).padStart(2, '0')}.000,0:00:${String(i * 2 + 2).padStart(2, '0')}.000\n${t}\n`,
  ).join('\n'),
  'call.ass': `[Script Info]\nTitle: x\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n${SPOKEN.map(
    ([t], i) =>
      `Dialogue: 0,0:00:${String(i * 2 + 1).padStart(2, '0')}.00,0:00:${String(i * 2 + 2).padStart(2, '0')}.00,Default,Mira Solberg,0,0,0,,${t}\n`,
  ).join('')}`,
};

describe('T9: ma import keeps minus signs and long dashes; only a dialogue dash is removed', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-t9-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [name, text] of Object.entries(FILES)) {
    it(`T9: ${name}: -5, -20%, ---, -- kept; "- ", "-Word", ">> " removed`, async () => {
      const file = path.join(src.root, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
      const result = await importTranscript(vault, { file, date: '2026-11-30', title: `T9 ${name}` });
      const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
      const body = note.slice(note.indexOf('\n---\n') + 5);
      for (const [, kept] of SPOKEN) expect(body, body).toContain(kept);
      expect(body).not.toMatch(/(^|[^-])5 degrees|(^|[^-])20% budget/m);
      // ASS names the speaker in its Name field and keeps a line's text as written.
      if (name !== 'call.ass') expect(body).not.toMatch(/- Dialogue|-Netflix|>>/);
    });
  }
});
