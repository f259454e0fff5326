import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { appendToContext, commitSummary, ensureContextNote, setMeetingStatus } from './index.js';

const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';

let dir: TempDir;
let vault: Vault;
const read = (rel: string) => readFile(path.join(dir.root, rel), 'utf8');
/** Lines of `after` without the lines starting with one of `added`. */
const without = (text: string, ...added: string[]) =>
  text.split('\n').filter((line) => !added.some((prefix) => line.startsWith(prefix)));

beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

describe('ensureContextNote', () => {
  it('creates the context note with links and links it from the meeting note, touching nothing else', async () => {
    const before = await read(FUNCTIONAL);
    const contextPath = await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL));
    expect(contextPath).toBe('Assistant/2026-03-10 Remote control functional design.md');

    const context = await read(contextPath);
    expect(context).toMatch(/^---\n/);
    expect(context).toContain('meeting: "[[Meetings/2026-03-10 Remote control functional design]]"');
    expect(context).toContain('transcript: "[[Transcripts/2026-03-10 Remote control functional design]]"');
    expect(context).toContain('summary: "[[Summaries/2026-03-10 Remote control functional design]]"');

    const after = await read(FUNCTIONAL);
    expect(after).toContain('context: "[[Assistant/2026-03-10 Remote control functional design]]"');
    expect(without(after, 'context:')).toEqual(before.split('\n'));
  });

  it('X9: with summaryLink if-exists (a tool session outside a run) links the summary only when the summary note exists', async () => {
    const ifExists = { summaryLink: 'if-exists' } as const;
    const kickoff = await ensureContextNote(vault, await readMeeting(vault, KICKOFF), ifExists);
    expect(await read(kickoff)).toContain('summary: "[[Summaries/2026-03-09 Remote control kickoff]]"');
    const functional = await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL), ifExists);
    expect(await read(functional)).not.toContain('summary:');
    await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      frontmatter: { generated_by: 'meeting-assistant' },
      body: '## Summary\nShort.\n',
    });
    expect(await read(functional)).toContain(
      'summary: "[[Summaries/2026-03-10 Remote control functional design]]"',
    );
  });

  it('is idempotent: a second call changes no byte', async () => {
    await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL));
    const meeting = await read(FUNCTIONAL);
    const context = await read('Assistant/2026-03-10 Remote control functional design.md');
    await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL));
    expect(await read(FUNCTIONAL)).toBe(meeting);
    expect(await read('Assistant/2026-03-10 Remote control functional design.md')).toBe(context);
  });
});

describe('empty link properties (Obsidian templates)', () => {
  it.each(['summary:', 'summary: ""', 'summary: null', "summary: '  '"])(
    'fills a blank %s and a blank context: in the meeting note; every other line stays',
    async (blankSummary) => {
      const original = await read(FUNCTIONAL);
      const templated = original.replace('tags: [meeting]', `${blankSummary}\ncontext:\ntags: [meeting]`);
      await writeFile(path.join(dir.root, FUNCTIONAL), templated);
      await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL));
      await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
        body: '## Summary\nShort.\n',
        frontmatter: { meeting: '[[Meetings/2026-03-10 Remote control functional design]]' },
      });
      const after = await read(FUNCTIONAL);
      // The value's quoting follows what the template had (`'  '` stays single-quoted).
      expect(after).toMatch(
        /^summary: (["'])\[\[Summaries\/2026-03-10 Remote control functional design\]\]\1$/m,
      );
      expect(after).toContain('context: "[[Assistant/2026-03-10 Remote control functional design]]"');
      expect(without(after, 'summary:', 'context:', 'status:')).toEqual(
        without(templated, 'summary:', 'context:', 'status:'),
      );
    },
  );

  it('never replaces a link the user wrote', async () => {
    const original = await read(FUNCTIONAL);
    const linked = original.replace(
      'tags: [meeting]',
      'summary: "[[Elsewhere/My summary]]"\ntags: [meeting]',
    );
    await writeFile(path.join(dir.root, FUNCTIONAL), linked);
    await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      body: '## Summary\nShort.\n',
      frontmatter: {},
    });
    expect(await read(FUNCTIONAL)).toContain('summary: "[[Elsewhere/My summary]]"');
  });
});

