/**
 * L57: a server's `usage` with counts that are no counts (a negative or fractional number, a word)
 * is read as "not reported" and never rejects a good reply (reviewB R50), but nothing said so: the
 * run's token figures silently left those counts out. Now the run warns once — however many replies
 * carried them — naming what was sent; digit strings (`"12"`) are read as their numbers, nothing
 * said. Real scripted server (JSON and SSE), temp sample vault.
 * Spec: L57; docs/contracts.md, Model replies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY =
  '## Summary\nThe team chose rubber.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';
// L285: the model reads the transcript in the step that writes, so the replies (and their usage) stay two.
const READ = {
  id: 'c0',
  type: 'function',
  function: { name: 'read_transcript', arguments: JSON.stringify({ from: 1, to: 60 }) },
};
const CALL = {
  id: 'c1',
  type: 'function',
  function: { name: 'write_summary', arguments: JSON.stringify({ content: SUMMARY }) },
};

function completion(message: Record<string, unknown>, finish: string, usage: unknown): string {
  return JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finish }],
    usage,
  });
}

const usageWarnings = (warnings: readonly string[]) => warnings.filter((w) => /token usage/.test(w));

describe('L57: nonsense usage counts are said once', () => {
  it('L57: a negative and a fractional count over two replies: one warning naming them; the good counts kept', async () => {
    const bad = { prompt_tokens: -14, completion_tokens: 5, total_tokens: 2.5 };
    h = await startHarness([
      { raw: completion({ content: null, tool_calls: [READ, CALL] }, 'tool_calls', bad) },
      { raw: completion({ content: 'Done.' }, 'stop', bad) },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(run.summaryPath)).toContain('Rubber casing.');
    expect(usageWarnings(run.warnings ?? [])).toEqual([
      'the model server reported token usage that is not a count (prompt_tokens: -14, total_tokens: 2.5): ignored, so the token figures leave it out',
    ]);
    expect(run.usage.outputTokens).toBe(10);
  });

  it('L57: digit strings are read as their numbers and nothing is said', async () => {
    const strings = { prompt_tokens: '12', completion_tokens: '5', total_tokens: '17' };
    h = await startHarness([
      { raw: completion({ content: null, tool_calls: [READ, CALL] }, 'tool_calls', strings) },
      { raw: completion({ content: 'Done.' }, 'stop', strings) },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(usageWarnings(run.warnings ?? [])).toEqual([]);
    expect(run.usage.totalTokens).toBe(34);
  });
});
