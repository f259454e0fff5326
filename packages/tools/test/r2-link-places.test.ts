/**
 * R2: a meeting note's `transcript:` / `usernotes:` (and `summary:` / `context:`) links may not lead
 * into a project the meeting is not bound to, a hidden folder (`.obsidian`, `.git`, `.trash`,
 * `.meeting-assistant`, any dot segment), the product's own summaries/context notes, a meeting note,
 * an identity note, the glossary or dictation list, or the configuration file — in every spelling of the link. The read tools refuse with the reason,
 * `override_speaker` rewrites nothing, and every file stays as it was (vault hashed before/after).
 * Real files on a temp copy of the sample vault.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const LINE = '[00:00:01] **Speaker 1:** a line that must not be read\n';
const OTHER = 'Projects/website-redesign';

/** Files a link could lead to: another project's, hidden ones, the product's own notes. */
async function plantTargets(root: string): Promise<void> {
  const put = async (rel: string, text = LINE) => {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  };
  await put(`${OTHER}/secret.md`);
  await put(`${OTHER}/secret notes.md`);
  await put(`${OTHER}/${'Café notes'.normalize('NFD')}.md`);
  await put('Projects/loose.md');
  for (const hidden of ['.obsidian', '.git', '.trash', '.meeting-assistant', 'Notes/.hidden'])
    await put(`${hidden}/t.md`);
  await symlink('../.obsidian/t.md', path.join(root, 'Transcripts/sym.md'));
  await put('Projects/remote-control/transcripts/functional.md');
}

/** Sets both `transcript:` and `usernotes:` of the functional design meeting to `value` (YAML as written). */
async function linkBoth(root: string, value: string): Promise<void> {
  const file = path.join(root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text
      .replace(/^transcript: .*$/m, `transcript: ${value}`)
      .replace(/^usernotes: .*$/m, `usernotes: ${value}`),
  );
}

