/**
 * R240: R232's cut warning needed the server's prompt count under HALF of our count, so a prompt an
 * Ollama old runner cut to its window by about a third (it keeps the whole window: `truncating input
 * prompt limit=4096 … new=4096`, reported as 4096) was never warned, and neither was a reply that filled
 * the server's window (llama.cpp stops it there, prompt + reply = `-c`; LM Studio stops it at its context
 * length, short of our max_tokens). Now, from the usage fields these servers really send on /v1
 * (`usage.prompt_tokens`, Ollama's prompt_eval_count; `completion_tokens`; llama.cpp's
 * `prompt_tokens_details.cached_tokens`), a count that is the mark of a smaller server window (the window,
 * or half of it plus 2) for a longer request, and prompt + reply at a window size under ours or a reply
 * cut for length short of max_tokens, warn with the counts and the fix. Counts that fit stay quiet. Real
 * agent loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: docs/context-budget.md (R232, R240); seed 002 (small local models).
 */
import type { ChatRequest } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
/** Our own count of a request (the estimate: bytes / 3). */
const ours = (req: ChatRequest) => Math.ceil(Buffer.byteLength(req.rawBody) / 3);
const read = (to: number, usage: Record<string, unknown>, finishReason?: string) => ({
  toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to } }],
  usage,
  ...(finishReason ? { finishReason } : {}),
});
const write = (usage: Record<string, unknown>) => ({
  toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }],
  usage,
});
/** A whole count of a request by a tokenizer that takes 4 bytes a token (English on Llama 3). */
const whole = (req: ChatRequest) => Math.ceil(Buffer.byteLength(req.rawBody) / 4);

async function run(turns: Array<(req: ChatRequest) => object>, stream: boolean, maxOutputTokens?: number) {
  h = await startHarness((req, i) => (turns[i]?.(req) ?? { text: 'Done.' }) as never, {
    model: { contextWindow: 65536, ...(maxOutputTokens ? { maxOutputTokens } : {}) },
  });
  return summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
}

describe.each([false, true])('R240: marks of a smaller server window (stream: %s)', (stream) => {
  it('Ollama old runner: a request cut by a quarter to a third to its 4096 window is warned', async () => {
    const r = await run(
      [
        () => read(20, { prompt_tokens: 4096, completion_tokens: 20 }),
        (req) => write({ prompt_tokens: whole(req), completion_tokens: 20 }),
      ],
      stream,
    );
    // Our count of the cut request: over the window, under twice it (R232's half rule saw no cut).
    const cut = ours(h!.server.requests[0]!);
    expect(cut).toBeGreaterThan(4096 * 1.2);
    expect(cut).toBeLessThan(4096 * 2);
    const warning = r.warnings.find((w) => w.includes('cut the prompt'));
    expect(warning).toContain('at step 1 it counted 4096 prompt tokens');
    expect(warning).toContain('OLLAMA_CONTEXT_LENGTH=65536');
  });

  it('Ollama new engine: half its window plus 2 (8194 of 16384) for a longer request is warned', async () => {
    const r = await run(
      [
        (req) => read(20, { prompt_tokens: whole(req), completion_tokens: 20 }),
        (req) => read(300, { prompt_tokens: whole(req), completion_tokens: 20 }),
        () => write({ prompt_tokens: 8194, completion_tokens: 20 }),
      ],
      stream,
    );
    const cut = ours(h!.server.requests[2]!);
    expect(cut).toBeGreaterThan(8194 * 1.1);
    expect(cut).toBeLessThan(8194 * 2);
    expect(r.warnings.join('\n')).toContain('at step 3 it counted 8194 prompt tokens');
  });

  it('llama.cpp: prompt + reply fill its 8192 window (finish length): the failure says so', async () => {
    const fill = (req: ChatRequest) =>
      read(
        30,
        {
          prompt_tokens: whole(req),
          completion_tokens: 8192 - whole(req),
          prompt_tokens_details: { cached_tokens: 0 },
        },
        'length',
      );
    const error = await run([fill], stream).catch((e: Error) => e);
    expect(String(error)).toContain("the model's reply was cut at its token limit");
    expect(String(error)).toContain("the server's context window most likely filled: at step 1 it counted");
    expect(String(error)).toContain('(8192 together)');
    expect(String(error)).toContain('-c 65536');
  });

  it('LM Studio: a reply cut for length short of max_tokens, well inside our window: the failure says so', async () => {
    const error = await run(
      [
        (req) =>
          read(
            30,
            { prompt_tokens: whole(req), completion_tokens: 300, total_tokens: whole(req) + 300 },
            'length',
          ),
      ],
      stream,
      2048,
    ).catch((e: Error) => e);
    expect(String(error)).toContain('context window most likely filled');
    expect(String(error)).toContain('and 300 reply tokens');
  });

  it('a reply cut at our own max_tokens: no window named', async () => {
    const error = await run(
      [(req) => read(30, { prompt_tokens: whole(req), completion_tokens: 2048 }, 'length')],
      stream,
      2048,
    ).catch((e: Error) => e);
    expect(String(error)).toContain("the model's reply was cut at its token limit");
    expect(String(error)).not.toContain('most likely filled');
  });

  it('a reply that ended by itself with prompt + reply at a window size (4096, 8192): no warning', async () => {
    // The next window size above the request, the reply the rest of it: a normal step (tool calls, stop).
    const upTo = (req: ChatRequest) => [4096, 8192, 16384].find((w) => w > whole(req) + 40)! - whole(req);
    const r = await run(
      [
        (req) => read(20, { prompt_tokens: whole(req), completion_tokens: upTo(req) }),
        (req) => write({ prompt_tokens: whole(req), completion_tokens: upTo(req) }),
      ],
      stream,
    );
    expect(r.summaryPath).toBeTruthy();
    expect(r.warnings.join('\n')).not.toMatch(/cut the prompt|most likely filled/);
  });

  it('counts that fit, and a count like a window for a shorter request: no warning', async () => {
    const r = await run(
      [
        (req) => read(20, { prompt_tokens: whole(req), completion_tokens: 20 }),
        // A whole count that happens to be a window size: the request is not longer than it.
        () => write({ prompt_tokens: 8192, completion_tokens: 19 }),
      ],
      stream,
    );
    expect(ours(h!.server.requests[1]!)).toBeLessThan(8192);
    expect(r.summaryPath).toBeTruthy();
    expect(r.warnings.join('\n')).not.toMatch(/cut the prompt|most likely filled/);
  });
});
