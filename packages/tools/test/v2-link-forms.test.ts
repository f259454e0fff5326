/**
 * V2 (hostile review): one link reader (core `parseLink`) for every CommonMark and Obsidian link
 * form, used wherever a link is read. Each form names the same file from the meeting note's
 * frontmatter (`transcript:`, read by read_transcript), from a tool argument (the `summary` of
 * read_past_project_meeting_summary, the `project` of list_projectfiles) and in core. Real files on
 * a temp copy of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseLink, readMeeting, resolveWikilink } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** Every way a user or a model writes a link to `<folder>/<name>.md` (name with a space). */
function linkForms(folder: string, name: string): string[] {
  const wiki = `${folder}/${name}`;
  const enc = `${folder}/${encodeURIComponent(name)}.md`;
  return [
    `[[${wiki}]]`,
    `[[${wiki}.md]]`,
    `[[${wiki}#Heading|alias]]`,
    `[[${wiki}#^block1]]`,
    `[[${wiki}^block1]]`,
    `![[${wiki}]]`,
    `[[${wiki}\\|alias]]`,
    `"[[${wiki}]]"`,
    `'[[${wiki}|x]]'`,
    `[x](${enc})`,
    `[x](${enc} "a title")`,
    `[x](${enc} 'a title')`,
    `[x](${enc} (a title))`,
    `[x](<${wiki}.md>)`,
    `[x](<${wiki}.md> "t")`,
    `[x](${enc}#Heading)`,
    `[x](${enc}#Heading "t")`,
    `[a \\] b [c] d](${enc})`,
    `![pic](${enc})`,
    `"[x](${enc} "t")"`,
  ];
}

async function put(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), text);
}

describe('V2: every link form names the same file everywhere', () => {
  it('V2: parseLink reads titles, angle brackets, escaped and nested link text, headings, blocks, embeds, table escapes and quotes', () => {
    for (const form of linkForms('Transcripts', 'My note')) {
      const link = parseLink(form);
      expect(link.target.replace(/\.md$/, ''), form).toBe('Transcripts/My note');
      expect(link.form, form).not.toBe('plain');
    }
    expect(parseLink('[x](<Folder/My note.md> "t")')).toMatchObject({ alias: 'x', subpath: null });
    expect(parseLink('[a \\] b [c] d](F/N.md)')).toMatchObject({ target: 'F/N.md', alias: 'a ] b [c] d' });
    expect(parseLink('[x](F/My%20note.md#Some%20heading "t")')).toMatchObject({
      target: 'F/My note.md',
      subpath: 'Some heading',
    });
    expect(parseLink('[[t#heading|alias]]')).toMatchObject({
      target: 't',
      subpath: 'heading',
      alias: 'alias',
    });
    expect(parseLink('[[t#^b]]')).toMatchObject({ target: 't', subpath: '^b' });
    expect(parseLink('[x](F/a\\(1\\).md)')).toMatchObject({ target: 'F/a(1).md' });
    expect(parseLink('[x](F/a(1).md)')).toMatchObject({ target: 'F/a(1).md' });
    // Not links: plain text stays a literal.
    expect(parseLink('Transcripts/x [draft]')).toMatchObject({
      form: 'plain',
      target: 'Transcripts/x [draft]',
    });
  });

  it('V2: from the meeting note (readMeeting, read_transcript) every form resolves to the same transcript', async () => {
    t = await sampleSession();
    await put('Transcripts/My note.md', '[00:00:01] **Alice:** hello from my note\n');
    const file = path.join(t.root, MEETINGS.functional);
    const note = await readFile(file, 'utf8');
    for (const form of linkForms('Transcripts', 'My note')) {
      expect(await resolveWikilink(t.vault, form), form).toBe('Transcripts/My note.md');
      await writeFile(file, note.replace(/^transcript: .*$/m, `transcript: ${JSON.stringify(form)}`));
      const meeting = await readMeeting(t.vault, MEETINGS.functional);
      expect(meeting.links.transcript, form).toBe('Transcripts/My note.md');
      const out = await runTool(t.session, 'read_transcript', {});
      expect(out.split('\n')[0], form).toBe('Transcripts/My note.md · lines 1–1 of 1');
    }
  });

  it('V2: as tool arguments every form names the same past summary and the same project', async () => {
    t = await sampleSession();
    await put(
      'Summaries/Old review.md',
      '---\nmeeting: "[[Meetings/Old review]]"\ndate: 2026-03-01\nprojects: [remote-control]\n---\n## Summary\nold words\n',
    );
    for (const form of linkForms('Summaries', 'Old review')) {
      const out = await runTool(t.session, 'read_past_project_meeting_summary', { summary: form });
      expect(isRefusal(out), `${form}: ${out}`).toBe(false);
      expect(out.split('\n')[0], form).toMatch(/^Summaries\/Old review\.md · lines/);
    }
    for (const project of [
      '[[Projects/remote-control]]',
      '[[remote-control]]',
      '"[[Projects/remote-control|RC]]"',
      '[rc](Projects/remote-control)',
      '[rc](<Projects/remote-control/> "the project")',
    ]) {
      const out = await runTool(t.session, 'list_projectfiles', { project });
      expect(isRefusal(out), `${project}: ${out}`).toBe(false);
      expect(out.split('\n')[0], project).toMatch(/^Projects\/remote-control · \d+ files/);
      const read = await runTool(t.session, 'read_projectfile', { project, path: 'decisions.md', to: 1 });
      expect(read.split('\n')[0], project).toMatch(/^Projects\/remote-control\/decisions\.md · lines 1–1/);
    }
  });
});
