/**
 * W15: `ma import --format srt` given a WebVTT file read its cue settings (`align:start
 * position:10%`) as speech. A `--format` the content plainly contradicts (a `WEBVTT` header, an
 * ASS/SSA section, Whisper JSON, SRT or SBV cues read as another of these) is refused now, naming
 * what the file is and the option to use, and nothing is written; cues without a header may still be
 * forced between SRT and WebVTT. Real files in a temp folder, the sample vault.
 * Spec: issue #10 item 1 (`--format` overrides the detection); docs/transcript-import.md; review W15.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImportError } from '../errors/import-error.js';
import { parseNote } from '../notes/parse-note.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';
import type { TranscriptFormat } from './transcript-format.js';

const VTT =
  'WEBVTT\n\n00:00:01.000 --> 00:00:04.000 align:start position:10%\n<v Alice>We decided to ship.</v>\n\n00:00:05.000 --> 00:00:07.000 line:0 size:50%\n<v Bob>I will send the quote.</v>\n';
const SRT =
  '1\n00:00:01,000 --> 00:00:04,000\nALICE: We decided to ship.\n\n2\n00:00:05,000 --> 00:00:07,000\nBOB: I will send the quote.\n';
const ASS =
  '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\nDialogue: 0,0:00:01.00,0:00:04.00,Default,Alice,0,0,0,,We decided to ship.\n';
const SBV = '0:00:01.000,0:00:04.000\nAlice: We decided to ship.\n';
const WHISPER = '{"segments": [{"start": 1, "text": "We decided to ship.", "speaker": "Alice"}]}\n';

describe('W15: an explicit --format the content contradicts', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-w15-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });
  const notes = async () => [
    ...(await readdir(path.join(vault.root, 'Meetings'))),
    ...(await readdir(path.join(vault.root, 'Transcripts'))),
  ];
  const run = async (name: string, text: string, format?: TranscriptFormat) => {
    const file = path.join(src.root, name);
    await writeFile(file, text);
    return importTranscript(vault, { file, title: name, date: '2026-05-04', format });
  };
  const body = async (rel: string) =>
    parseNote(await readFile(path.join(vault.root, rel), 'utf8')).body.trimStart();

  it('W15: a WebVTT file with cue settings under --format srt is refused naming WebVTT and --format vtt; nothing is written', async () => {
    const before = await notes();
    const error = await run('call.vtt', VTT, 'srt').catch((e: unknown) => e);
    expect(ImportError.isInstance(error)).toBe(true);
    expect((error as ImportError).reason).toBe('unsupported-format');
    expect((error as Error).message).toMatch(
      /^call\.vtt looks like a WebVTT file, not SRT: import it without --format \(the format is read from the content\) or with --format vtt; nothing was written; supported formats: /,
    );
    expect(await notes()).toEqual(before);
    // Without --format (or with the right one) the cue settings are never speech.
    const read = await run('call.vtt', VTT, 'vtt');
    expect(await body(read.transcriptPath)).toBe(
      '[00:00:01] **Alice:** We decided to ship.\n[00:00:05] **Bob:** I will send the quote.\n',
    );
  });

  it('W15: every plain contradiction between WebVTT, SRT, ASS/SSA, SBV and Whisper JSON is refused; nothing is written', async () => {
    const before = await notes();
    const files: [string, string, TranscriptFormat, string][] = [
      ['a.vtt', VTT, 'sbv', 'a WebVTT file, not YouTube SBV'],
      ['b.vtt', VTT, 'whisper', 'a WebVTT file, not Whisper JSON'],
      ['c.vtt', VTT, 'ass', 'a WebVTT file, not ASS/SSA'],
      ['d.srt', SRT, 'sbv', 'an SRT file, not YouTube SBV'],
      ['e.srt', SRT, 'whisper', 'an SRT file, not Whisper JSON'],
      ['f.ass', ASS, 'vtt', 'an ASS/SSA file, not WebVTT'],
      ['g.ass', ASS, 'srt', 'an ASS/SSA file, not SRT'],
      ['h.sbv', SBV, 'srt', 'a YouTube SBV file, not SRT'],
      ['i.json', WHISPER, 'vtt', 'a Whisper JSON file, not WebVTT'],
    ];
    for (const [name, text, format, says] of files) {
      const error = await run(name, text, format).catch((e: unknown) => e);
      expect(ImportError.isInstance(error), name).toBe(true);
      expect((error as Error).message, name).toMatch(
        new RegExp(`^${name.replace('.', '\\.')} looks like ${says}: `),
      );
    }
    expect(await notes()).toEqual(before);
  });

  it('W15: cues without a WEBVTT header may be forced either way between SRT and WebVTT; plain text keeps its own message', async () => {
    const dotted = SRT.replace(/,(\d{3})/g, '.$1');
    const forced = await run('dotted.srt', dotted, 'srt');
    expect(forced.format).toBe('srt');
    expect(forced.speakers).toEqual(['Alice', 'Bob']);
    const error = await run('plain.txt', 'Just some minutes without speakers.\n', 'srt').catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).not.toContain('looks like');
  });
});
