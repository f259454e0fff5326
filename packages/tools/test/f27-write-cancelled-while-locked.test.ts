/**
 * F27 (session 32, from leftoversB's L203): a write tool whose call was cancelled while it waited
 * for the file's lock (an earlier write of another session or process still held the note) waited
 * it out and then wrote — after the run that made the call was stopped. docs/tools.md
 * (Cancellation): a call cancelled before it started writes nothing and rejects with an
 * `AbortError`. Now true while it waits for the lock too, in every tool that takes one. Temp copy
 * of the sample vault; the lock held by core's `withFileLock` (another holder of the same file).
 * Spec: docs/tools.md (Cancellation; Concurrent calls).
 */
import path from 'node:path';
import { withFileLock } from '@ma/core';
import { gate } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const cases: Array<{ tool: string; file: (t: TestSession) => string; args: Record<string, unknown> }> = [
  {
    tool: 'write_projectfile',
    file: () => 'Projects/remote-control/decisions.md',
    args: { project: 'remote-control', path: 'decisions.md', content: '- after the stop\n' },
  },
  { tool: 'add_attendee', file: (s) => s.session.meetingPath, args: { name: 'Late Person' } },
  { tool: 'remove_attendee', file: (s) => s.session.meetingPath, args: { name: 'Late Person' } },
];

describe('F27: a write cancelled while it waits for the file lock writes nothing', () => {
  for (const c of cases) {
    it(`${c.tool}: rejects "cancelled before it started"; nothing written, also after the holder lets go`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await hashTree(t.root);
      const holding = gate();
      const held = gate();
      const holder = withFileLock(t.vault, path.join(t.root, c.file(t)), async () => {
        holding.open();
        await held.opened;
      });
      await holding.opened;
      const tool = toolDefinitions(t.session).find((d) => d.name === c.tool);
      const stop = new AbortController();
      const call = tool?.execute(c.args, { signal: stop.signal }).catch((e: unknown) => e);
      // Stopped while it waits: the holder lets go only after the call settled, so without the
      // fix the call never settles and this test fails on its time limit.
      setTimeout(() => stop.abort(new Error('SIGTERM')), 200);
      const error = (await call) as DOMException;
      expect(error.name).toBe('AbortError');
      expect(error.message).toBe(
        'cancelled: the tool call was cancelled before it started (SIGTERM); nothing was written by this call',
      );
      held.open();
      await holder;
      expect(await hashTree(t.root)).toBe(before);
    });
  }
});
