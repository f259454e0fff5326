/**
 * Review U11: `ma doctor` said a meeting whose transcript link names an audio file (`.mp3`, `.m4a`,
 * `.wav`) "can be read". It now checks linked transcripts and user notes as the read tools do and
 * names a recording, document or image by its kind with what to do (transcribe it first, export it
 * as text), and any other file that is not UTF-8 text (NUL bytes, UTF-16, Latin-1) with the tools'
 * own reason; `read_transcript` refuses the same files. Built `ma`, sample-vault copy.
 * Spec: review U11; docs/vault-format.md (Transcript note: UTF-8 text); issue #6 (`ma doctor`).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const KICKOFF = '2026-03-09 Remote control kickoff';
const NOTE = `Meetings/${KICKOFF}.md`;

/** Points the kickoff's `key:` link at `rel` (written with `bytes`). */
async function linkTo(key: 'transcript' | 'usernotes', rel: string, bytes: Buffer | string): Promise<void> {
  await writeFile(join(t.vault.root, rel), bytes);
  const note = await t.read(NOTE);
  const line = `${key}: "[[${rel}]]"`;
  const next = new RegExp(`^${key}: .*$`, 'm').test(note)
    ? note.replace(new RegExp(`^${key}: .*$`, 'm'), line)
    : note.replace(/^transcript: .*$/m, (l) => `${l}\n${line}`);
  await writeFile(join(t.vault.root, NOTE), next);
}

/** The `meetings` line of `ma doctor`, with its `fix:` lines (N10: one for each kind of problem). */
async function doctorMeetings(): Promise<string> {
  const run = await runMa(['doctor', '--vault', t.vault.root]);
  const lines = run.stdout.split('\n');
  const at = lines.findIndex((l) => l.includes('meetings:'));
  if (at === -1) return run.stdout;
  let end = at + 1;
  while (lines[end]?.startsWith('     fix: ')) end++;
  return lines.slice(at, end).join('\n');
}

// An MP3 frame header and a few bytes: with NUL bytes, as real audio has.
const AUDIO = Buffer.from([
  0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x0f, 0x76, 0xff, 0xfb, 0x90, 0x44,
]);
// Audio bytes without a NUL byte in them are still no transcript: the extension decides.
const AUDIO_NO_NUL = Buffer.from('ID3 fake frames \xff\xfb', 'latin1');

