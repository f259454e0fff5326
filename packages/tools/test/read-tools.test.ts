/**
 * Read tools: numbered output, clamping, budgets with a read-on hint, coverage
 * reports from read_transcript, user notes fallback.
 * Spec: docs/tools.md (Line ranges, Read output); seed 003 (read tools).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolSession } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

/** The version a read was shown from (the whole file's SHA-256, review U8). */
const VERSION = expect.stringMatching(/^[0-9a-f]{64}$/);

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('read tools', () => {
  it('read_meetingnote shows the whole note with frontmatter, numbered', async () => {
    t = await sampleSession();
    const text = await readFile(path.join(t.root, MEETINGS.functional), 'utf8');
    const n = text.replace(/\n$/, '').split('\n').length;
    const out = (await runTool(t.session, 'read_meetingnote')).split('\n');
    expect(out[0]).toBe(`${MEETINGS.functional} · lines 1–${n} of ${n}`);
    expect(out[1]).toBe('1│---');
    expect(out[2]).toBe('2│title: Remote control functional design');
  });

  it('read_transcript reads ranges, reports each range through onRead, and cuts at limits.readChars', async () => {
    t = await sampleSession();
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    const out = await runTool(t.session, 'read_transcript', { from: 10, to: 12 });
    expect(out.split('\n')[0]).toBe(`${rel} · lines 10–12 of 603`);
    expect(out.split('\n')).toHaveLength(4);
    expect(t.reads).toEqual([{ path: rel, from: 10, to: 12, version: VERSION }]);

    const whole = await runTool(t.session, 'read_transcript');
    const lines = whole.split('\n');
    const last = lines.at(-1)!;
    const m = /^… cut at 24000 characters; call read_transcript with from=(\d+) to read on$/.exec(last);
    expect(m).not.toBeNull();
    const next = Number(m![1]);
    expect(lines[0]).toBe(`${rel} · lines 1–${next - 1} of 603`);
    expect(whole.length).toBeLessThan(24_000 + 200);
    expect(t.reads[1]).toEqual({ path: rel, from: 1, to: next - 1, version: VERSION });
    const rest = await runTool(t.session, 'read_transcript', { from: next });
    expect(rest.split('\n')[1]).toMatch(new RegExp(`^${next}│\\[`));
  });

  it('read_transcript clamps ranges outside the file and reports the lines actually shown', async () => {
    t = await sampleSession();
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    const out = await runTool(t.session, 'read_transcript', { from: 600, to: 950 });
    expect(out.split('\n')[0]).toBe(`${rel} · lines 600–603 of 603`);
    expect(t.reads).toEqual([{ path: rel, from: 600, to: 603, version: VERSION }]);
    // Past the end or reversed: no lines, said so, never an error and no read reported (R9).
    const past = await runTool(t.session, 'read_transcript', { from: 900, to: 950 });
    expect(past).toBe(`${rel} · no lines in range: from 900 is past the end (603 lines)`);
    const reversed = await runTool(t.session, 'read_transcript', { from: 20, to: 10 });
    expect(reversed).toBe(`${rel} · no lines in range: from 20 is after to 10 (603 lines)`);
    expect(t.reads).toHaveLength(1);
  });

  it('read_usernotes reads the linked notes, else the meeting body', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect((await runTool(t.session, 'read_usernotes')).split('\n')[0]).toMatch(
      /^Notes\/2026-03-10 Remote control functional design\.md · lines 1–\d+ of \d+$/,
    );
    const kickoff = await createToolSession({ vault: t.vault, meetingPath: MEETINGS.kickoff });
    const out = (await runTool(kickoff, 'read_usernotes')).split('\n');
    expect(out[0]).toMatch(/^Meetings\/2026-03-09 Remote control kickoff\.md \(body\) · lines 1–\d+ of \d+$/);
    expect(out[1]).toBe('1│- Kickoff: new TV remote - original, trendy, user friendly');
  });

  it('read_glossary numbers the glossary', async () => {
    t = await sampleSession();
    const out = (await runTool(t.session, 'read_glossary', { from: 3, to: 3 })).split('\n');
    expect(out).toEqual([
      'Glossary.md · lines 3–3 of 10',
      '3│- **Functional design**: second phase of the remote control project - what the remote must do (functions, target group).',
    ]);
  });
});

