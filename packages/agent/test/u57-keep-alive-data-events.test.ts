/**
 * U57 (reviewB, session 21): keep-alive frames that servers and proxies send inside a chat stream as
 * SSE data events, not as comment lines: `data: : keepalive` (Vertex AI's OpenAI-compatible endpoint
 * for partner models, anomalyco/opencode#50871), an empty `data:` line (relays, Growth-Circle/cadis#2329),
 * a named `event: ping` / `event: keepalive` (openai-php/client#734), `data: {}`. Each failed the
 * whole run: `the model endpoint sent a malformed reply (a chunk is not valid JSON: : keepalive)`.
 * Now they are dropped; the reply around them is read as sent. Real scripted server, temp sample vault.
 * Spec: docs/hostile-cases.md (LLM transport); seed 003 (a configurable OpenAI-compatible endpoint).
 */
import { completionChunk } from '@ma/testkit';
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
const data = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

const keepAlives: Record<string, string> = {
  'data: : keepalive (Vertex AI partner models)': 'data: : keepalive\n\n',
  'an empty data: line (relays)': 'data:\n\n',
  'event: ping with a JSON payload': 'event: ping\ndata: {"type":"ping"}\n\n',
  'event: keepalive with an empty data line': 'event: keepalive\ndata: \n\n',
  'data: {}': 'data: {}\n\n',
};

describe('U57: keep-alive data events inside a stream are skipped', () => {
  for (const [name, keepAlive] of Object.entries(keepAlives)) {
    it(`U57: ${name}, before, between and after the chunks: the summary is written`, async () => {
      const args = JSON.stringify({ content: SUMMARY });
      h = await startHarness([
        // L285: the model reads the transcript (a step of its own) before the raw streamed write.
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
        {
          raw:
            keepAlive +
            data(
              completionChunk({
                role: 'assistant',
                tool_calls: [
                  {
                    index: 0,
                    id: 'c1',
                    type: 'function',
                    function: { name: 'write_summary', arguments: args.slice(0, 9) },
                  },
                ],
              }),
            ) +
            keepAlive +
            data(completionChunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(9) } }] })) +
            keepAlive +
            data(completionChunk({}, 'tool_calls')) +
            'data: [DONE]\n\n',
        },
        {
          raw:
            keepAlive +
            data(completionChunk({ role: 'assistant', content: 'Done.' }, 'stop')) +
            'data: [DONE]\n\n',
        },
      ]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
      expect(await h.read(run.summaryPath)).toContain('Rubber casing.');
      expect(run.toolCalls).toBe(2);
    });
  }
});
