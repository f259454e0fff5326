/**
 * Issue #13 (session 38, P160/P161): after the user approved a compact `apply_changes`
 * `delete_identity` or `remove_attendee`, the preview was computed again from the files (the check
 * that they are what the consequence came from): the identity note read whole once more, the
 * meeting note read, parsed, edited and diffed once more. As for a speaker merge (P155), the check
 * now finds the file again and compares its `stat` (settled, core `unchangedSince`), or streams it
 * through SHA-256 when the stat moved; `remove_attendee` also reads the people the vault declares
 * again (identity and person notes: the edit matches names by them). Same answers: a save by another
 * program while the user decides stops the op, a touch that keeps the bytes does not, a new alias of
 * the attendee stops the removal. Real files in a temp copy of the sample vault.
 * Spec: issue #13; seed 002 (propose-then-approve); docs/tools.md (`apply_changes`).
 */
import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@ma/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ApplyChangesResult,
  type ApprovalPort,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

// Whole-text reads (`readTextOrNull`) and frontmatter edits (`editFrontmatter`): recorded, then run.
vi.mock('@ma/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ma/core')>();
  return {
    ...actual,
    readTextOrNull: vi.fn(actual.readTextOrNull),
    editFrontmatter: vi.fn(actual.editFrontmatter),
  };
});
const wholeReads = vi.mocked(core.readTextOrNull);
const edits = vi.mocked(core.editFrontmatter);

let t: TestSession;
afterEach(async () => {
  wholeReads.mockClear();
  edits.mockClear();
  await t?.cleanup();
});

const IDENTITY = 'Identities/Industrial Designer.md';
const DELETE = { op: 'delete_identity', name: 'Industrial Designer' };
const REMOVE = { op: 'remove_attendee', name: 'Marketing' };

/** The compact `apply_changes` of `t` with `port` asking the user. */
function applyChanges(port: ApprovalPort) {
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
  });
  const def = defs.find((d) => d.name === 'apply_changes')!;
  return async (ops: unknown[]) =>
    JSON.parse(await def.execute({ ops, approved: true })) as ApplyChangesResult;
}

/** A port that answers `approved` after running `meanwhile`. */
function port(meanwhile?: () => Promise<void>) {
  const asked: ApprovalPortRequest[] = [];
  return {
    asked,
    request: async (req: ApprovalPortRequest) => {
      asked.push(req);
      await meanwhile?.();
      return 'approved' as const;
    },
  };
}

/** A sample vault copy whose files were last changed more than core's settling margin ago. */
async function settledSession() {
  t = await sampleSession(MEETINGS.functional);
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const trashed = () => readdir(path.join(t.root, '.trash'), { recursive: true }).catch(() => []);
const attendeesOf = async () =>
  /attendees:\n((?: {2}- .*\n)+)/.exec(await readFile(path.join(t.root, MEETINGS.functional), 'utf8'))?.[1];

describe('P160: an approved delete_identity is checked without reading the identity again', () => {
  it('approved: the identity note is read whole by the preview and the delete alone, then moved to the trash', async () => {
    await settledSession();
    const abs = path.join(t.root, IDENTITY);
    const ask = port();
    const apply = applyChanges(ask);
    wholeReads.mockClear();
    const result = await apply([DELETE]);
    expect(result.applied).toBe(1);
    expect(ask.asked[0]!.body).toContain('moved to the trash');
    // The preview's read and the delete's own (for its audit entry); was three: the preview
    // computed again after approval.
    expect(wholeReads.mock.calls.filter(([p]) => p === abs)).toHaveLength(2);
    await expect(readFile(abs, 'utf8')).rejects.toThrow(/ENOENT/);
    expect((await trashed()).some((f) => String(f).endsWith('Industrial Designer.md'))).toBe(true);
  });

  it('a save by another program while the user decides stops the delete; the note keeps its new text', async () => {
    await settledSession();
    const abs = path.join(t.root, IDENTITY);
    const before = await readFile(abs, 'utf8');
    const edited = before.replace(/[a-z]/, 'X'); // same length, another byte
    expect(edited).not.toBe(before);
    const result = await applyChanges(port(() => writeFile(abs, edited)))([DELETE]);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(edited);
    expect(await trashed()).toEqual([]);
  });

  it('a touch that keeps the bytes: the bytes are compared, the delete applied', async () => {
    await settledSession();
    const abs = path.join(t.root, IDENTITY);
    const later = new Date(Date.now() + 60_000);
    const result = await applyChanges(port(() => utimes(abs, later, later)))([DELETE]);
    expect(result.applied).toBe(1);
    await expect(readFile(abs, 'utf8')).rejects.toThrow(/ENOENT/);
  });
});

describe('P161: an approved remove_attendee is checked without editing the meeting note again', () => {
  it('approved: the note is edited by the preview and by the write alone (was once more in between)', async () => {
    await settledSession();
    const ask = port();
    const apply = applyChanges(ask);
    edits.mockClear();
    const result = await apply([REMOVE]);
    expect(result.applied).toBe(1);
    expect(ask.asked[0]!.body).toContain('-  - Marketing');
    // The preview's edit, then the write's plan and its edit under the file lock (was four).
    expect(edits).toHaveBeenCalledTimes(3);
    expect(await attendeesOf()).toBe('  - Project Manager\n  - Industrial Designer\n  - User Interface\n');
  });

  it('a save by another program while the user decides stops the removal; the note keeps its new text', async () => {
    await settledSession();
    const abs = path.join(t.root, MEETINGS.functional);
    const edited = (await readFile(abs, 'utf8')).replace('title: Remote control', 'title: Remote Control');
    const result = await applyChanges(port(() => writeFile(abs, edited)))([REMOVE]);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(edited);
  });

  it('a touch that keeps the bytes: the removal applied', async () => {
    await settledSession();
    const abs = path.join(t.root, MEETINGS.functional);
    const later = new Date(Date.now() + 60_000);
    const result = await applyChanges(port(() => utimes(abs, later, later)))([REMOVE]);
    expect(result.applied).toBe(1);
    expect(await attendeesOf()).not.toContain('Marketing');
  });

  it('an identity note giving the attendee another alias while the user decides stops the removal', async () => {
    await settledSession();
    const abs = path.join(t.root, MEETINGS.functional);
    const before = await readFile(abs, 'utf8');
    // The meeting note's bytes are unchanged; the people the removal matches by are not.
    const alias = () =>
      writeFile(
        path.join(t.root, 'Identities', 'Marketing.md'),
        '---\naliases: [Industrial Designer]\n---\n',
      );
    const result = await applyChanges(port(alias))([REMOVE]);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(before);
  });
});
