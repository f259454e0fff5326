/**
 * T8 (hostile review 7): a name that only looks like an existing one (confusable letters of another script in a
 * Latin word, TR39 skeleton + UTS #39 mixed-script check, core `lookalikeOf`) made a twin where invisible characters
 * were already refused: `add_attendee "\u041c\u0430rketing"` next to `Marketing`, `write_projectfile "d\u0435cisions.md"`
 * next to `decisions.md`. Each such twin is refused naming the existing name, nothing changes; genuinely non-Latin
 * names (a Russian colleague, a Greek file name) are still added. The agent tool set (granular and compact
 * `apply_changes`) on a temp copy of the sample vault; `ma tool` in apps/cli/test/t7-t8-confusables.test.ts.
 * Spec: docs/tools.md (add_attendee "never added twice"; Paths: "a write never creates a twin"); review7 T8.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const MEETING = 'Meetings/2026-03-10 Remote control functional design.md';
const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const PROJECT = 'Projects/remote-control';

describe('T8: look-alike twins of existing names are refused', () => {
  it('T8: add_attendee "\u041c\u0430rketing" (Cyrillic \u041c, \u0430) next to Marketing is refused naming Marketing', async () => {
    t = await sampleSession(MEETINGS.functional);
    const file = path.join(t.root, MEETING);
    const before = await readFile(file, 'utf8');
    const out = await runTool(t.session, 'add_attendee', { name: '\u041c\u0430rketing' });
    expect(out).toMatch(/^refused: .*looks like the attendee "Marketing"/);
    expect(await readFile(file, 'utf8')).toBe(before);
    const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
      (d) => d.name === 'apply_changes',
    )!;
    const batch = await compact.execute({ ops: [{ op: 'add_attendee', name: 'Mark\u0435ting' }] }); // Cyrillic \u0435
    expect(batch).toMatch(/looks like the attendee \\?"Marketing\\?"/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('T8: a Russian and a Greek attendee are added', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'add_attendee', { name: '\u041c\u0430\u0440\u0438\u044f' })).toMatch(
      /^added attendee/,
    );
    expect(await runTool(t.session, 'add_attendee', { name: '\u0395\u03bb\u03ad\u03bd\u03b7' })).toMatch(
      /^added attendee/,
    );
  });

  it('T8: write_projectfile "d\u0435cisions.md" (Cyrillic \u0435) is refused naming decisions.md; no file is created', async () => {
    t = await sampleSession(MEETINGS.functional);
    const folder = path.join(t.root, PROJECT);
    const before = (await readdir(folder)).sort();
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'd\u0435cisions.md',
      content: '- fake',
    });
    expect(out).toMatch(/^refused: .*looks like the existing "decisions\.md"/);
    const folderTwin = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'r\u0435quirements.md/x.md',
      content: '- fake',
    });
    expect(folderTwin).toMatch(/^refused: .*looks like the existing "requirements\.md"/);
    expect((await readdir(folder)).sort()).toEqual(before);
  });

  it('T8: a Greek file name and a new Latin file are created', async () => {
    t = await sampleSession(MEETINGS.functional);
    const greek = '\u03a3\u03cd\u03bd\u03bf\u03c8\u03b7.md';
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: greek,
      content: '- a',
    });
    expect(out).toMatch(/^created /);
    const latin = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decision-log.md',
      content: '- b',
    });
    expect(latin).toMatch(/^created /);
  });

  it('T8: override_speaker to a look-alike of another speaker is refused; the transcript is unchanged', async () => {
    t = await sampleSession(MEETINGS.functional);
    const file = path.join(t.root, TRANSCRIPT);
    const before = await readFile(file, 'utf8');
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Project Manager',
      name: '\u041c\u0430rketing',
    });
    expect(out).toMatch(/^refused: .*looks like the speaker "Marketing"/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  it('T8: add_dictation_word of a look-alike of a listed word is refused', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'add_dictation_word', { word: 'Kinetic' })).toMatch(/^added /);
    const out = await runTool(t.session, 'add_dictation_word', { word: 'Kin\u0435tic' });
    expect(out).toMatch(/^refused: .*looks like the word "Kinetic"/);
    expect(
      await runTool(t.session, 'add_dictation_word', { word: '\u041a\u0438\u043d\u0435\u0442\u0438\u043a' }),
    ).toMatch(/^added /);
  });
});
