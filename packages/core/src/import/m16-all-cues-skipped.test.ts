/**
 * M16 (review 3): a subtitle file whose cues the parser ALL dropped (times it cannot read, an end
 * not after its start) is refused with that reason — the skipped cues counted, the first one's
 * line — never as "holds no spoken text"; a dry run that fails prints nothing of the notes.
 * Spec: docs/transcript-import.md (N20: skipped cues are counted with the first one's line).
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('M16: every cue skipped by the parser', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-m16-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('M16: SRT and WebVTT: the refusal names the skipped cues; the dry run prints nothing; nothing is written', async () => {
    const files = {
      'bad.srt':
        '1\n00:00:05,000 --> 00:00:01,000\nBOB: hello\n\n2\n00:00:xx,000 --> 00:00:09,000\nBOB: bye\n',
      'bad.vtt': 'WEBVTT\n\n100:00:00.000 --> 100:00:01.000\n<v Bob>hello\n',
    };
    const before = async () => [
      ...(await readdir(path.join(vault.root, 'Meetings'))),
      ...(await readdir(path.join(vault.root, 'Transcripts'))),
    ];
    const notes = await before();
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(src.root, name);
      await writeFile(file, text);
      for (const dryRun of [true, false]) {
        let printed = '';
        const error = await importTranscript(vault, {
          file,
          title: 'E2',
          date: '2026-08-02',
          dryRun,
          print: (t) => {
            printed += t;
          },
        }).catch((e: unknown) => e);
        expect(ImportError.isInstance(error)).toBe(true);
        const message = (error as Error).message;
        expect(message).not.toContain('no spoken text');
        expect(message).toMatch(
          name === 'bad.srt'
            ? /^bad\.srt: every cue was skipped by the parser, so nothing is left to import: 2 cues skipped by the parser \(line 2 of bad\.srt: .+\); supported formats: /
            : /^bad\.vtt: every cue was skipped by the parser, so nothing is left to import: 1 cue skipped by the parser \(line 3 of bad\.vtt: start `100:00:00\.000` is not a time up to 99:59:59\.999\); supported formats: /,
        );
        expect(printed).toBe('');
      }
    }
    expect(await before()).toEqual(notes);
  });
});
