/**
 * R242: the step budget makes a read again, shorter, when its result came out over its share (U4; the
 * same call, the same toolCallId), and R230 took that second run for a copy of the read in the same reply:
 * the model got "was called more than once in this reply" and no lines for a call it made once. A part of
 * a transcript that JSON escapes more than its start (tabs: two bytes each in the request) is over its
 * share at the first run. Now a re-run of the same call runs; copies in the reply keep R230's pointer.
 * Real agent loop, @ma/testkit's scripted server, a temp copy of the sample vault.
 * Spec: docs/context-budget.md (U4, R230); docs/tools.md (Repeated calls).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { chunkNotesTurn, FUNCTIONAL, type Harness, messageTexts, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const RANGES = [
  [301, 340],
  [341, 380],
  [381, 420],
  [421, 460],
  [461, 500],
] as const;

describe("R242: the budget's shorter re-run of a read is no repeat", () => {
  it('each of five reads of a tab-dense part gets lines, none the "more than once" pointer', async () => {
    let step = 0;
    const script = (req: ChatRequest): ScriptedTurn => {
      const notes = chunkNotesTurn(req);
      if (notes !== null) return notes;
      const now = step++;
      if (now === 0)
        return {
          toolCalls: RANGES.map(([from, to]) => ({ name: 'read_transcript', arguments: { from, to } })),
        };
      if (now === 1) return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };
      return { text: 'Done.' };
    };
    h = await startHarness(script, { model: { contextWindow: 16384 } });
    const plain = Array.from(
      { length: 300 },
      (_, i) =>
        `[00:${String(i % 60).padStart(2, '0')}:00] Speaker ${(i % 3) + 1}: ${'we talked about the remote control buttons and the case. '.repeat(3)}`,
    );
    const dense = Array.from(
      { length: 200 },
      (_, i) => `[01:${String(i % 60).padStart(2, '0')}:00] Speaker 1: ok${'\t'.repeat(400)}done`,
    );
    await writeFile(join(h.root, TRANSCRIPT), `${[...plain, ...dense].join('\n')}\n`);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: false });
    const loop = h.server.requests.filter((r) => (r.body.tools ?? []).length > 0);
    const results = messageTexts(loop[1]?.body.messages ?? [], 'tool').slice(-5);
    expect(results).toHaveLength(5);
    for (const r of results) {
      expect(r).not.toContain('was called more than once in this reply');
      expect(r).toMatch(/· lines \d+–\d+ of|not run: /);
    }
    expect(results.some((r) => /· lines \d+–\d+ of/.test(r))).toBe(true);
  });
});
