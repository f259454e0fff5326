/**
 * Q25 (issue 13, agent-loop overhead): before a request goes out, the transport proves that no
 * tool-call arguments in it need sanitizing (B28) by finding every `"arguments"` member in the
 * request body — and every request re-sends the whole conversation, so on every step it searched
 * the whole body again (16 µs on a 27 KB step-20 body at load 25, growing with the run). Each body
 * begins with the text of the one before: that part is now taken as checked and only the rest is
 * searched. A body that does not begin the same (compacted, or with a broken argument string) is
 * searched whole, and a broken argument string is still replaced before it is sent.
 * `String.prototype.indexOf` is the real one, only watched. Real scripted server, temp sample vault.
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md; hostile case B28.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await h?.close();
  h = undefined;
});

/**
 * How many `"arguments"` members the transport's searches found while the test runs, and how many
 * of the texts searched held the tool definitions (`,"tools":[`).
 */
function watchArgumentSearches(): () => { found: number; withTools: number } {
  let found = 0;
  const searched = new Set<string>();
  const indexOf = String.prototype.indexOf;
  vi.spyOn(String.prototype, 'indexOf').mockImplementation(function (
    this: string,
    search: string,
    position?: number,
  ) {
    const at = indexOf.call(this, search, position);
    if (search === '"arguments"') {
      if (at !== -1) found++;
      if (String(this).includes(',"tools":[')) searched.add(String(this));
    }
    return at;
  });
  return () => ({ found, withTools: searched.size });
}

const summary = '## Summary\nThe remote control is TV-only.\n\n## Decisions\n- TV only\n\n## Next steps\n';

describe('Q25: each request body is searched for tool-call arguments only past the part already checked', () => {
  it.each([
    ['plain', false],
    ['streamed', true],
  ])(
    'Q25: %s: a run of five calls finds each call’s arguments once and searches the tool definitions once, the summary written',
    async (_label, stream) => {
      h = await startHarness([
        { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] },
        { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 2, to: 4 } }] },
        { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 3, to: 5 } }] },
        // L285: one of the five reads is of the transcript (a summary of one never read fails the run).
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 7, to: 9 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
        { text: 'Done.' },
      ]);
      const found = watchArgumentSearches();
      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        ...(stream ? { stream } : {}),
      });
      expect(run.toolCalls).toBe(5);
      expect(splitNote(await h.read(run.summaryPath)).body).toContain('The remote control is TV-only.');
      expect(h.server.requests).toHaveLength(6);
      // Requests 2–6 re-send 1, 2, 3, 4 and 5 calls: 15 members found when every body was searched whole.
      expect(found().found).toBe(5);
      // The tool definitions (12.6 KB) searched with the first request only, not on every step.
      expect(found().withTools).toBe(1);
    },
  );

  it('Q25: a broken argument string the model sent is still replaced by "{}" in every later request (B28)', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 1, to: 3 } }] },
      { toolCalls: [{ name: 'read_meetingnote', arguments: '{"from": 1, "to": ' }] },
      { toolCalls: [{ name: 'read_meetingnote', arguments: { from: 2, to: 4 } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('The remote control is TV-only.');
    for (const req of h.server.requests.slice(2)) {
      const sent = req.body.messages.flatMap((m) =>
        m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.function.arguments) : [],
      );
      expect(sent).not.toContain('{"from": 1, "to": ');
      expect(sent).toContain('{}');
    }
  });
});
