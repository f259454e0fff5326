/**
 * review9 V10: a change approval (compact `apply_changes` with `approved: true`) names the meeting
 * in its title, as every request does (docs/approvals.md): request notes are named after the title,
 * so a daemon asking about several meetings leaves notes the user can tell apart. Also review9 V4:
 * an approved merge of two speakers is applied and keeps the previous transcript in the trash.
 * Real files on a temp copy of the sample vault; the approval port is scripted.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalPortOutcome,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  toolDefinitions,
} from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

async function applyApproved(ops: unknown[], answer: ApprovalPortOutcome) {
  const asked: ApprovalPortRequest[] = [];
  const prompt = {
    request: async (req: ApprovalPortRequest) => {
      asked.push(req);
      return answer;
    },
  };
  const defs = toolDefinitions(t.session, {
    profile: 'compact',
    approvalGated: createApprovalGatedTools(t.session, { prompt }),
  });
  const out = await defs.find((d) => d.name === 'apply_changes')?.execute({ ops, approved: true });
  return { asked, result: JSON.parse(out ?? '{}') as { applied: number } };
}

describe('review9 V10: change approvals name the meeting', () => {
  it('remove_attendee: "Approve remove attendee in <meeting>"', async () => {
    t = await sampleSession(MEETINGS.functional);
    const { asked } = await applyApproved([{ op: 'remove_attendee', name: 'Marketing' }], 'denied');
    expect(asked.map((r) => r.title)).toEqual([
      'Approve remove attendee in 2026-03-10 Remote control functional design',
    ]);
  });

  it('review9 V4: an approved merge of two speakers is applied, the previous transcript kept in the trash', async () => {
    t = await sampleSession(MEETINGS.functional);
    const transcript = path.join(
      t.session.vault.root,
      'Transcripts/2026-03-10 Remote control functional design.md',
    );
    const before = await readFile(transcript, 'utf8');
    const { asked, result } = await applyApproved(
      [{ op: 'override_speaker', speaker: 'Marketing', name: 'Project Manager' }],
      'approved',
    );
    expect(asked[0]?.title).toBe('Approve override speaker in 2026-03-10 Remote control functional design');
    expect(asked[0]?.body).toContain('merged into "Project Manager"');
    expect(result.applied).toBe(1);
    expect(await readFile(transcript, 'utf8')).not.toContain('**Marketing:**');
    const kept = await readdir(path.join(t.session.vault.root, '.trash'), { recursive: true });
    const copies = kept.filter((f) => f.endsWith('.md'));
    expect(copies.length).toBe(1);
    expect(await readFile(path.join(t.session.vault.root, '.trash', copies[0] as string), 'utf8')).toBe(
      before,
    );
  });
});
