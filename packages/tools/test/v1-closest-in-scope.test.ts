/**
 * V1 (hostile review): the "closest name" suggestions of a broken meeting-note link
 * (`(closest: …)`, and the candidates of a link that matches several files) name only files this
 * meeting may read: its transcripts and notes folders and its bound projects' files. Another
 * project's files, hidden files and arbitrary vault notes are never named, whichever tool reads the
 * link (read_transcript, read_usernotes, override_speaker, the compact view) and in core's
 * `readMeeting`. Real files on a temp copy of the sample vault.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const LINE = '[00:00:01] **Speaker 1:** a line\n';

async function put(rel: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), LINE);
}

/** Sets `key:` of the functional design meeting (bound to remote-control only) to `value` (YAML as written). */
async function setLink(key: string, value: string): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${value}`));
}

/** Every refusal a meeting's broken transcript/usernotes link gives, as bare messages. */
async function refusals(key: 'transcript' | 'usernotes'): Promise<string[]> {
  const compact = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
  const outs = [
    await runTool(t.session, key === 'transcript' ? 'read_transcript' : 'read_usernotes', {}),
    (await compact?.execute({ view: key })) ?? '',
  ];
  if (key === 'transcript')
    outs.push(await runTool(t.session, 'override_speaker', { speaker: 'Speaker 1', name: 'Eve' }));
  for (const out of outs) expect(isRefusal(out), out).toBe(true);
  return outs.map(refusalMessage);
}

/** Near names of "Sprint review" in places this meeting may NOT read. */
const OUT_OF_SCOPE = [
  'Projects/website-redesign/Sprint review.md',
  'Projects/website-redesign/Transcripts/Sprint review.md',
  'Private/Sprint review.md',
  'Journal/Transcripts/Sprint review.md',
  'Summaries/Sprint review.md',
  'Meetings/Sprint review.md',
  'Projects/remote-control/AGENTS.md',
];

describe('V1: closest-name suggestions stay inside the meeting scope', () => {
  it('V1: a transcript or usernotes link naming no file never suggests another project, a product note or an arbitrary vault note', async () => {
    t = await sampleSession();
    for (const rel of OUT_OF_SCOPE) await put(rel);
    for (const key of ['transcript', 'usernotes'] as const) {
      for (const value of [
        '"[[Transcripts/Sprint reviews]]"',
        '"[[Sprint reviews]]"',
        '"[[Sprint revew|the review]]"',
        '"[r](Transcripts/Sprint%20reviews.md)"',
        '"[[AGENT]]"',
      ]) {
        await setLink(key, value);
        const meeting = await readMeeting(t.vault, MEETINGS.functional);
        const broken = meeting.unresolved.find((u) => u.key === key);
        expect(broken?.reason, `${key} ${value}`).toBe('missing');
        expect(broken?.closest, `${key} ${value}`).toEqual([]);
        for (const message of await refusals(key)) {
          expect(message, `${key} ${value}`).toContain('names no file (no similar note found)');
          for (const rel of OUT_OF_SCOPE) expect(message).not.toContain(rel.replace(/\.md$/, ''));
          expect(message).not.toMatch(/website-redesign|Private|Journal/);
        }
      }
    }
  });

  it('V1: near names in the transcripts and notes folders and in bound projects are still suggested', async () => {
    t = await sampleSession();
    for (const rel of OUT_OF_SCOPE) await put(rel);
    await put('Transcripts/Sprint review.md');
    await put('Notes/2026/Sprint review.md');
    await put('Projects/remote-control/meetings/Sprint review.md');
    await setLink('transcript', '"[[Sprint reviews]]"');
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.unresolved[0]?.closest.sort()).toEqual([
      'Notes/2026/Sprint review.md',
      'Projects/remote-control/meetings/Sprint review.md',
      'Transcripts/Sprint review.md',
    ]);
    for (const message of await refusals('transcript')) {
      expect(message).toContain('Transcripts/Sprint review.md');
      expect(message).not.toMatch(/website-redesign|Private|Journal|Summaries\/Sprint|Meetings\/Sprint/);
    }
  });

  it('V1: a bare name matching several files lists only those the meeting may read', async () => {
    t = await sampleSession();
    await put('Transcripts/a/Standup.md');
    await put('Transcripts/b/Standup.md');
    await put('Projects/website-redesign/Standup.md');
    await put('Private/Standup.md');
    await setLink('transcript', '"[[Standup]]"');
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    const broken = meeting.unresolved[0];
    expect(broken?.reason).toBe('ambiguous');
    expect(broken?.closest).toEqual(['Transcripts/a/Standup.md', 'Transcripts/b/Standup.md']);
    for (const message of await refusals('transcript')) {
      expect(message).toContain('matches several files (Transcripts/a/Standup.md, Transcripts/b/Standup.md');
      expect(message).not.toMatch(/website-redesign|Private/);
    }
  });

  it("L447: a transcript link of the meeting's own name names the meeting note itself as such, not as others outside its folders", async () => {
    t = await sampleSession();
    const name = path.basename(MEETINGS.functional, '.md');
    await put(`Transcripts/${name}.md`);
    // A reference note shares the name too (outside the meeting's folders): gone, so the only other match is the meeting note.
    await rm(path.join(t.root, `References/${name}.md`));
    await setLink('transcript', `"[[${name}]]"`);
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.unresolved[0]).toMatchObject({
      reason: 'ambiguous',
      // The sample vault's user notes share the name too.
      closest: [`Notes/${name}.md`, `Transcripts/${name}.md`],
      matchesMeetingNote: true,
    });
    expect(meeting.unresolved[0]?.moreOutOfScope).toBeUndefined();
    for (const message of await refusals('transcript')) {
      expect(message).toContain(
        `matches several files (Notes/${name}.md, Transcripts/${name}.md, ${MEETINGS.functional} (the link resolves to this meeting note itself)); write the vault path in the link`,
      );
      expect(message).not.toContain('others outside');
    }
  });
});