describe('P27: read_usernotes leaves the user private comments out', () => {
  it('P27: %% … %% and <!-- --> in the linked notes are not sent; lines keep their numbers; the result says so', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      path.join(t.root, 'Notes/2026-03-10 Remote control functional design.md'),
      '- Target group 15-35\n%% private: Bob seems overwhelmed %%\n%%\n- layoffs: Bob, Carol\n%%\n- Standard batteries <!-- salary 95k -->\n',
    );
    const out = await runTool(t.session, 'read_usernotes');
    expect(out).not.toMatch(/overwhelmed|layoffs|Carol|95k/);
    expect(out).toContain('1│- Target group 15-35');
    expect(out).toContain('6│- Standard batteries');
    expect(out).toMatch(/\(5 lines of the notes held the user's private comments/);
  });
});

describe('P27: read_meetingnote leaves the private comments of the body out', () => {
  it('P27: %% … %% and <!-- --> in the body are not sent; frontmatter, BOM, CRLF and line numbers stay; the result says so', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { writeFile } = await import('node:fs/promises');
    const abs = path.join(t.root, MEETINGS.functional);
    const original = await readFile(abs, 'utf8');
    // A `%%` inside a YAML value is text, not a comment: the frontmatter is shown as it is.
    const note =
      `\uFEFF${original.replace('title: Remote control functional design', 'title: "Design 100%% done"')}`
        .concat(
          'My remark %% private: fire Bob %% visible.\n%%\nblock secret\n%%\n<!-- html secret -->\nlast line\n',
        )
        .replace(/\n/g, '\r\n');
    await writeFile(abs, note);
    const out = await runTool(t.session, 'read_meetingnote');
    expect(out).not.toMatch(/fire Bob|block secret|html secret/);
    expect(out).toContain('2│title: "Design 100%% done"');
    const lines = note.split('\r\n');
    const at = (s: string) => lines.findIndex((l) => l.startsWith(s)) + 1;
    expect(out).toContain(`${at('My remark')}│My remark  visible.`);
    expect(out).toContain(`${at('last line')}│last line`);
    expect(out).toMatch(/\(5 lines of the meeting note held the user's private comments/);
    // Nothing was written: the note keeps its bytes.
    expect(await readFile(abs, 'utf8')).toBe(note);
  });
});

describe('read_meetingnote shows the note as it is now, on every call (issue 13: the text is kept only while the file is unchanged)', () => {
  it('an edit by another program between two calls that keeps the size and sets the modification time back is shown', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { utimes, writeFile } = await import('node:fs/promises');
    const abs = path.join(t.root, MEETINGS.functional);
    const original = await readFile(abs, 'utf8');
    const longAgo = new Date('2026-01-01T10:00:00.123Z');
    await utimes(abs, longAgo, longAgo);
    // A note whose last change lies a while back may be kept between calls.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await runTool(t.session, 'read_meetingnote')).toContain(
      '2│title: Remote control functional design',
    );
    expect(await runTool(t.session, 'read_meetingnote')).toContain(
      '2│title: Remote control functional design',
    );

    await writeFile(
      abs,
      original.replace('title: Remote control functional design', 'title: Remote control FUNCTIONAL design'),
    );
    await utimes(abs, longAgo, longAgo);
    const out = await runTool(t.session, 'read_meetingnote');
    expect(out).toContain('2│title: Remote control FUNCTIONAL design');
    expect(out).not.toContain('functional design\n');
  });
});
