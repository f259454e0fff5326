/**
 * Review 3 M18: the attendee tools know the vault's own people: an identity note
 * (`Identities/<person>.md`: `name`, `aliases`) and a person note an attendee links to
 * (`[[People/Alice Moreau]]`, Obsidian's `aliases`) make each of their names one person.
 * `add_attendee "PM"` next to `Project Manager` (whose identity lists PM and Laura) changes nothing
 * and says why; `remove_attendee "Laura"` removes Project Manager; two people sharing an alias are
 * refused, not guessed. Granular tools, the compact `apply_changes` ops and the approval preview
 * alike. Real files on a temp copy of the sample vault (its `Identities/Project Manager.md` lists
 * `aliases: [PM, Laura]`).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal, refusalMessage, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const M = MEETINGS.conceptual;

async function attendees(): Promise<string[]> {
  return [...(await readMeeting(t.vault, M)).attendees];
}

/** Replaces the meeting's attendees with `items` (YAML list lines). */
async function setAttendees(items: string[]): Promise<void> {
  const file = path.join(t.root, M);
  const text = await readFile(file, 'utf8');
  await writeFile(
    file,
    text.replace(/^attendees:\n(?:[ \t]+.*\n)*/m, `attendees:\n${items.map((i) => `  - ${i}\n`).join('')}`),
  );
}

async function note(rel: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(t.root, rel)), { recursive: true });
  await writeFile(path.join(t.root, rel), text);
}

describe('M18: identity aliases are the same attendee', () => {
  it('M18: add_attendee by an alias of a listed identity changes nothing and says whose alias it is', async () => {
    t = await sampleSession(M);
    const before = await attendees();
    expect(before).toContain('Project Manager');
    const hash = await hashTree(t.root);
    for (const name of ['Laura', 'PM', 'pm', 'Ｌaura ']) {
      const out = await runTool(t.session, 'add_attendee', { name });
      expect(out).toBe(
        `"${name.trim()}" is already an attendee (as Project Manager; "${name.trim()}" is one of their names in Identities/Project Manager.md); nothing changed`,
      );
    }
    expect(await hashTree(t.root)).toBe(hash);
    expect(await attendees()).toEqual(before);
    // A name no identity knows is still added.
    expect(await runTool(t.session, 'add_attendee', { name: 'Lauren' })).toMatch(/^added attendee "Lauren"/);
  });

  it('M18: an identity listed by an alias: adding its name changes nothing; remove_attendee by another alias removes it', async () => {
    t = await sampleSession(M);
    await setAttendees(['PM', 'Marketing']);
    expect(await runTool(t.session, 'add_attendee', { name: 'Project Manager' })).toBe(
      '"Project Manager" is already an attendee (as PM; "Project Manager" is one of their names in Identities/Project Manager.md); nothing changed',
    );
    const out = await runTool(t.session, 'remove_attendee', { name: 'Laura' });
    expect(out).toMatch(
      /^removed attendee "Laura" \(listed as PM; "Laura" is one of their names in Identities\/Project Manager\.md\) from Meetings\/.+ \(attendees: Marketing\)$/,
    );
    expect(await attendees()).toEqual(['Marketing']);
    expect(t.session.audit.entries).toHaveLength(1);
  });

  it('M18: a person note an attendee links to (People/*.md aliases) counts the same; a shared alias is refused', async () => {
    t = await sampleSession(M);
    await note('People/Alice Moreau.md', '---\naliases: [Ali, "A. Moreau"]\n---\nAlice.\n');
    await note('People/Alice Chen.md', '---\naliases:\n  - Ali\n  - AC\n---\nAlice C.\n');
    await setAttendees(['"[[People/Alice Moreau]]"', '"[[People/Alice Chen]]"', 'Bob']);
    expect(await runTool(t.session, 'add_attendee', { name: 'A. Moreau' })).toBe(
      '"A. Moreau" is already an attendee (as Alice Moreau; "A. Moreau" is one of their names in People/Alice Moreau.md); nothing changed',
    );
    const hash = await hashTree(t.root);
    const ambiguous = await runTool(t.session, 'remove_attendee', { name: 'Ali' });
    expect(isRefusal(ambiguous), ambiguous).toBe(true);
    expect(refusalMessage(ambiguous)).toContain('"Ali" matches 2 attendees who are different people');
    expect(await hashTree(t.root)).toBe(hash);
    expect(await runTool(t.session, 'remove_attendee', { name: 'AC' })).toMatch(
      /^removed attendee "AC" \(listed as \[\[People\/Alice Chen\]\]; "AC" is one of their names in People\/Alice Chen\.md\)/,
    );
    expect(await attendees()).toEqual(['Alice Moreau', 'Bob']);
  });

  it('M18: the compact apply_changes ops and the approval preview use the same aliases', async () => {
    t = await sampleSession(M);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const added = JSON.parse(String(await apply?.execute({ ops: [{ op: 'add_attendee', name: 'PM' }] }))) as {
      applied: number;
      unchanged?: { reason: string }[];
    };
    // Nothing changed: listed as unchanged, not applied (review13-a P3).
    expect(added.applied).toBe(0);
    expect(added.unchanged?.[0]?.reason).toContain('"PM" is already an attendee (as Project Manager;');
    const preview = JSON.parse(
      String(await apply?.execute({ ops: [{ op: 'remove_attendee', name: 'Laura' }] })),
    ) as { rejected: { reason: string }[] };
    expect(preview.rejected[0]?.reason).toContain('-  - Project Manager');
  });
});
