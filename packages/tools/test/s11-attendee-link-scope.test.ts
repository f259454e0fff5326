/**
 * Review 6 S11: the attendee tools read the names a person note declares (M18) only in notes the meeting may read
 * (the identities folder, user folders such as `People/`, its bound projects; never a project it is not bound to, a
 * hidden folder, the product's notes), and `add_attendee` refuses a link into such a place without reading the note:
 * no link to an unbound project's file is planted in the meeting note, and its `aliases` never reach the model.
 * Granular and compact. Real files on a temp copy of the sample vault.
 * Spec: docs/tools.md (`add_attendee`, Bound projects); review6 S11; review3 M18.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const M = MEETINGS.functional;

async function note(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), text);
}

describe('S11: attendee links stay in the meeting scope', () => {
  for (const link of [
    '[[Projects/website-redesign/people]]',
    '[[Projects/website-redesign/people|Web people]]',
    '[Web](Projects/website-redesign/people.md)',
    '[[.obsidian/people]]',
    '[[Projects/website-redesign/nobody]]',
  ]) {
    it(`add_attendee ${link} is refused without reading the note; nothing changes`, async () => {
      t = await sampleSession(M);
      await note(
        'Projects/website-redesign/people.md',
        '---\naliases: [WEBSECRET]\n---\nunbound project note\n',
      );
      await note('.obsidian/people.md', '---\naliases: [HIDDENSECRET]\n---\n');
      const before = await hashTree(t.root);
      const out = await runTool(t.session, 'add_attendee', { name: link });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('may not read');
      expect(out).not.toMatch(/SECRET/);
      expect(await hashTree(t.root)).toBe(before);
      const compact = toolDefinitions(t.session, { profile: 'compact' }).find(
        (d) => d.name === 'apply_changes',
      )!;
      const res = JSON.parse(await compact.execute({ ops: [{ op: 'add_attendee', name: link }] }));
      expect(res.applied, JSON.stringify(res)).toBe(0);
      expect(await hashTree(t.root)).toBe(before);
    });
  }

  it('a link the user wrote into attendees is not followed into an unbound project: its aliases are unknown', async () => {
    t = await sampleSession(M);
    await note(
      'Projects/website-redesign/people.md',
      '---\naliases: [WEBSECRET]\n---\nunbound project note\n',
    );
    const file = path.join(t.root, M);
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(/^attendees:\n/m, 'attendees:\n  - "[[Projects/website-redesign/people]]"\n'),
    );
    const out = await runTool(t.session, 'add_attendee', { name: 'WEBSECRET' });
    expect(out).toMatch(/^added attendee "WEBSECRET"/);
    expect(out).not.toContain('one of their names');
    expect(out).not.toContain('Projects/website-redesign/people.md');
  });

  it('person notes in a people folder and in a bound project are still followed (M18)', async () => {
    t = await sampleSession(M);
    await note('People/Alice Moreau.md', '---\naliases: [Ali]\n---\n');
    await note('Projects/remote-control/team/Bob Stone.md', '---\naliases: [Bobby]\n---\n');
    expect(await runTool(t.session, 'add_attendee', { name: '[[People/Alice Moreau]]' })).toMatch(
      /^added attendee/,
    );
    expect(await runTool(t.session, 'add_attendee', { name: 'Ali' })).toContain(
      'one of their names in People/Alice Moreau.md',
    );
    expect(
      await runTool(t.session, 'add_attendee', { name: '[[Projects/remote-control/team/Bob Stone]]' }),
    ).toMatch(/^added attendee/);
    expect(await runTool(t.session, 'add_attendee', { name: 'Bobby' })).toContain(
      'one of their names in Projects/remote-control/team/Bob Stone.md',
    );
  });
});
