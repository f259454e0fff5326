/**
 * R244: R238 ran a read again after ANY write in the same reply, even a refused one, so `[read_context,
 * write_projectfile out of scope (refused), read_context]` read twice and sent the same text twice: a refused call
 * changed nothing. Now a write starts the reply's reads anew only when its result says it may have changed
 * something (not a refusal, not an unchanged or unapproved outcome); the identical read after a refused write keeps
 * R230's pointer; after a write that ran, the read runs (R238, unchanged). Real agent loop, @ma/testkit's scripted
 * server (plain and streamed), temp copy of the sample vault.
 * Spec: docs/context-budget.md (R230, R238, R244); seed 004 (sequential tools).
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, harnessPerTest, messageTexts } from './harness.js';

const startHarness = harnessPerTest();
const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const POINTER = 'was called more than once in this reply';
const read = { name: 'read_context', arguments: {} };
const refusedWrite = {
  name: 'write_projectfile',
  arguments: { project: 'no-such-project', path: '../../outside.md', content: 'x' },
};
const writeSummary = { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };

describe.each([false, true])(
  'R244: a read, a refused write, the same read in one reply (stream: %s)',
  (stream) => {
    it('the refused write changed nothing: the second read gets the pointer to the first', async () => {
      const h = await startHarness([
        { toolCalls: [read, refusedWrite, read] },
        writeSummary,
        { text: 'Done.' },
      ]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
      expect(run.summaryPath).toBeTruthy();
      const texts = messageTexts(h.server.requests.at(-2)?.body.messages ?? [], 'tool');
      const [, refused, again] = texts.slice(-3);
      expect(refused).toMatch(/^refused/);
      expect(again).toContain(`note: read_context {} ${POINTER}`);
      expect(again).not.toContain('last write');
    }, 120_000);
  },
);
