/**
 * Newcomer N6: speaker names holding Obsidian syntax (`#general`, `Anna ^2`, `[[Bob]]`, `Q|A`, `Carol #lead ^x`) were
 * speakers in WebVTT and Whisper JSON but not in text or SRT: a text file of such lines was refused ("no speaker or time
 * found"), an SRT's lines became text nobody said. Every line form now sees the same names (isSpeakerName); a lower-case
 * one (`a]b`) as any lower-case name, when it opens turn after turn. Leftovers (session 31): the transcript note
 * `ma import` writes had the names raw (`**#general:**` a tag, `**Anna ^2:**` a block id); they are written with
 * core's `markdownName` escape and the reader undoes it (the same speakers read back). Real files, temp sample vault.
 * Spec: issue #10 item 2 (speakers recognised in every line shape); newcomer report N6.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readTranscriptText } from '../transcript/read-transcript-text.js';
import { isSpeakerName } from '../transcript/speaker-name.js';
import type { Vault } from '../vault/vault.js';

const NAMES = ['#general', 'Anna ^2', '[[Bob]]', '[[People/Ann Lee|Ann]]', 'Q|A', 'Carol #lead ^x'];
/** How `ma import` writes each into the transcript note: core's `markdownName` (no tag, block id or cell; links kept). */
const WRITTEN = [
  '\\#general',
  'Anna \\^2',
  '[[Bob]]',
  '[[People/Ann Lee|Ann]]',
  'Q\\|A',
  'Carol \\#lead \\^x',
];

describe('N6: names with Obsidian syntax are speakers in text and SRT too', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n6-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('N6: the speaker-name rule takes them; note labels and prose still are none', () => {
    for (const name of NAMES) expect(isSpeakerName(name), name).toBe(true);
    for (const label of ['#', 'Note', '[[', 'so we [[x', 'Decision ^', '| a', 'the plan'])
      expect(isSpeakerName(label), label).toBe(false);
  });

  it('N6: a text file of such lines is imported with every one a speaker (it was refused)', async () => {
    const { body, meeting } = await importLines(
      vault,
      src.root,
      'names.txt',
      NAMES.map((n, i) => `${n}: We decided point ${i + 1} of the launch plan.`),
      { date: '2026-11-10', title: 'names' },
    );
    expect(body).toEqual(WRITTEN.map((w, i) => `**${w}:** We decided point ${i + 1} of the launch plan.`));
    expect(meeting.attendees).toEqual(NAMES);
    // Leftovers: the note's labels are plain text to Obsidian, and the reader gives the names imported.
    expect(readTranscriptText(body.join('\n')).map((l) => l.speaker)).toEqual(NAMES);
  });

  it('N6: an SRT of such lines, and a lower-case `a]b` that opens turn after turn', async () => {
    const cues = [...NAMES, 'a]b', 'a]b'].flatMap((n, i) => [
      String(i + 1),
      `00:00:0${i},000 --> 00:00:0${i},900`,
      `${n}: Line ${i + 1} of the launch plan.`,
      '',
    ]);
    const { body, meeting } = await importLines(vault, src.root, 'names.srt', cues, {
      date: '2026-11-12',
      title: 'names srt',
    });
    expect(meeting.attendees).toEqual([...NAMES, 'a]b']);
    expect(body[0]).toBe('[00:00:00] **\\#general:** Line 1 of the launch plan.');
    expect(body.at(-1)).toBe('[00:00:06] **a\\]b:** Line 7 of the launch plan. Line 8 of the launch plan.');
    expect(readTranscriptText(body.join('\n')).map((l) => l.speaker)).toEqual([...NAMES, 'a]b']);
  });
});
