/**
 * Review10 W2: when the user approves a project association and applying it is then refused (the
 * project moved or deleted, the meeting note renamed while waiting, the call cancelled), the port
 * that records the outcome (a request note) is told it was not applied, with the refusal; and a
 * workflow request whose hand-over failed is recorded `failed` in the run records, not "handed to
 * the settings agent".
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { artifactPaths, readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApprovalPort,
  type ApprovalPortRequest,
  createApprovalGatedTools,
  createWorkflowRequestTracker,
  recordWorkflowOutcome,
  toolDefinitions,
  workflowRequestLines,
} from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/**
 * A port like `@ma/notifier`'s prompt: it waits until the test answers `approved`, then runs the
 * request's `apply` before it "records" the outcome, and keeps what it would record.
 */
function recordingPort() {
  const recorded: { outcome: string; failure?: string }[] = [];
  let approve: () => void = () => {};
  let raised: () => void = () => {};
  const whenRaised = new Promise<void>((r) => {
    raised = r;
  });
  const port: ApprovalPort = {
    request: async (req: ApprovalPortRequest) => {
      await new Promise<void>((resolve) => {
        approve = resolve;
        raised();
      });
      try {
        await req.apply?.();
        recorded.push({ outcome: 'approved' });
      } catch (error) {
        recorded.push({ outcome: 'failed', failure: (error as Error).message });
      }
      return 'approved';
    },
  };
  return { port, recorded, raised: () => whenRaised, approve: () => approve() };
}

function associate(port: ApprovalPort, signal?: AbortSignal): Promise<string> {
  const defs = toolDefinitions(t.session, {
    approvalGated: createApprovalGatedTools(t.session, { prompt: port, ...(signal ? { signal } : {}) }),
  });
  const def = defs.find((d) => d.name === 'request_project_association');
  if (!def) throw new Error('no request_project_association');
  return def.execute({ project: 'website-redesign', reason: 'The website launch page was discussed.' });
}

describe('W2: an approved association that is then refused is recorded as not applied', () => {
  it('W2: the project moved away while waiting: the port records failed with the refusal; the tool refuses; nothing changes', async () => {
    t = await sampleSession(MEETINGS.functional);
    const p = recordingPort();
    const pending = associate(p.port);
    await p.raised();
    await rename(path.join(t.root, 'Projects/website-redesign'), path.join(t.root, 'moved-away'));
    const hash = await hashTree(t.root);
    p.approve();
    expect(await pending).toBe(
      'refused: project "website-redesign" no longer exists (removed or renamed while waiting for approval); nothing changed; list_project_catalog shows the current projects',
    );
    expect(p.recorded).toEqual([
      {
        outcome: 'failed',
        failure:
          'project "website-redesign" no longer exists (removed or renamed while waiting for approval); nothing changed',
      },
    ]);
    expect(await hashTree(t.root)).toBe(hash);
  });

  it('W2: the meeting note renamed or deleted while waiting: refused saying so (not "file not found … list_* tool"); recorded failed; nothing written', async () => {
    for (const change of ['rename', 'delete'] as const) {
      t = await sampleSession(MEETINGS.functional);
      const p = recordingPort();
      const pending = associate(p.port);
      await p.raised();
      const abs = path.join(t.root, MEETINGS.functional);
      if (change === 'rename') await rename(abs, path.join(t.root, 'Meetings/Renamed.md'));
      else await rm(abs);
      const hash = await hashTree(t.root);
      p.approve();
      const what = `the meeting note ${MEETINGS.functional} was moved, renamed or deleted while waiting for approval; nothing changed`;
      expect(await pending).toBe(
        `refused: ${what}; the association was not made; say in the summary that it still needs to be made`,
      );
      expect(p.recorded).toEqual([{ outcome: 'failed', failure: what }]);
      expect(await hashTree(t.root)).toBe(hash);
      await t.cleanup();
    }
  });

  it('W2: cancelled after the approval: the tool says cancelled, the port records it as not applied', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await readFile(path.join(t.root, MEETINGS.functional), 'utf8');
    const run = new AbortController();
    const p = recordingPort();
    const pending = associate(p.port, run.signal);
    await p.raised();
    run.abort();
    p.approve();
    expect(await pending).toMatch(
      /^cancelled: .*; project "website-redesign" was not associated; nothing changed$/,
    );
    expect(p.recorded).toHaveLength(1);
    expect(p.recorded[0]?.outcome).toBe('failed');
    expect(p.recorded[0]?.failure).toMatch(/^cancelled after the approval/);
    expect(await readFile(path.join(t.root, MEETINGS.functional), 'utf8')).toBe(before);
  });

  it('W2: applied once when it works: recorded approved, the project joins the meeting', async () => {
    t = await sampleSession(MEETINGS.functional);
    const p = recordingPort();
    const pending = associate(p.port);
    await p.raised();
    p.approve();
    expect(await pending).toMatch(/^approved: project "website-redesign" is now associated/);
    expect(p.recorded).toEqual([{ outcome: 'approved' }]);
    expect(await readFile(path.join(t.root, MEETINGS.functional), 'utf8')).toContain('website-redesign');
  });
});

