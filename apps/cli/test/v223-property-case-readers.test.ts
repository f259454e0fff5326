/**
 * V223 (session 45's closing note): V220 made frontmatter EDITS find a property without regard to
 * case (Obsidian's rule), but the READERS of `parseNote(…).frontmatter.data` (readMeeting, the tools,
 * the summary's links, the daemon's checks) still looked up `status`, `attendees`, `transcript` …
 * exactly, so a meeting written `Status:` / `Attendees:` / `TRANSCRIPT:` read as one without a
 * transcript. Now every reader goes through core's `frontmatterProperty` (the same ambiguous-key
 * refusal as V220: `Status:` and `status:` together are named, not guessed).
 * Built `ma` as a child process, a temp copy of the sample vault.
 * Spec: docs/frontmatter.md (V220, V223); docs/vault-format.md, Meeting note.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const NAME = '2026-03-10 Remote control functional design';
const MEETING = `Meetings/${NAME}.md`;

/** The meeting re-spelled as a user might type it, its transcript moved where only the link finds it. */
async function respelled(root: string): Promise<string> {
  await rename(path.join(root, `Transcripts/${NAME}.md`), path.join(root, 'Transcripts/functional.md'));
  const text = (await readFile(path.join(root, MEETING), 'utf8'))
    .replace(/^status:/m, 'Status:')
    .replace(/^attendees:/m, 'Attendees:')
    .replace(/^transcript: .*$/m, 'TRANSCRIPT: "[[Transcripts/functional]]"');
  await writeFile(path.join(root, MEETING), text);
  return text;
}

describe('V223: properties are read without regard to case', { timeout: 300_000 }, () => {
  it('V223: Status:, Attendees:, TRANSCRIPT: are the meeting properties for ma tool and ma summarize', async () => {
    const root = t.vault.root;
    await respelled(root);

    const read = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      MEETING,
      '--args',
      '{"to":2}',
      '--vault',
      root,
    ]);
    expect(read.stdout, read.stderr).toContain('Transcripts/functional.md · lines 1–2 of');
    expect(read.stdout).not.toMatch(/refused/);

    const added = await runMa([
      'tool',
      'add_attendee',
      '--meeting',
      MEETING,
      '--args',
      '{"name":"Marketing"}',
      '--vault',
      root,
    ]);
    expect(added.stdout, added.stderr).toContain('"Marketing" is already an attendee; nothing changed');

    const run = await runMa(['summarize', MEETING, '--engine', 'extractive', '--vault', root]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const summary = await readFile(path.join(root, `Summaries/${NAME}.md`), 'utf8');
    expect(summary).toContain('transcript: "[[Transcripts/functional]]"');
    const meeting = await readFile(path.join(root, MEETING), 'utf8');
    expect(meeting).toMatch(/^Status: summarized$/m);
    expect(meeting).not.toMatch(/^(status|attendees|transcript):/m);
  });

  it('V223: Status: beside status: is refused naming both, nothing changed', async () => {
    const root = t.vault.root;
    const text = (await respelled(root)).replace(/^title:/m, 'status: ended\ntitle:');
    await writeFile(path.join(root, MEETING), text);

    const read = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      MEETING,
      '--args',
      '{"to":2}',
      '--vault',
      root,
    ]);
    expect(read.stdout, read.stderr).toMatch(
      /^refused: .*"status" and "Status" are both the "status" property/m,
    );
    const run = await runMa(['summarize', MEETING, '--engine', 'extractive', '--vault', root]);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('"status" and "Status"');
    expect(await readFile(path.join(root, MEETING), 'utf8')).toBe(text);
  });
});