describe('appendToContext', () => {
  it('appends blocks to the body and keeps the frontmatter', async () => {
    const contextPath = await ensureContextNote(vault, await readMeeting(vault, FUNCTIONAL));
    const header = await read(contextPath);
    await appendToContext(vault, contextPath, '## Notes\nfirst\n');
    await appendToContext(vault, contextPath, '\n\n## External writes\nnone\n\n');
    const text = await read(contextPath);
    expect(text.startsWith(header.trimEnd())).toBe(true);
    expect(text.endsWith('## Notes\nfirst\n\n## External writes\nnone\n')).toBe(true);
  });
});

describe('commitSummary', () => {
  it('moves the previous summary to .trash, writes the new one and keeps the meeting note intact', async () => {
    const oldSummary = await read('Summaries/2026-03-09 Remote control kickoff.md');
    const meetingBefore = await read(KICKOFF);
    const result = await commitSummary(vault, await readMeeting(vault, KICKOFF), {
      body: '## Summary\nNew text.\n',
      frontmatter: {
        meeting: '[[Meetings/2026-03-09 Remote control kickoff]]',
        date: '2026-03-09',
        coverage: 100,
      },
    });
    expect(result).toEqual({
      path: 'Summaries/2026-03-09 Remote control kickoff.md',
      trashed: '.trash/Summaries/2026-03-09 Remote control kickoff.md',
      statusKept: null,
      defused: [],
    });
    expect(await read('.trash/Summaries/2026-03-09 Remote control kickoff.md')).toBe(oldSummary);
    const summary = await read(result.path);
    expect(summary).toMatch(
      /^---\nmeeting: "\[\[Meetings\/2026-03-09 Remote control kickoff\]\]"\ndate: 2026-03-09\n/,
    );
    expect(summary.endsWith('---\n## Summary\nNew text.\n')).toBe(true);
    expect(await read(KICKOFF)).toBe(meetingBefore); // already linked and summarized
  });

  it('a byte-identical re-run writes nothing and trashes nothing; a changed one trashes once', async () => {
    const input = { body: '## Summary\nSame.\n', frontmatter: { date: '2026-03-10' } };
    const first = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), input);
    expect(first.trashed).toBeNull();
    const summaryAbs = path.join(dir.root, first.path);
    const before = await stat(summaryAbs);
    const meetingText = await read(FUNCTIONAL);
    for (let i = 0; i < 3; i++) {
      const again = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), input);
      // F17: the same bytes again: nothing rewritten, and the result says so.
      expect(again).toEqual({
        path: first.path,
        trashed: null,
        unchanged: true,
        statusKept: null,
        defused: [],
      });
    }
    expect((await stat(summaryAbs)).ino).toBe(before.ino); // never replaced by a rename
    expect(await read(FUNCTIONAL)).toBe(meetingText);
    await expect(readdir(path.join(dir.root, '.trash/Summaries'))).rejects.toMatchObject({ code: 'ENOENT' });
    const changed = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      ...input,
      body: '## Summary\nDifferent.\n',
    });
    expect(changed.trashed).toBe('.trash/Summaries/2026-03-10 Remote control functional design.md');
    expect(await readdir(path.join(dir.root, '.trash/Summaries'))).toHaveLength(1);
  });

  it('links the summary and sets status: summarized on a meeting that had none', async () => {
    const before = await read(FUNCTIONAL);
    await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      body: '## Summary\nx',
      frontmatter: {},
    });
    expect(await readdir(path.join(dir.root, 'Summaries'))).toContain(
      '2026-03-10 Remote control functional design.md',
    );
    const after = await read(FUNCTIONAL);
    expect(after).toContain('summary: "[[Summaries/2026-03-10 Remote control functional design]]"');
    expect(without(after, 'summary:')).toEqual(
      before.replace('status: ended', 'status: summarized').split('\n'),
    );
  });
});