describe('W2: a workflow request approved but not handed over is recorded as failed', () => {
  it('W2: the run record line and the follow-up record say "not handed to the settings agent" with the reason', async () => {
    t = await sampleSession(MEETINGS.functional);
    const failure = 'EACCES: permission denied, open Assistant/Requests/workflow-1.prompt.md';
    const tracker = createWorkflowRequestTracker(t.vault, () => ({ outcome: 'failed', failure }));
    tracker.submitted({ id: 'workflow:1', meeting: MEETINGS.functional, intention: 'Prices in EUR' });
    expect(tracker.state('workflow:1')).toEqual({ outcome: 'failed', note: null, failure });
    expect(
      workflowRequestLines([
        {
          id: 'workflow:1',
          intention: 'Prices in EUR',
          queued: 'requested',
          state: () => tracker.state('workflow:1'),
        },
      ]),
    ).toEqual([
      `- workflow request: "Prices in EUR": approved by the user, but not handed to the settings agent (${failure}); nothing changed`,
    ]);

    const { context } = artifactPaths(t.vault, await readMeeting(t.vault, MEETINGS.functional));
    await mkdir(path.dirname(path.join(t.root, context)), { recursive: true });
    await writeFile(path.join(t.root, context), '# Context\n');
    // A request a run record listed as pending, then approved but not handed over.
    const pending = createWorkflowRequestTracker(t.vault, () => ({ outcome: 'pending' }));
    pending.submitted({ id: 'workflow:2', meeting: MEETINGS.functional, intention: 'Prices in EUR' });
    pending.noted('workflow:2', 'Assistant/Requests/Workflow change requested.md');
    expect(pending.state('workflow:2')?.outcome).toBe('pending');
    pending.settled('workflow:2', 'approved', failure);
    await pending.flush();
    const text = await readFile(path.join(t.root, context), 'utf8');
    expect(text).toMatch(
      /## Workflow request \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d: approved by the user, but not handed to the settings agent\n/,
    );
    expect(text).toContain(
      `- workflow request: "Prices in EUR" (request note [[Assistant/Requests/Workflow change requested]]): approved by the user, but not handed to the settings agent (${failure}); nothing changed`,
    );
    expect(text).not.toContain('its whole prompt was handed');
    // Without a failure, an approval is recorded as before.
    expect(
      await recordWorkflowOutcome(t.vault, MEETINGS.functional, {
        intention: 'x',
        outcome: 'approved',
        note: null,
      }),
    ).toBe(context);
    expect(await readFile(path.join(t.root, context), 'utf8')).toContain(
      'approved by the user: its whole prompt was handed to the settings agent',
    );
  });
});
