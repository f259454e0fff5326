/**
 * R7, R10 (hostile review): a meeting note's `context:` / `summary:` link is adopted only when it
 * names the product's own note for THIS meeting. A link to a user's note, a bound project file,
 * another meeting's context note, the meeting's own transcript, user notes or meeting note, the
 * glossary or an identity falls back to the default note (`Assistant/<meeting>.md`,
 * `Summaries/<meeting>.md`) and says so; the linked file stays byte-identical, whatever the write
 * mode, in both profiles. Real files on a temp copy of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const M = MEETINGS.functional;
const NAME = '2026-03-10 Remote control functional design';
const DEFAULT_CONTEXT = `Assistant/${NAME}.md`;
const DEFAULT_SUMMARY = `Summaries/${NAME}.md`;
const OTHER_CONTEXT = 'Assistant/2026-03-09 Remote control kickoff.md';

/** Notes a link could name that are not this meeting's product notes. */
async function plant(root: string): Promise<void> {
  const put = async (rel: string, text: string) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  };
  await put('Notes/Background.md', '# Background for the Q2 planning\n- budget 40k\n- hiring freeze\n');
  // N8: Obsidian users tie their own prep notes to a meeting with a meeting: link.
  await put(
    'Notes/Prep functional.md',
    `---\nmeeting: "[[Meetings/${NAME}]]"\ntags: [prep]\n---\n# My prep\n- ask about budget\n`,
  );
  await put(
    OTHER_CONTEXT,
    '---\nmeeting: "[[Meetings/2026-03-09 Remote control kickoff]]"\n---\n\n## Run 2026-03-09T10:00:00Z: summary written\n\n## External writes\n\n### Projects/remote-control/decisions.md\n',
  );
}

/** Sets `key:` of the meeting note to `value` (YAML as written). */
async function link(root: string, key: 'context' | 'summary', value: string): Promise<void> {
  const file = path.join(root, M);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(/^tags: /m, `${key}: ${value}\ntags: `));
}

