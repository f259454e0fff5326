/**
 * R101 (newcomer2): a WebVTT file whose timing lines have `,` before the milliseconds
 * (`00:00:01,000 --> 00:00:03,000`, as SRT converters write them) was refused: "every cue was
 * skipped by the parser … start `00:00:01,000` is not a time", while an SRT file with `.` there is
 * read. Its cues are read now; the cue settings after the times stay settings, never speech.
 * Spec: issue #10 item 1 (WebVTT, Zoom and Teams); docs/transcript-import.md.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('R101: WebVTT cue times with a comma before the milliseconds', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r101-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R101: every cue is read, at its time; settings with a comma are not speech', async () => {
    const file = path.join(src.root, 'comma.vtt');
    await writeFile(
      file,
      'WEBVTT\n\n00:00:01,000 --> 00:00:03,000\n<v Anna>Hallo Welt\n\n' +
        '00:01:04,500 --> 00:01:05,000 position:10%,line-left align:start\n<v Bob>Ja genau\n\n' +
        '1:00:06.000 --> 1:00:07,250\n<v Anna>Bis dann\n',
    );
    const result = await importTranscript(vault, { file, title: 'R101', date: '2026-08-02' });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const body = text.slice(text.indexOf('\n---\n') + 5).trim();
    expect(body).toBe(
      '[00:00:01] **Anna:** Hallo Welt\n[00:01:04] **Bob:** Ja genau\n[01:00:06] **Anna:** Bis dann',
    );
  });
});
