/**
 * Review 4, P3 and P4: two subtitle shapes people really have.
 * - Rolling auto-captions (YouTube, yt-dlp `--write-auto-subs`, Google Meet/Stream): each cue
 *   repeats the previous cue's last line, plus 10 ms "hold" cues of that line alone, and
 *   karaoke-timed words. The repeated line is read once; a warning says how many were dropped.
 * - SRT (and WebVTT) without blank lines between cues: a cue number and timing line right after
 *   the text start a new cue (what players do), never spoken text; a warning counts them.
 * Spec: docs/transcript-import.md (rolling captions; cues not separated by blank lines).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const ROLLING = `WEBVTT
Kind: captions
Language: en

00:00:00.000 --> 00:00:02.350 align:start position:0%
 
so<00:00:00.320><c> we</c><00:00:00.480><c> decided</c><00:00:00.800><c> to</c><00:00:01.000><c> ship</c>

00:00:02.350 --> 00:00:02.360 align:start position:0%
so we decided to ship
 

00:00:02.360 --> 00:00:05.120 align:start position:0%
so we decided to ship
the<00:00:02.600><c> rubber</c><00:00:02.900><c> casing</c><00:00:03.200><c> next</c><00:00:03.500><c> week</c>

00:00:05.120 --> 00:00:05.130 align:start position:0%
the rubber casing next week
 

00:00:05.130 --> 00:00:08.000 align:start position:0%
the rubber casing next week
Tove<00:00:05.400><c> will</c><00:00:05.700><c> send</c><00:00:06.000><c> the</c><00:00:06.300><c> quote</c><00:00:06.600><c> by</c><00:00:06.900><c> Friday</c>
`;

describe('P3/P4: rolling captions and cues without blank lines', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-p3-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  /** Imports `text` as `name`; resolves with the transcript body lines and the warnings. */
  async function importText(name: string, text: string, title: string) {
    const file = path.join(src.root, name);
    await writeFile(file, text);
    const result = await importTranscript(vault, { file, title, date: '2026-05-01' });
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const body = note
      .slice(note.indexOf('\n---\n', 4) + 5)
      .trim()
      .split('\n');
    return { body, warnings: result.warnings };
  }

  it('P3: each phrase of a rolling auto-caption file is read once, with a warning', async () => {
    const { body, warnings } = await importText('yt.vtt', ROLLING, 'YT');
    expect(body.join('\n')).toBe(
      '[00:00:00] so we decided to ship the rubber casing next week Tove will send the quote by Friday',
    );
    expect(warnings.join('\n')).toMatch(
      /rolling captions: 4 lines repeated from the cue before were read once/,
    );
  });

  it('P3: an ordinary file whose cues repeat a short reply ("Yes.") keeps every one', async () => {
    const { body, warnings } = await importText(
      'yes.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ann>Yes.\n\n00:00:02.000 --> 00:00:03.000\n<v Bob>Yes.\n\n00:00:03.000 --> 00:00:04.000\n<v Bob>Yes.\n',
      'Yes',
    );
    expect(body.join('\n')).toBe('[00:00:01] **Ann:** Yes.\n[00:00:02] **Bob:** Yes. Yes.');
    expect(warnings.join('\n')).not.toMatch(/rolling/);
  });

  it('P4: SRT and WebVTT cues without blank lines are separate cues with their own times, never spoken text', async () => {
    const srt = await importText(
      'noblank.srt',
      '1\n00:00:01,000 --> 00:00:03,000\nANN: We decided to ship.\n2\n00:00:04,000 --> 00:00:06,000\nBOB: Fine.\n3\n00:00:07,000 --> 00:00:09,000\nANN: Next week.\n',
      'N',
    );
    expect(srt.body).toEqual([
      '[00:00:01] **Ann:** We decided to ship.',
      '[00:00:04] **Bob:** Fine.',
      '[00:00:07] **Ann:** Next week.',
    ]);
    expect(srt.warnings.join('\n')).toMatch(/2 cues not separated from the one before by a blank line/);
    const vtt = await importText(
      'noblank.vtt',
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Ann>We decided to ship.\n00:00:04.000 --> 00:00:06.000\n<v Bob>Fine.\n',
      'V',
    );
    expect(vtt.body).toEqual(['[00:00:01] **Ann:** We decided to ship.', '[00:00:04] **Bob:** Fine.']);
    expect(vtt.warnings.join('\n')).toMatch(/1 cue not separated from the one before by a blank line/);
  });
});