const FOREIGN: Array<[string, string, RegExp]> = [
  ['a user note', 'Notes/Background.md', /not written by Meeting Assistant for this meeting/],
  [
    "a user's prep note whose meeting: names this meeting (N8)",
    'Notes/Prep functional.md',
    /not written by Meeting Assistant \(it has no generated_by: meeting-assistant/,
  ],
  ['a bound project file', 'Projects/remote-control/requirements.md', /is a project file/],
  ["another meeting's context note", OTHER_CONTEXT, /belongs to another meeting/],
  ["the meeting's transcript", `Transcripts/${NAME}.md`, /this meeting's transcript/],
  ["the meeting's user notes", `Notes/${NAME}.md`, /this meeting's user notes/],
  ['the meeting note itself', M, /this meeting's own note/],
  ['another meeting note', MEETINGS.kickoff, /is a meeting note/],
  ['the glossary', 'Glossary.md', /the vault's glossary/],
  ['an identity note', 'Identities/Project Manager.md', /speaker identity note/],
];

describe('R7: a context: link that is not this meeting’s own note is never written', () => {
  for (const [what, target, reason] of FOREIGN) {
    it(`${what}: write_context replace_file writes the default context note; ${target} is unchanged`, async () => {
      t = await sampleSession(M);
      await plant(t.root);
      await link(t.root, 'context', `"[[${target.replace(/\.md$/, '')}]]"`);
      const before = await readFile(path.join(t.root, target));
      const meetingBefore = await readFile(path.join(t.root, M));
      const meeting = await readMeeting(t.vault, M);
      expect(meeting.links.context).toBe(DEFAULT_CONTEXT);
      expect(meeting.unresolved).toEqual([
        expect.objectContaining({
          key: 'context',
          reason: 'refused',
          refusal: expect.stringMatching(reason),
        }),
      ]);
      const out = await runTool(t.session, 'write_context', { content: 'wiped', replace_file: true });
      expect(out).toMatch(new RegExp(`^replaced the whole file .* in ${DEFAULT_CONTEXT} body`));
      expect(out).toMatch(/\nnote: context link .* is refused: .*; using Assistant\/.* instead/);
      expect(await readFile(path.join(t.root, target))).toEqual(target === M ? meetingBefore : before);
      // The user's link stays as written.
      expect(await readFile(path.join(t.root, M), 'utf8')).toBe(meetingBefore.toString('utf8'));
      expect(await readFile(path.join(t.root, DEFAULT_CONTEXT), 'utf8')).toMatch(/\nwiped\n?$/);
      // read_context and the compact profile say the same.
      expect(await runTool(t.session, 'read_context', {})).toMatch(/note: context link .* is refused/);
    });
  }

  it('compact apply_changes write_context on a bound project file leaves it unchanged', async () => {
    t = await sampleSession(M);
    await link(t.root, 'context', '"[[Projects/remote-control/requirements]]"');
    const file = path.join(t.root, 'Projects/remote-control/requirements.md');
    const before = await readFile(file);
    const { createMeetingTools } = await import('../src/create-meeting-tools.js');
    const tools = createMeetingTools(t.session, { profile: 'compact' }) as unknown as Record<
      string,
      { execute: (a: unknown, o: unknown) => Promise<string> }
    >;
    const apply = tools.apply_changes;
    if (!apply) throw new Error('no apply_changes');
    const out = JSON.parse(
      await apply.execute(
        { ops: [{ op: 'write_context', content: 'wiped', replace_file: true }] },
        { toolCallId: 'c1', messages: [] },
      ),
    );
    expect(out.applied).toBe(1);
    expect(out.consequence).toContain(DEFAULT_CONTEXT);
    expect(out.consequence).toMatch(/is a project file/);
    expect(await readFile(file)).toEqual(before);
  });

  it('the product’s own notes are adopted: a new note (created marked as ours), one in the context folder', async () => {
    t = await sampleSession(M);
    await link(t.root, 'context', '"[[Notebooks/functional notebook]]"');
    expect((await readMeeting(t.vault, M)).links.context).toBe('Notebooks/functional notebook.md');
    const first = await runTool(t.session, 'write_context', { content: 'old', replace_file: true });
    expect(first).not.toMatch(/note:/);
    const created = await readFile(path.join(t.root, 'Notebooks/functional notebook.md'), 'utf8');
    expect(created).toMatch(/^---\n(?:.*\n)*generated_by: meeting-assistant\n(?:.*\n)*---\nold/);
    // The next run adopts the note it created.
    const meeting = await readMeeting(t.vault, M);
    expect(meeting.links.context).toBe('Notebooks/functional notebook.md');
    expect(meeting.unresolved).toEqual([]);
    const out = await runTool(t.session, 'write_context', { content: 'new', replace_file: true });
    expect(out).not.toMatch(/note:/);
    expect(await readFile(path.join(t.root, 'Notebooks/functional notebook.md'), 'utf8')).toBe(
      created.replace(/old$/, 'new'),
    );
  });

  it('N8: outside the context folder, a meeting: link alone is not ownership; generated_by: meeting-assistant is', async () => {
    t = await sampleSession(M);
    await mkdir(path.join(t.root, 'Notebooks'));
    const note = path.join(t.root, 'Notebooks/functional notebook.md');
    await link(t.root, 'context', '"[[Notebooks/functional notebook]]"');
    await writeFile(note, `---\nmeeting: "[[Meetings/${NAME}]]"\n---\nmine\n`);
    expect((await readMeeting(t.vault, M)).links.context).toBe(DEFAULT_CONTEXT);
    await runTool(t.session, 'write_context', { content: 'wiped', replace_file: true });
    expect(await readFile(note, 'utf8')).toBe(`---\nmeeting: "[[Meetings/${NAME}]]"\n---\nmine\n`);
    await writeFile(
      note,
      `---\nmeeting: "[[Meetings/${NAME}]]"\ngenerated_by: meeting-assistant\n---\nours\n`,
    );
    expect((await readMeeting(t.vault, M)).links.context).toBe('Notebooks/functional notebook.md');
  });
});

describe('R10: a summary: link to the meeting’s own files or another meeting’s falls back to the default summary', () => {
  for (const [what, target] of [
    ["the meeting's transcript", `Transcripts/${NAME}.md`],
    ["the meeting's user notes", `Notes/${NAME}.md`],
    ['the meeting note itself', M],
    ["another meeting's context note", OTHER_CONTEXT],
    ["another meeting's transcript", 'Transcripts/2026-03-09 Remote control kickoff.md'],
  ] as const) {
    it(what, async () => {
      t = await sampleSession(M);
      await plant(t.root);
      await link(t.root, 'summary', `"[[${target.replace(/\.md$/, '')}]]"`);
      const meeting = await readMeeting(t.vault, M);
      expect(meeting.links.summary).toBe(DEFAULT_SUMMARY);
      expect(meeting.unresolved).toEqual([expect.objectContaining({ key: 'summary', reason: 'refused' })]);
    });
  }
});
