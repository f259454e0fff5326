/**
 * V2b (hostile review): link properties whose YAML value is not a string. An unquoted
 * `transcript: [[Transcripts/x]]` (YAML: a list holding a list) is the wikilink the user typed; a
 * list of several links, a mapping or any other shape where one link is expected is refused
 * naming the property and how to write it — never stringified (`[object Object]`) nor ignored (which
 * would read "no transcript" or the note body). `attendees` works as a list and as a string. Real
 * files on a temp copy of the sample vault.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NAME = '2026-03-10 Remote control functional design';

/** Replaces the `key:` property (its line and indented lines under it) of the functional design meeting by `yaml`. */
async function setProperty(key: string, yaml: string): Promise<void> {
  const file = path.join(t.root, MEETINGS.functional);
  const text = await readFile(file, 'utf8');
  await writeFile(file, text.replace(new RegExp(`^${key}:.*(?:\\n[ \\t]+.*)*`, 'm'), yaml));
}

/** Shapes that are not one link, as written in the note (`KEY` is the property). */
const NOT_ONE_LINK = [
  'KEY:\n  - "[[Transcripts/a]]"\n  - "[[Transcripts/b]]"',
  'KEY: ["[[Transcripts/a]]", "[[Transcripts/b]]"]',
  'KEY: {path: Transcripts/a}',
  'KEY:\n  path: Transcripts/a\n  note: x',
  'KEY: [[Transcripts/a, Transcripts/b]]',
];

describe('V2b: link values that are not strings', () => {
  it('V2b: an unquoted [[…]] (a nested list to YAML) is the wikilink the user typed, with alias and heading', async () => {
    t = await sampleSession();
    await setProperty('transcript', `transcript: [[Transcripts/${NAME}#Top|the transcript]]`);
    await setProperty('usernotes', `usernotes: [[Notes/${NAME}]]`);
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.links.transcript).toBe(`Transcripts/${NAME}.md`);
    expect(meeting.links.usernotes).toBe(`Notes/${NAME}.md`);
    expect(meeting.unresolved).toEqual([]);
    expect((await runTool(t.session, 'read_transcript', { to: 1 })).split('\n')[0]).toMatch(
      /^Transcripts\/2026-03-10 Remote control functional design\.md · lines 1–1/,
    );
  });

  it('V2b: a list of several links, a mapping where one link is expected is refused naming the property and how to write it', async () => {
    t = await sampleSession();
    const compact = () =>
      toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
    for (const key of ['transcript', 'usernotes'] as const) {
      for (const shape of NOT_ONE_LINK) {
        // S8: several usernotes links are several notes (s8-one-item-list-links.test.ts), not a shape error.
        if (key === 'usernotes' && /^KEY: \["\[\[|^KEY:\n {2}- "\[\[.*\n {2}- "/.test(shape)) continue;
        await setProperty(key, shape.replaceAll('KEY', key));
        const meeting = await readMeeting(t.vault, MEETINGS.functional);
        const broken = meeting.unresolved.find((u) => u.key === key);
        expect(broken?.reason, `${key}: ${shape}`).toBe('not-a-link');
        expect(meeting.links[key], shape).toBeNull();
        const before = await hashTree(t.root);
        const outs = [
          await runTool(t.session, key === 'transcript' ? 'read_transcript' : 'read_usernotes', {}),
          (await compact()?.execute({ view: key })) ?? '',
        ];
        if (key === 'transcript')
          outs.push(await runTool(t.session, 'override_speaker', { speaker: 'Marketing', name: 'Eve' }));
        for (const out of outs) {
          expect(isRefusal(out), `${key}: ${shape}: ${out}`).toBe(true);
          const message = refusalMessage(out);
          expect(message, shape).toContain(`${key} in ${MEETINGS.functional} is not one link`);
          expect(message, shape).toContain(`write one link in quotes: ${key}: "[[`);
          expect(message, shape).not.toContain('[object Object]');
        }
        expect(await hashTree(t.root), shape).toBe(before);
      }
      await setProperty(key, `${key}: "[[${key === 'transcript' ? 'Transcripts' : 'Notes'}/${NAME}]]"`);
      expect((await readMeeting(t.vault, MEETINGS.functional)).unresolved).toEqual([]);
    }
  });

  it('V2b: a summary or context property holding a list or mapping is reported, and the default note is used', async () => {
    t = await sampleSession();
    const file = path.join(t.root, MEETINGS.functional);
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^tags: /m, 'summary: {note: mine}\ncontext:\n  - a\n  - b\ntags: '));
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    expect(meeting.links.summary).toBe(`Summaries/${NAME}.md`);
    expect(meeting.links.context).toBe(`Assistant/${NAME}.md`);
    expect(meeting.unresolved.map((u) => [u.key, u.reason])).toEqual([
      ['summary', 'not-a-link'],
      ['context', 'not-a-link'],
    ]);
  });

  it('V2b: attendees as a list in one note and a comma string in the next both read as people', async () => {
    t = await sampleSession();
    await setProperty('attendees', "attendees: 'Alice Example, [[People/Bob Sample|Bob]], Carol'");
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual([
      'Alice Example',
      'Bob Sample',
      'Carol',
    ]);
    expect(await runTool(t.session, 'add_attendee', { name: '[[People/Dan]]' })).not.toMatch(/^refused/);
    expect(await runTool(t.session, 'remove_attendee', { name: 'bob' })).not.toMatch(/^refused/);
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual([
      'Alice Example',
      'Carol',
      'Dan',
    ]);
    await setProperty('attendees', 'attendees:\n  - Alice Example\n  - [[People/Bob Sample|Bob]]');
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toEqual([
      'Alice Example',
      'Bob Sample',
    ]);
  });
});