const REFUSED_FORMS: Array<[string, RegExp]> = [
  [
    `"[[${OTHER}/secret]]"`,
    /in project "website-redesign", which this meeting is not bound to \(bound: remote-control\)/,
  ],
  [`"[[${OTHER}/secret|the notes]]"`, /not bound to this meeting|which this meeting is not bound to/],
  [`"[[${OTHER}/secret#Budget]]"`, /which this meeting is not bound to/],
  [`${OTHER}/secret.md`, /which this meeting is not bound to/],
  // R110: a relative link is read from the meeting note's folder (Meetings/): into the unbound project.
  [`"../${OTHER}/secret.md"`, /which this meeting is not bound to/],
  // One that climbs out of the vault is still refused as such.
  [`"../../${OTHER}/secret.md"`, /is refused: .*"\.\."/],
  [`"[[projects/WEBSITE-REDESIGN/SECRET]]"`, /which this meeting is not bound to/],
  [`"[[${OTHER}/Café notes]]"`, /which this meeting is not bound to/],
  [`"[notes](${OTHER}/secret%20notes.md)"`, /which this meeting is not bound to/],
  ['"[[website-redesign/secret]]"', /which this meeting is not bound to/],
  ['"[[secret]]"', /which this meeting is not bound to/],
  ['"[[Projects/loose]]"', /in the projects folder but in no project/],
  ['"[[.obsidian/t]]"', /hidden/],
  ['.git/t.md', /hidden/],
  ['"[[.trash/t]]"', /\.trash/],
  ['"[[.meeting-assistant/t]]"', /hidden/],
  ['"[[Notes/.hidden/t]]"', /hidden/],
  ['"[[Transcripts/sym]]"', /hidden/],
  [
    '"[[Summaries/2026-03-09 Remote control kickoff]]"',
    /a note Meeting Assistant writes \(the summaries folder\)/,
  ],
  ['meeting-assistant.json', /configuration file/],
  ['"[[Meetings/2026-03-12 Remote control detailed design]]"', /is a meeting note \(the meetings folder\)/],
  ['"[[meetings/2026-03-10 REMOTE control functional design]]"', /is a meeting note/],
  ['"[[Identities/Project Manager]]"', /speaker identity note/],
  ['"[[Glossary]]"', /the vault's glossary/],
  ['"[[dictation]]"', /the vault's dictation word list/],
];

describe('R2: where a meeting note link may lead', () => {
  it('R2: read_transcript, read_usernotes and override_speaker refuse every spelling of a link into an unbound project, a hidden folder, a product note or the config; nothing changes', async () => {
    t = await sampleSession();
    await plantTargets(t.root);
    for (const [value, why] of REFUSED_FORMS) {
      await linkBoth(t.root, value);
      const before = await hashTree(t.root);
      for (const tool of ['read_transcript', 'read_usernotes']) {
        const out = await runTool(t.session, tool);
        expect(out, `${tool} ${value}`).toMatch(/^refused: (transcript|usernotes) link .* is refused: /);
        expect(out, `${tool} ${value}`).toMatch(why);
        expect(out).not.toContain('must not be read');
      }
      const relabel = await runTool(t.session, 'override_speaker', { speaker: 'Speaker 1', name: 'Eve' });
      expect(relabel, value).toMatch(/^refused: transcript link .* is refused: /);
      expect(await hashTree(t.root), value).toBe(before);
    }
    // Every spelling of every refused link through three tools, each on the sample vault: a few
    // seconds idle, past 30 s when every package's tests share two busy cores (CI).
  }, 120_000);

  it("R2: readMeeting reports such links as refused (null link), and keeps links into the meeting's own bound project", async () => {
    t = await sampleSession();
    await plantTargets(t.root);
    await linkBoth(t.root, `"[[${OTHER}/secret]]"`);
    const refused = await readMeeting(t.vault, MEETINGS.functional);
    expect(refused.links.transcript).toBeNull();
    expect(refused.links.usernotes).toBeNull();
    expect(refused.unresolved.map((u) => [u.key, u.reason])).toEqual([
      ['transcript', 'refused'],
      ['usernotes', 'refused'],
    ]);
    await linkBoth(t.root, '"[[Projects/remote-control/transcripts/functional]]"');
    const own = await readMeeting(t.vault, MEETINGS.functional);
    expect(own.links.transcript).toBe('Projects/remote-control/transcripts/functional.md');
    // Both links name one file: as user notes it is this meeting's own transcript, refused (U21).
    expect(own.links.usernotes).toBeNull();
    expect(own.unresolved.map((u) => [u.key, u.reason, u.refusal])).toEqual([
      [
        'usernotes',
        'refused',
        `link "Projects/remote-control/transcripts/functional.md" is this meeting's transcript, not notes taken by a person: the transcript is already read as the transcript`,
      ],
    ]);
    const read = await runTool(t.session, 'read_transcript');
    expect(read.split('\n')[0]).toBe('Projects/remote-control/transcripts/functional.md · lines 1–1 of 1');
  });

  it('R2: a summary or context link into another project or a hidden folder is never written: the default note is used', async () => {
    t = await sampleSession();
    await plantTargets(t.root);
    const file = path.join(t.root, MEETINGS.functional);
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(/^tags: /m, `summary: "[[${OTHER}/secret]]"\ncontext: "[[.obsidian/plugins/x]]"\ntags: `),
    );
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.links.summary).toBe('Summaries/2026-03-10 Remote control functional design.md');
    expect(meeting.links.context).toBe('Assistant/2026-03-10 Remote control functional design.md');
    expect(meeting.unresolved.map((u) => [u.key, u.reason])).toEqual([
      ['summary', 'refused'],
      ['context', 'refused'],
    ]);
    const before = await readFile(path.join(t.root, OTHER, 'secret.md'), 'utf8');
    await runTool(t.session, 'write_context', { content: 'notebook' });
    expect(await readFile(path.join(t.root, OTHER, 'secret.md'), 'utf8')).toBe(before);
  });
});