describe('same-name meetings in subfolders', () => {
  it('get their own summary and context notes in mirrored, newly created folders', async () => {
    await mkdir(path.join(dir.root, 'Meetings/2025'), { recursive: true });
    await writeFile(path.join(dir.root, 'Meetings/Standup.md'), '---\nstatus: ended\n---\n');
    await writeFile(path.join(dir.root, 'Meetings/2025/Standup.md'), '---\nstatus: ended\n---\n');
    const top = await readMeeting(vault, 'Meetings/Standup.md');
    const nested = await readMeeting(vault, 'Meetings/2025/Standup.md');
    expect(await ensureContextNote(vault, top)).toBe('Assistant/Standup.md');
    expect(await ensureContextNote(vault, nested)).toBe('Assistant/2025/Standup.md');
    const a = await commitSummary(vault, top, { body: 'top\n', frontmatter: {} });
    const b = await commitSummary(vault, nested, { body: 'nested\n', frontmatter: {} });
    expect(a).toEqual({ path: 'Summaries/Standup.md', trashed: null, statusKept: null, defused: [] });
    expect(b).toEqual({ path: 'Summaries/2025/Standup.md', trashed: null, statusKept: null, defused: [] });
    expect(await read('Summaries/Standup.md')).toContain('top');
    expect(await read('Summaries/2025/Standup.md')).toContain('nested');
    expect(await read('Assistant/2025/Standup.md')).toContain('meeting: "[[Meetings/2025/Standup]]"');
    expect(await read('Meetings/2025/Standup.md')).toContain('summary: "[[Summaries/2025/Standup]]"');
    expect(await read('Meetings/2025/Standup.md')).toContain('context: "[[Assistant/2025/Standup]]"');
  });
});

describe('frontmatter errors name the note', () => {
  const ALIASES = `---\na: &a [x, x, x, x, x, x, x, x, x, x]\nb: [${Array.from({ length: 120 }, () => '*a').join(', ')}]\n---\n`;
  it('every artifact step that reads a broken note says which note it is', async () => {
    const meeting = await readMeeting(vault, FUNCTIONAL);
    await mkdir(path.join(dir.root, 'Assistant'), { recursive: true });
    const context = 'Assistant/2026-03-10 Remote control functional design.md';
    await writeFile(path.join(dir.root, context), '---js\n{}\n---\n');
    await expect(ensureContextNote(vault, meeting)).rejects.toThrow(
      new RegExp(`^${context}: unsupported frontmatter language`),
    );
    await expect(appendToContext(vault, context, 'x')).rejects.toThrow(
      new RegExp(`^${context}: unsupported frontmatter language`),
    );
    await writeFile(path.join(dir.root, FUNCTIONAL), ALIASES);
    await expect(setMeetingStatus(vault, FUNCTIONAL, 'failed')).rejects.toMatchObject({
      path: FUNCTIONAL,
      message: `${FUNCTIONAL}: frontmatter rejected: too many YAML aliases (line 2)`,
    });
    await expect(readMeeting(vault, FUNCTIONAL)).rejects.toMatchObject({
      message: `${FUNCTIONAL}: frontmatter rejected: too many YAML aliases (line 2)`,
    });
    await expect(commitSummary(vault, meeting, { body: 'x', frontmatter: {} })).rejects.toMatchObject({
      path: FUNCTIONAL,
    });
  });
});

describe('setMeetingStatus', () => {
  it('changes the status field only', async () => {
    const before = await read(FUNCTIONAL);
    await setMeetingStatus(vault, FUNCTIONAL, 'failed');
    expect(await read(FUNCTIONAL)).toBe(before.replace('status: ended', 'status: failed'));
  });
});
