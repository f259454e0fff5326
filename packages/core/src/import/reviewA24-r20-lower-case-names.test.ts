/**
 * reviewA R20 (session 24): a Zoom or Teams display name is what its user typed, and lower case is
 * common (`jsmith`, `ann lee`). A Zoom .vtt whose cues read `jsmith: Hello …` was imported with exit 0
 * and no speaker at all ("speakers: none named", attendees empty, `jsmith: …` kept as speech), as were
 * SRT, SBV and text files written that way: the speaker rule wants a capital. Now a lower-case label
 * that opens piece after piece (at least two each, together at least half of the unnamed pieces) is a
 * speaker, as written, and so, in a file written that way, is one who speaks once; a lower-case phrase before a colon now and then stays speech.
 * Real files imported into a temp sample vault.
 * Spec: docs/transcript-import.md (speaker names); reviewA R20.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const SAID = [
  ['jsmith', 'Hello everyone, we start now.'],
  ['ann lee', 'Thanks, I have the numbers.'],
  ['jsmith', 'Great, go ahead.'],
  ['ann lee', 'Revenue is up five percent.'],
  ['carl', 'Thanks, I have to drop off.'],
] as const;
const clock = (s: number, sep: string) => `00:00:${String(s).padStart(2, '0')}${sep}000`;
const VTT = `WEBVTT\n\n${SAID.map(([who, text], i) => `${i + 1}\n${clock(i * 5, '.')} --> ${clock(i * 5 + 4, '.')}\n${who}: ${text}\n`).join('\n')}`;
const SRT = SAID.map(
  ([who, text], i) => `${i + 1}\n${clock(i * 5, ',')} --> ${clock(i * 5 + 4, ',')}\n${who}: ${text}\n`,
).join('\n');
const TXT = SAID.map(([who, text]) => `${who}: ${text}`).join('\n');

describe('R20: lower-case display names are speakers when they open cue after cue', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r20-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  async function importFile(name: string, content: string) {
    const file = path.join(src.root, name);
    await writeFile(file, content);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: name.replace('.', ' ') });
    const text = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const meeting = await readFile(path.join(vault.root, result.meetingPath), 'utf8');
    return { result, meeting, body: (text.split('---\n')[2] ?? '').trim().split('\n') };
  }

  it('R20: Zoom .vtt and .srt: jsmith, ann lee and carl (who speaks once) are the speakers and attendees, as written', async () => {
    for (const [name, content] of [
      ['zoom.vtt', VTT],
      ['zoom.srt', SRT],
    ] as const) {
      const { result, meeting, body } = await importFile(name, content);
      expect(body, name).toEqual([
        '[00:00:00] **jsmith:** Hello everyone, we start now.',
        '[00:00:05] **ann lee:** Thanks, I have the numbers.',
        '[00:00:10] **jsmith:** Great, go ahead.',
        '[00:00:15] **ann lee:** Revenue is up five percent.',
        '[00:00:20] **carl:** Thanks, I have to drop off.',
      ]);
      expect(result.speakers).toEqual(['jsmith', 'ann lee', 'carl']);
      expect(meeting).toContain('attendees:\n  - jsmith\n  - ann lee\n  - carl\n');
    }
  });

  it('R20: a text file of such lines is imported with its speakers (was refused: no speaker or time found)', async () => {
    const { result, body } = await importFile('zoom.txt', TXT);
    expect(result.speakers).toEqual(['jsmith', 'ann lee', 'carl']);
    expect(body[0]).toBe('**jsmith:** Hello everyone, we start now.');
  });

  it('R20: a lower-case phrase before a colon in a few cues of unlabelled speech stays speech', async () => {
    const cues = [
      'We looked at the numbers again.',
      'so the answer is: yes, we ship.',
      'The plan holds for Friday.',
      'so the answer is: no change to the budget.',
      'Everyone agreed on the casing.',
      'Then we moved on to the schedule.',
    ];
    const srt = cues
      .map((text, i) => `${i + 1}\n${clock(i * 5, ',')} --> ${clock(i * 5 + 4, ',')}\n${text}\n`)
      .join('\n');
    const { result, body } = await importFile('talk.srt', srt);
    expect(result.speakers).toEqual([]);
    expect(body.join('\n')).toContain('so the answer is: yes, we ship.');
  });
});
