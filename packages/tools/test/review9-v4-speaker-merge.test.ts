/**
 * review9 V4: `override_speaker` onto a name that already speaks in the transcript merges two
 * speakers, which no later override can split. Such a merge keeps the previous transcript in the
 * vault's trash (both profiles) and, in the compact profile, is a destructive op that needs the
 * user's approval; a relabel to a new name, or the continuation of an earlier override of the same
 * speaker, is neither. Real files on a temp copy of the sample vault.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';

let t: TestSession;
afterEach(async () => t?.cleanup());

const read = (rel: string) => readFile(path.join(t.session.vault.root, rel), 'utf8');
const trash = async () =>
  readdir(path.join(t.session.vault.root, '.trash'), { recursive: true }).catch(() => []);
const spoken = (text: string, label: string) =>
  text.split('\n').filter((l) => l.includes(`**${label}:**`)).length;

async function compact(args: unknown): Promise<{ applied: number; rejected?: { reason: string }[] }> {
  const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
  return JSON.parse((await apply?.execute(args)) ?? '{}');
}

describe('review9 V4: a speaker merged into another is destructive', () => {
  it('granular: the merge says so and the previous transcript is in the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(TRANSCRIPT);
    expect(spoken(before, 'Marketing')).toBeGreaterThan(0);
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Marketing',
      name: 'project manager',
    });
    expect(out).toMatch(/^relabelled \d+ lines "Marketing" → "project manager"/);
    expect(out).toContain('already spoke in');
    expect(out).toContain('"Project Manager"');
    const copy = /copied to (.+?\.md) \(recoverable\)/.exec(out);
    expect(copy).not.toBeNull();
    expect(await read(copy?.[1] as string)).toBe(before);
    expect(spoken(await read(TRANSCRIPT), 'Marketing')).toBe(0);
  });

  it('compact: a merge without approved is rejected with its consequence, nothing changed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(TRANSCRIPT);
    const result = await compact({
      ops: [{ op: 'override_speaker', speaker: 'Marketing', name: 'Project Manager' }],
    });
    expect(result.applied).toBe(0);
    expect(result.rejected?.[0]?.reason).toMatch(/needs the user's approval/);
    expect(result.rejected?.[0]?.reason).toContain('merged into "Project Manager"');
    expect(await read(TRANSCRIPT)).toBe(before);
    expect(await trash()).toEqual([]);
  });

  it('a new name, and an earlier override continued on more lines, are no merge: applied, nothing in the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const first = await compact({
      ops: [{ op: 'override_speaker', speaker: 'Marketing', name: 'Ann Lee', from: 1, to: 60 }],
    });
    expect(first.applied).toBe(1);
    const second = await compact({
      ops: [{ op: 'override_speaker', speaker: 'Marketing', name: 'Ann Lee' }],
    });
    expect(second.applied).toBe(1);
    const text = await read(TRANSCRIPT);
    expect(spoken(text, 'Marketing')).toBe(0);
    expect(spoken(text, 'Ann Lee')).toBeGreaterThan(0);
    expect(await trash()).toEqual([]);
  });
});
