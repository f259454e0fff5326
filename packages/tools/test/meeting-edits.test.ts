/**
 * Meeting edits outside the summary/context notes: dictation, attendees,
 * speaker overrides, identity deletes — real files, every write audited.
 * Spec: docs/tools.md (Granular profile, Audit); docs/vault-format.md.
 */
import { access, lstat, readFile, rename, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { LineShiftEvent } from '../src/session/tool-session.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

/** `text` as a literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let t: TestSession;
afterEach(async () => t?.cleanup());
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('meeting edits', () => {
  it('add_dictation_word appends "- word" unless present case-insensitively', async () => {
    t = await sampleSession();
    const before = await read('Dictation.md');
    expect(await runTool(t.session, 'add_dictation_word', { word: 'kinetic power' })).toBe(
      'added "kinetic power" to Dictation.md (now 6 items)',
    );
    expect(await read('Dictation.md')).toBe(`${before}- kinetic power\n`);
    expect(await runTool(t.session, 'add_dictation_word', { word: 'JOG-DIAL' })).toBe(
      '"JOG-DIAL" is already in Dictation.md; nothing changed',
    );
    expect(t.session.audit.entries.map((e) => [e.path, e.added])).toEqual([['Dictation.md', 1]]);
    // Markdown-looking text inside a word (not at its start) is plain text and allowed.
    expect(await runTool(t.session, 'add_dictation_word', { word: 'C++ - [x]' })).toBe(
      'added "C++ - [x]" to Dictation.md (now 7 items)',
    );
  });

  it('add_attendee / remove_attendee edit only the attendees field', async () => {
    t = await sampleSession();
    const before = await read(MEETINGS.functional);
    expect(await runTool(t.session, 'add_attendee', { name: 'Ben Okafor' })).toBe(
      `added attendee "Ben Okafor" to ${MEETINGS.functional} (attendees: Project Manager, Marketing, Industrial Designer, User Interface, Ben Okafor)`,
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'ben okafor' })).toBe(
      '"ben okafor" is already an attendee; nothing changed',
    );
    const added = await read(MEETINGS.functional);
    expect(added).toBe(before.replace('  - User Interface\n', '  - User Interface\n  - Ben Okafor\n'));
    expect(await runTool(t.session, 'remove_attendee', { name: 'marketing' })).toMatch(
      /^removed attendee "marketing" \(listed as Marketing\) from /,
    );
    expect(await read(MEETINGS.functional)).toBe(added.replace('  - Marketing\n', ''));
    expect(t.session.audit.entries.map((e) => e.path)).toEqual([MEETINGS.functional]);
  });

  it('override_speaker relabels all lines or a range and records speaker_overrides on one line', async () => {
    const shifts: LineShiftEvent[] = [];
    t = await sampleSession(MEETINGS.conceptual, { onLineShift: (e) => shifts.push(e) });
    const rel = 'Transcripts/2026-03-11 Remote control conceptual design.md';
    const before = await read(rel);
    const count = (text: string, who: string) =>
      text.split('\n').filter((l) => l.includes(`**${who}:**`)).length;
    const speaker2 = count(before, 'Speaker 2');
    expect(speaker2).toBeGreaterThan(2);
    const firstLine = before.split('\n').findIndex((l) => l.includes('**Speaker 2:**')) + 1;
    const spoken = before.split('\n')[firstLine - 1]?.replace('**Speaker 2:**', '**Marketing:**');
    const bodyStart = parseNote(before).bodyStartLine;

    const one = await runTool(t.session, 'override_speaker', {
      speaker: 'Speaker 2',
      name: 'Marketing',
      from: firstLine,
      to: firstLine,
    });
    // The first override adds the one speaker_overrides line: said plainly, numbers are the new ones.
    // "Marketing" already speaks in this transcript, so this first one merges two labels: the result
    // says so and keeps the previous transcript in the trash (review9 V4); the later ones continue it.
    expect(one).toMatch(
      new RegExp(
        `^relabelled 1 line "Speaker 2" → "Marketing" in ${literal(rel)} \\(line ${firstLine + 1}\\); recorded under speaker_overrides; ` +
          `"Marketing" already spoke in ${literal(rel)} \\(as "Marketing"\\), so both are now one speaker; the previous transcript was copied to \\.trash/.+ \\(recoverable\\); ` +
          'transcript lines shifted by \\+1 because speaker_overrides was added to its frontmatter; re-read before citing$',
      ),
    );
    expect(shifts).toEqual([{ path: rel, from: bodyStart, by: 1 }]);
    const afterOne = await read(rel);
    expect(afterOne.split('\n')[firstLine]).toBe(spoken);
    expect(afterOne.split('\n').length).toBe(before.split('\n').length + 1);

    const all = await runTool(t.session, 'override_speaker', {
      speaker: 'Speaker 2',
      name: 'Marketing',
      from: null,
      to: null,
    });
    // Later overrides update the same line in place: no shift, no notice.
    expect(all).toMatch(new RegExp(`^relabelled ${speaker2 - 1} lines "Speaker 2" → "Marketing"`));
    expect(all).not.toContain('shifted');
    expect(shifts).toHaveLength(1);
    const after = await read(rel);
    expect(after.split('\n').length).toBe(afterOne.split('\n').length);
    expect(count(after, 'Speaker 2')).toBe(0);
    expect(count(after, 'Marketing')).toBe(count(before, 'Marketing') + speaker2);
    expect(after.split('\n').filter((l) => l.startsWith('speaker_overrides:'))).toEqual([
      `speaker_overrides: [{speaker: Speaker 2, name: Marketing, from: ${firstLine + 1}, to: ${firstLine + 1}}, {speaker: Speaker 2, name: Marketing}]`,
    ]);
    const fm = parseNote(after).frontmatter?.data;
    expect(fm?.speaker_overrides).toEqual([
      { speaker: 'Speaker 2', name: 'Marketing', from: firstLine + 1, to: firstLine + 1 },
      { speaker: 'Speaker 2', name: 'Marketing' },
    ]);
    expect(fm?.language).toBe('en');
    // Body lines other than the labels are untouched.
    const strip = (s: string) => parseNote(s).body.replaceAll('**Speaker 2:**', '**Marketing:**');
    expect(parseNote(after).body).toBe(strip(before));
    expect(t.session.audit.entries.map((e) => e.path)).toEqual([rel]);
  });

  it('override_speaker quotes names YAML would misread and keeps a legacy block list on one line', async () => {
    const shifts: LineShiftEvent[] = [];
    t = await sampleSession(MEETINGS.conceptual, { onLineShift: (e) => shifts.push(e) });
    const rel = 'Transcripts/2026-03-11 Remote control conceptual design.md';
    const before = await read(rel);
    // A transcript edited by an older version: a multi-line block list (3 lines).
    const legacy = before.replace(
      /^language: en$/m,
      'language: en\nspeaker_overrides:\n  - speaker: Speaker 9\n    name: Old',
    );
    await writeFile(path.join(t.root, rel), legacy);
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Speaker 2', name: 'Yes, Sir: #1' });
    expect(out).toContain(
      'transcript lines shifted by -2 because speaker_overrides was rewritten on one line',
    );
    expect(shifts).toEqual([{ path: rel, from: parseNote(legacy).bodyStartLine, by: -2 }]);
    const after = await read(rel);
    expect(after.split('\n').filter((l) => l.startsWith('speaker_overrides:'))).toEqual([
      'speaker_overrides: [{speaker: Speaker 9, name: Old}, {speaker: Speaker 2, name: "Yes, Sir: #1"}]',
    ]);
    expect(parseNote(after).bodyStartLine).toBe(parseNote(before).bodyStartLine + 1);
  });

  it('override_speaker updates an existing one-line speaker_overrides in place: a trailing comment and CRLF stay, no shift', async () => {
    const shifts: LineShiftEvent[] = [];
    t = await sampleSession(MEETINGS.conceptual, { onLineShift: (e) => shifts.push(e) });
    const rel = 'Transcripts/2026-03-11 Remote control conceptual design.md';
    const before = (await read(rel))
      .replace(
        /^language: en$/m,
        'language: en\nspeaker_overrides: [{speaker: Speaker 9, name: Old}] # by hand',
      )
      .replace(/\n/g, '\r\n');
    await writeFile(path.join(t.root, rel), before);
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Speaker 2', name: 'Ops' });
    expect(out).not.toContain('shifted');
    expect(shifts).toEqual([]);
    const after = await read(rel);
    expect(after).toBe(
      before
        .replace(
          '[{speaker: Speaker 9, name: Old}] # by hand',
          '[{speaker: Speaker 9, name: Old}, {speaker: Speaker 2, name: Ops}] # by hand',
        )
        .replace(/\*\*Speaker 2:\*\*/g, '**Ops:**'),
    );
  });

  it('override_speaker on a transcript without frontmatter says the block added 3 lines', async () => {
    t = await sampleSession(MEETINGS.conceptual);
    const rel = 'Transcripts/2026-03-11 Remote control conceptual design.md';
    const body = parseNote(await read(rel)).body;
    await writeFile(path.join(t.root, rel), body);
    const out = await runTool(t.session, 'override_speaker', { speaker: 'Speaker 2', name: 'true' });
    expect(out).toContain(
      'transcript lines shifted by +3 because a frontmatter block with speaker_overrides was added; re-read before citing',
    );
    const after = await read(rel);
    expect(after.startsWith('---\nspeaker_overrides: [{speaker: Speaker 2, name: "true"}]\n---\n')).toBe(
      true,
    );
    expect(parseNote(after).frontmatter?.data.speaker_overrides).toEqual([
      { speaker: 'Speaker 2', name: 'true' },
    ]);
  });

  it('delete_identity moves the identity note to the trash and says where', async () => {
    t = await sampleSession();
    const out = await runTool(t.session, 'delete_identity', { name: 'Project Manager' });
    expect(out).toBe('moved Identities/Project Manager.md to .trash/Identities/Project Manager.md');
    await expect(access(path.join(t.root, 'Identities/Project Manager.md'))).rejects.toThrow();
    expect(await read('.trash/Identities/Project Manager.md')).toContain('voiceprint: vp-3f9c2a71');
    expect(t.session.audit.entries.map((e) => [e.path, e.kind])).toEqual([
      ['Identities/Project Manager.md', 'deleted'],
    ]);
  });

  it('delete_identity refuses a symlinked identity: the meeting note it points at stays byte-identical', async () => {
    t = await sampleSession();
    const meeting = 'Meetings/2026-03-12 Remote control detailed design.md';
    const bytes = await readFile(path.join(t.root, meeting));
    await symlink(`../${meeting}`, path.join(t.root, 'Identities/Alias.md'));
    expect(await runTool(t.session, 'delete_identity', { name: 'Alias' })).toBe(
      'refused: Identities/Alias.md is a symlink, not an identity note; only regular files directly in Identities/ can be deleted; nothing was moved',
    );
    expect(await readFile(path.join(t.root, meeting))).toEqual(bytes);
    expect((await lstat(path.join(t.root, 'Identities/Alias.md'))).isSymbolicLink()).toBe(true);
    await expect(access(path.join(t.root, '.trash'))).rejects.toThrow();
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('delete_identity refuses when the identities folder itself is a symlink to other notes', async () => {
    t = await sampleSession();
    const meeting = 'Meetings/2026-03-12 Remote control detailed design.md';
    const bytes = await readFile(path.join(t.root, meeting));
    await rename(path.join(t.root, 'Identities'), path.join(t.root, 'People'));
    await symlink('Meetings', path.join(t.root, 'Identities'));
    const out = await runTool(t.session, 'delete_identity', {
      name: '2026-03-12 Remote control detailed design',
    });
    expect(out).toBe(
      'refused: the identities folder Identities/ is a symlink (to Meetings/); identities must be regular files in a real folder; nothing was moved',
    );
    expect(await readFile(path.join(t.root, meeting))).toEqual(bytes);
    await expect(access(path.join(t.root, '.trash'))).rejects.toThrow();
  });
});
