/**
 * Issue #13 (session 37, P155): an `override_speaker` that merges two speakers is a destructive op
 * in the compact profile (review9 V4). Its preview read the transcript whole, relabelled it and
 * diffed it; after the user approved, the preview was computed again from a second whole read (the
 * check that the transcript is what the consequence came from), then the tool read it a third time
 * to write it. The check now finds the transcript again and compares its `stat` (settled, core
 * `unchangedSince`), or streams it through SHA-256 when its stat moved: one whole read less, and
 * the same answers: a save by another program while the user decides stops the write, a touch that
 * keeps the bytes does not, and a meeting that links another transcript by then stops it. The
 * same for a whole-text write of a project file (`replace_file`, a range of a small file), whose
 * preview was computed twice as well. Real files in a temp copy of the sample vault.
 * Spec: issue #13; seed 002 (propose-then-approve); docs/tools.md (`apply_changes`).
 */
import { copyFile, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
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

// Every whole-text read the tools make goes through core's `readTextOrNull`: recorded, then run.
vi.mock('@ma/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@ma/core')>();
  return { ...actual, readTextOrNull: vi.fn(actual.readTextOrNull) };
});
const wholeReads = vi.mocked(core.readTextOrNull);

let t: TestSession;
afterEach(async () => {
  wholeReads.mockClear();
  await t?.cleanup();
});

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const MERGE = { op: 'override_speaker', speaker: 'Marketing', name: 'Project Manager' };

/** The compact `apply_changes` of `t` with `port` asking the user. */
function applyChanges(port: ApprovalPort) {
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(t.session, { prompt: port }),
  });
  const def = defs.find((d) => d.name === 'apply_changes')!;
  return async (ops: unknown[], approved?: boolean) =>
    JSON.parse(await def.execute({ ops, ...(approved ? { approved } : {}) })) as ApplyChangesResult;
}

/** A port that records each request and answers `approved` after running `meanwhile`. */
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

/**
 * A copy of the sample vault whose transcript was last changed more than core's settling margin
 * ago (100 ms on this file system): its `stat` then identifies its bytes.
 */
async function settledSession() {
  t = await sampleSession(MEETINGS.functional);
  await new Promise((resolve) => setTimeout(resolve, 250));
  return path.join(t.root, TRANSCRIPT);
}

const trash = () => readdir(path.join(t.root, '.trash'), { recursive: true }).catch(() => []);
const spoken = (text: string, label: string) =>
  text.split('\n').filter((l) => l.includes(`**${label}:**`)).length;

describe('P155: an approved speaker merge is checked without reading the transcript again', () => {
  it('approved: the transcript is read whole once before the write, the merge applied and the previous text kept', async () => {
    const abs = await settledSession();
    const before = await readFile(abs, 'utf8');
    const ask = port();
    const apply = applyChanges(ask);
    wholeReads.mockClear();
    const result = await apply([MERGE], true);
    expect(result.applied).toBe(1);
    expect(ask.asked).toHaveLength(1);
    expect(ask.asked[0]!.body).toContain('merged into "Project Manager"');
    // The preview's read only: the check after approval took the transcript's stat (was: a second read).
    expect(wholeReads.mock.calls.filter(([p]) => p === abs)).toHaveLength(1);
    const after = await readFile(abs, 'utf8');
    expect(spoken(before, 'Marketing')).toBeGreaterThan(0);
    expect(spoken(after, 'Marketing')).toBe(0);
    expect((await trash()).length).toBeGreaterThan(0);
  });

  it('a save by another program while the user decides stops the write; nothing of ours is written', async () => {
    const abs = await settledSession();
    const before = await readFile(abs, 'utf8');
    // Same length, another byte: only the bytes tell the difference.
    const edited = before.replace('**Marketing:**', '**Marketinf:**');
    expect(edited).not.toBe(before);
    const result = await applyChanges(port(() => writeFile(abs, edited)))([MERGE], true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(edited);
    expect(await trash()).toEqual([]);
  });

  it('a touch that keeps the bytes while the user decides: the bytes are compared, the merge applied', async () => {
    const abs = await settledSession();
    const later = new Date(Date.now() + 60_000);
    const result = await applyChanges(port(() => utimes(abs, later, later)))([MERGE], true);
    expect(result.applied).toBe(1);
    expect(spoken(await readFile(abs, 'utf8'), 'Marketing')).toBe(0);
  });

  it('the meeting links another transcript with the same bytes by then: stopped, both files as they were', async () => {
    const abs = await settledSession();
    const before = await readFile(abs, 'utf8');
    const copy = path.join(t.root, 'Transcripts', 'copy.md');
    const meetingAbs = path.join(t.root, MEETINGS.functional);
    const meeting = await readFile(meetingAbs, 'utf8');
    const relink = async () => {
      await copyFile(abs, copy);
      await writeFile(
        meetingAbs,
        meeting.replace(
          '[[Transcripts/2026-03-10 Remote control functional design]]',
          '[[Transcripts/copy]]',
        ),
      );
    };
    const result = await applyChanges(port(relink))([MERGE], true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(before);
    expect(await readFile(copy, 'utf8')).toBe(before);
  });
});

describe('P155: an approved whole-text write of a project file is checked the same way', () => {
  const REL = 'Projects/remote-control/requirements.md';
  const OP = {
    op: 'write_projectfile',
    project: 'remote-control',
    path: 'requirements.md',
    content: '# Requirements\n\nOnly this.\n',
    replace_file: true,
  };

  it('approved: the file is read whole by the preview and by the write alone, and written as the user saw it', async () => {
    await settledSession();
    const abs = path.join(t.root, REL);
    const ask = port();
    const apply = applyChanges(ask);
    wholeReads.mockClear();
    const result = await apply([OP], true);
    expect(result.applied).toBe(1);
    expect(ask.asked[0]!.body).toContain('+Only this.');
    // The preview's read and the write's own checks (was three: the preview computed again after approval).
    expect(wholeReads.mock.calls.filter(([p]) => p === abs)).toHaveLength(2);
    expect(await readFile(abs, 'utf8')).toBe(OP.content);
  });

  it('a save by another program while the user decides stops the write', async () => {
    await settledSession();
    const abs = path.join(t.root, REL);
    const before = await readFile(abs, 'utf8');
    const edited = before.replace(/[a-z]/, 'X');
    expect(edited).not.toBe(before);
    const result = await applyChanges(port(() => writeFile(abs, edited)))([OP], true);
    expect(result.applied).toBe(0);
    expect(result.rejected[0]!.reason).toMatch(/changed while the user was deciding; nothing changed/);
    expect(await readFile(abs, 'utf8')).toBe(edited);
  });
});
