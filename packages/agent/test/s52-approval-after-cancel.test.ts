/**
 * S52: a host's session (`openMeetingSession`) cancelled while `request_project_association` waits
 * for the user: the approval ends `cancelled` at once (the port's signal aborts, so a toast is
 * withdrawn and a request note marked), and an answer that comes later writes nothing — the
 * meeting note never gains the project after the session that asked was cancelled and its lock
 * released. Real vault copy; the approval port ends the request `cancelled` on the abort, as
 * `@ma/notifier`'s prompt does, but its later answer still calls the request's `apply` (a port that
 * missed the abort): the approval-gated tool itself must refuse it, not the test's port.
 * Spec: seed 004 (cancellation invalidates late actions); docs/session.md; reviewB S52.
 */
import { parseNote } from '@ma/core';
import { type ApprovalPort, type ApprovalPortRequest, createApprovalGatedTools } from '@ma/tools';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, minimalScript, startHarness } from './harness.js';

const CALL = { toolCallId: 'c', messages: [], context: {} } as never;

/** One pending question at a time; `answer` calls its `apply` (even after the abort) and settles it. */
function manualPort() {
  let pending: { request: ApprovalPortRequest; settle: (o: 'approved' | 'cancelled') => void } | null = null;
  let asked: () => void = () => {};
  const whenAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const port: ApprovalPort = {
    request: (request) =>
      new Promise((resolve) => {
        let done = false;
        const settle = (outcome: 'approved' | 'cancelled') => {
          if (done) return;
          done = true;
          resolve(outcome);
        };
        pending = { request, settle };
        request.signal?.addEventListener('abort', () => settle('cancelled'), { once: true });
        asked();
      }),
  };
  const answer = async () => {
    const p = pending!;
    await p.request.apply?.();
    p.settle('approved');
  };
  return { port, whenAsked, answer, signal: () => pending?.request.signal };
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('S52: cancel() while a project association waits for approval', () => {
  for (const lockAt of ['open', 'finish'] as const) {
    it(`S52 (lockAt ${lockAt}): the approval is cancelled at once and a later answer writes nothing`, async () => {
      h = await startHarness(minimalScript());
      const approvals = manualPort();
      const session = await openMeetingSession({
        vault: h.vault,
        meeting: functionalName,
        lockAt,
        approvalGated: (ts) => createApprovalGatedTools(ts, { prompt: approvals.port, timeoutMs: 60_000 }),
      });
      const call = session.tools.request_project_association!.execute!(
        { project: 'meeting-recorder', reason: 'the recorder was discussed' } as never,
        CALL,
      ) as Promise<string>;
      await approvals.whenAsked;
      await session.cancel();
      expect(approvals.signal()?.aborted).toBe(true);
      expect(await call).toMatch(/cancelled/);
      const afterCancel = await h.read(FUNCTIONAL);
      // The user answers the toast or request note afterwards: the tool refuses the late apply.
      await expect(approvals.answer()).rejects.toThrow(/^cancelled after the approval .*; nothing changed$/);
      expect(await h.read(FUNCTIONAL)).toBe(afterCancel);
      expect(parseNote(afterCancel).frontmatter?.data.projects).toEqual(['remote-control']);
    });
  }
});