describe('U11: ma doctor and transcripts or notes the tools cannot read', { timeout: 150_000 }, () => {
  it('U11: an audio, video, document or image transcript is named by kind with what to do, never "can be read"', async () => {
    for (const [rel, bytes, kind, fix] of [
      ['Transcripts/kickoff.mp3', AUDIO, 'an audio recording (.mp3)', 'transcribe it first'],
      ['Transcripts/kickoff.M4A', AUDIO_NO_NUL, 'an audio recording (.m4a)', 'transcribe it first'],
      ['Transcripts/kickoff.wav', AUDIO, 'an audio recording (.wav)', 'transcribe it first'],
      ['Transcripts/kickoff.mp4', AUDIO, 'a video (.mp4)', 'transcribe it first'],
      ['Transcripts/kickoff.pdf', '%PDF-1.7\n%\xe2\xe3\n', 'a PDF (.pdf)', 'export it as text'],
      ['Transcripts/kickoff.docx', AUDIO, 'an office document (.docx)', 'export it as text'],
      ['Transcripts/kickoff.png', AUDIO, 'a picture (.png)', 'link a text note instead'],
      // L208: kinds only core's table knew (doctor read their bytes) and only doctor's knew.
      ['Transcripts/kickoff.zip', AUDIO, 'an archive (.zip)', 'unpack it'],
      ['Transcripts/kickoff.key', AUDIO, 'an office document (.key)', 'export it as text'],
      ['Transcripts/kickoff.3gp', AUDIO, 'a video (.3gp)', 'transcribe it first'],
    ] as const) {
      await linkTo('transcript', rel, bytes);
      const line = await doctorMeetings();
      expect(line, rel).toMatch(/^FAIL meetings: /);
      expect(line, rel).not.toContain('can be read');
      expect(line, rel).toContain(`${rel} (the transcript) is ${kind}, not a text note`);
      expect(line, rel).toContain(fix);
    }
  });

  it("U11: a transcript or user notes whose bytes are not UTF-8 text is named with the read tools' reason", async () => {
    // leftovers s33: a `.txt` whose bytes are an MP3 is named by its bytes' kind, with that kind's advice
    // (was: "not a UTF-8 text file (binary: it holds NUL bytes …)"); a binary of no known kind stays "binary".
    await linkTo('transcript', 'Transcripts/kickoff.txt', AUDIO);
    let line = await doctorMeetings();
    expect(line).toContain(
      'Transcripts/kickoff.txt (the transcript) is not a text note: its bytes are an audio recording (MP3), whatever its name says; Meeting Assistant reads UTF-8 text only; transcribe it first',
    );
    let tool = await runMa(['tool', 'read_transcript', '--meeting', KICKOFF, '--vault', t.vault.root]);
    expect(tool.stdout + tool.stderr).toContain(
      'kickoff.txt: not a UTF-8 text file: its bytes are an audio recording (MP3), whatever its name says',
    );
    expect(tool.stdout + tool.stderr).toContain('transcribe it first');
    await linkTo('transcript', 'Transcripts/kickoff.txt', Buffer.from('abc\x00def', 'latin1'));
    expect(await doctorMeetings()).toContain(
      'Transcripts/kickoff.txt (the transcript): not a UTF-8 text file (binary: it holds NUL bytes',
    );
    tool = await runMa(['tool', 'read_transcript', '--meeting', KICKOFF, '--vault', t.vault.root]);
    expect(tool.stdout + tool.stderr).toContain('kickoff.txt: not a UTF-8 text file (binary');

    await linkTo('transcript', `Transcripts/${KICKOFF}.md`, await t.read(`Transcripts/${KICKOFF}.md`));
    await linkTo('usernotes', 'Notes/kickoff notes.md', Buffer.from('Caf\xe9 notes\n', 'latin1'));
    line = await doctorMeetings();
    expect(line).toContain(
      'Notes/kickoff notes.md (the user notes): not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 1, byte 3)',
    );
    expect(line).toContain('fix: a transcript or note that is not UTF-8: convert it in place');
    await linkTo('usernotes', 'Notes/kickoff notes.md', Buffer.from('\xff\xfeh\x00i\x00', 'latin1'));
    expect(await doctorMeetings()).toContain(
      'Notes/kickoff notes.md (the user notes): not a UTF-8 text file (it is UTF-16',
    );
    await linkTo('usernotes', 'Notes/kickoff notes.md', 'Plain notes.\n');
    expect(await doctorMeetings()).toMatch(
      /^ok {3}meetings: 6 meeting notes in Meetings\/; their frontmatter, transcripts and notes can be read$/,
    );
  });
});

describe('V11: ma doctor and lone CR line breaks', { timeout: 150_000 }, () => {
  it('V11: a transcript, user notes or meeting note with lone CR line breaks is named with the fix, never "can be read"', async () => {
    const transcript = await t.read(`Transcripts/${KICKOFF}.md`);
    await linkTo('transcript', 'Transcripts/kickoff mac.md', transcript.replace(/\n/g, '\r'));
    let line = await doctorMeetings();
    expect(line).toMatch(/^FAIL meetings: /);
    expect(line).toContain(
      'Transcripts/kickoff mac.md (the transcript): cannot be read as lines (its line breaks are lone CRs, classic Mac line endings',
    );
    expect(line).toContain('save it with LF or CRLF line endings');
    expect(line).toContain('fix: a stray CR: replace it with a space');

    await linkTo('transcript', `Transcripts/${KICKOFF}.md`, transcript);
    await linkTo('usernotes', 'Notes/kickoff notes.md', 'First point.\rSecond point.\r');
    line = await doctorMeetings();
    expect(line).toContain(
      'Notes/kickoff notes.md (the user notes): cannot be read as lines (its line breaks are lone CRs',
    );
    expect(line).toContain('save it with LF or CRLF line endings');
    await linkTo('usernotes', 'Notes/kickoff notes.md', 'First point.\nSecond point.\n');

    // The meeting note itself.
    const note = await t.read(NOTE);
    await writeFile(join(t.vault.root, NOTE), note.replace(/\n/g, '\r'));
    line = await doctorMeetings();
    expect(line).toMatch(/^FAIL meetings: /);
    expect(line).toContain(`${KICKOFF}.md: cannot be read as lines (its line breaks are lone CRs`);
    expect(line).toContain('save it with LF or CRLF line endings');
  });
});
