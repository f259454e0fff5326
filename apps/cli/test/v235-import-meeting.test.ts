/**
 * V235: `ma import` had no `--meeting`: the transcript of a meeting whose `transcript:` is a recording
 * (core's advice: "transcribe it first, then `ma import` the transcript") was imported as a SECOND
 * meeting. `ma import <file> --meeting <meeting>` makes the file that meeting's transcript: the transcript
 * note is written and the meeting's `transcript:` set through FrontmatterDoc (user frontmatter, body, CRLF
 * and BOM kept). Refused, naming it, for a meeting that already links a text transcript, an unknown
 * meeting, and with --title/--date/--project. The command `ma doctor` and core's read refusal print is
 * run AS PRINTED (a shell, `ma` on PATH) on a temp sample-vault copy. Built `ma`.
 * Spec: vault2b V235; docs/transcript-import.md ("An existing meeting's transcript").
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maBin, runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const STEM = "2026-03-13 Remote control review #2 ^ Anna's";
const NOTE = `Meetings/${STEM}.md`;
const VTT = resolve(import.meta.dirname, '../../../examples/transcripts/teams.vtt');
// An MP3 (ID3 header, NUL bytes as real audio has).
const AUDIO = Buffer.from([
  0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x0f, 0x76, 0xff, 0xfb, 0x90, 0x44,
]);
const BOM = '\ufeff';
/** The meeting note as the user wrote it: BOM, CRLF, their own properties and body. */
const MEETING = `${BOM}---\r\ntitle: Remote control review\r\ndate: 2026-03-13\r\nowner: "Anna"   # mine\r\ntranscript: "[[Transcripts/review.mp3]]"\r\ntags: [meeting, review]\r\n---\r\nMy notes: check the battery cover.\r\n`;

/** Runs `command` in a POSIX shell in the vault, with the built `ma` first on PATH, as a user pastes it. */
async function shell(command: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const bin = await mkdtemp(join(tmpdir(), 'v235-bin-'));
  t.onCleanup(() => rm(bin, { recursive: true, force: true }));
  await writeFile(join(bin, 'ma'), `#!/bin/sh\nexec "${process.execPath}" "${maBin}" "$@"\n`);
  await chmod(join(bin, 'ma'), 0o755);
  const env: Record<string, string | undefined> = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH ?? ''}`,
  };
  for (const key of ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV', 'NODE_PATH', 'FORCE_COLOR'])
    delete env[key];
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd: t.vault.root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The `ma import … --meeting …` command a message prints, the transcript file filled in. */
function printedCommand(text: string): string {
  const found = /ma import <transcript file> --meeting ('(?:[^']|'\\'')*'|[^\s;,)<][^\s;,)]*)/.exec(text);
  expect(found, text).not.toBeNull();
  return (found?.[0] ?? '').replace('<transcript file>', `'${VTT}'`);
}

async function files(folder: string): Promise<string[]> {
  return (await readdir(join(t.vault.root, folder))).sort();
}

describe('V235: ma import --meeting', { timeout: 240_000 }, () => {
  it("the command doctor and a run print for a recorded meeting makes the file its transcript, the note's other bytes kept", async () => {
    await writeFile(join(t.vault.root, 'Transcripts/review.mp3'), AUDIO);
    await writeFile(join(t.vault.root, NOTE), MEETING);
    const meetings = await files('Meetings');

    const doctor = await runMa(['doctor'], { cwd: t.vault.root });
    const fromDoctor = printedCommand(doctor.stdout);
    expect(doctor.stdout).toContain('ma import <transcript file> --meeting <meeting>');
    const tool = await runMa(['tool', 'read_transcript', '--meeting', STEM], { cwd: t.vault.root });
    expect(printedCommand(`${tool.stdout}${tool.stderr}`)).toBe(fromDoctor);

    const run = await shell(fromDoctor);
    expect(run.stderr, run.stdout).not.toMatch(/error|refused/i);
    expect(run.code, run.stderr).toBe(0);
    const made = /^created (Transcripts\/.+)\.md$/m.exec(run.stdout)?.[1] ?? '';
    expect(made, run.stdout).toMatch(/^Transcripts\/2026-03-13 Remote control review/);
    expect(run.stdout).toContain(`updated ${NOTE}`);
    // No second meeting.
    expect(await files('Meetings')).toEqual(meetings);
    const note = await readFile(join(t.vault.root, NOTE), 'utf8');
    expect(note).toBe(MEETING.replace('"[[Transcripts/review.mp3]]"', `"[[${made}]]"`));
    const transcript = await t.read(`${made}.md`);
    // A name with # and ^ is linked as a Markdown link (a wikilink would read `#2` as a heading).
    expect(transcript).toMatch(
      /^meeting: "\[2026-03-13 Remote control review #2 \^ Anna's\]\(Meetings\/.+\.md\)"$/m,
    );
    expect(transcript).toMatch(/\*\*[^*]+:\*\* /);
    // The meeting now reads: doctor no longer names its recording.
    expect((await runMa(['doctor'], { cwd: t.vault.root })).stdout).not.toContain('review.mp3');
    const read = await runMa(['tool', 'read_transcript', '--meeting', STEM], { cwd: t.vault.root });
    expect(read.code, read.stderr).toBe(0);

    // Again: the meeting now links a text transcript: refused, naming it; nothing changed.
    const before = await files('Transcripts');
    const again = await shell(fromDoctor);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${NOTE} already links a text transcript, ${made}.md`);
    expect(await files('Transcripts')).toEqual(before);
    expect(await readFile(join(t.vault.root, NOTE), 'utf8')).toBe(note);
  });

  it('refused, nothing written: an unknown meeting, --title/--date/--project, and a meeting whose transcript is text', async () => {
    await writeFile(join(t.vault.root, 'Transcripts/review.mp3'), AUDIO);
    await writeFile(join(t.vault.root, NOTE), MEETING);
    const before = { m: await files('Meetings'), t: await files('Transcripts') };
    for (const [args, code, says] of [
      [['--meeting', 'Remote control reveiw'], 2, 'meeting "Remote control reveiw" not found'],
      [['--meeting', STEM, '--title', 'X'], 2, '--title would not apply with --meeting'],
      [['--meeting', STEM, '--date', '2026-03-13'], 2, '--date would not apply with --meeting'],
      [['--meeting', STEM, '--project', 'remote-control'], 2, '--project would not apply with --meeting'],
      [
        ['--meeting', '2026-03-09 Remote control kickoff'],
        1,
        'Meetings/2026-03-09 Remote control kickoff.md already links a text transcript, Transcripts/2026-03-09 Remote control kickoff.md',
      ],
    ] as const) {
      const run = await runMa(['import', VTT, ...args], { cwd: t.vault.root });
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(code);
      expect(run.stderr, args.join(' ')).toContain(says);
      expect(await files('Meetings')).toEqual(before.m);
      expect(await files('Transcripts')).toEqual(before.t);
      expect(await readFile(join(t.vault.root, NOTE), 'utf8')).toBe(MEETING);
    }
  });
});
