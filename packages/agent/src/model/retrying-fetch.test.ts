import { never, type Script, type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { generateText, isStepCount, streamText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatModelConfig, createChatModel, resolveModelApiKey } from './create-chat-model.js';
import { MODEL_CALL_SETTINGS, parseRetryAfter, type RetryEvent, retryingFetch } from './retrying-fetch.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let server: ScriptedServer | undefined;
/**
 * Requests the client sent in the last {@link run} (its base fetch's calls). A try aborted by its
 * time limit may never reach the scripted server's `requests` on a loaded machine (the server
 * records a request once it read the body), so tries that time out are counted here.
 */
let sent = 0;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function config(baseURL: string, over: Partial<ChatModelConfig> = {}): ChatModelConfig {
  return {
    baseURL,
    model: 'test-model',
    maxSteps: 5,
    retry: { attempts: 3, delayMs: 10 },
    timeoutMs: 5_000,
    streamTimeoutMs: 600_000,
    ...over,
  };
}

async function run(
  script: Script,
  opts: { stream?: boolean; over?: Partial<ChatModelConfig>; env?: Record<string, string | undefined> } = {},
) {
  server = await startScriptedServer(script);
  const retries: RetryEvent[] = [];
  sent = 0;
  const model = createChatModel(config(server.baseURL, opts.over), {
    env: opts.env ?? {},
    onRetry: (e) => retries.push(e),
    fetch: (input, init) => {
      sent++;
      return fetch(input, init);
    },
  });
  const settings = { model, prompt: 'hi', stopWhen: isStepCount(5), ...MODEL_CALL_SETTINGS } as const;
  if (opts.stream) {
    const s = streamText({ ...settings, onError: () => {} });
    let error: unknown;
    try {
      for await (const part of s.stream) if (part.type === 'error') error = part.error;
    } catch (e) {
      error = e;
    }
    if (error)
      throw Object.assign(new Error(String((error as Error).message ?? error)), { cause: error, retries });
    return { text: await s.text, retries };
  }
  try {
    const r = await generateText(settings);
    return { text: r.text, retries };
  } catch (e) {
    throw Object.assign(e as Error, { retries });
  }
}

const quota = { error: { message: 'Quota exhausted for this billing period; resets on 2024-06-01.' } };

describe('retryingFetch via createChatModel', () => {
  for (const stream of [false, true]) {
    const mode = stream ? 'stream' : 'json';
    it(`429 with Retry-After then success honours the server's wait (${mode})`, async () => {
      const r = await run([{ status: 429, headers: { 'retry-after-ms': '30' } }, { text: 'ok' }], { stream });
      expect(r.text).toBe('ok');
      expect(server?.requests).toHaveLength(2);
      expect(r.retries).toEqual([{ attempt: 2, of: 3, delayMs: 30, reason: 'HTTP 429: scripted HTTP 429' }]);
    });

    it(`500 then success (${mode})`, async () => {
      const r = await run([{ status: 500 }, { text: 'ok' }], { stream });
      expect(r.text).toBe('ok');
      expect(r.retries.map((e) => [e.attempt, e.delayMs])).toEqual([[2, 10]]);
    });

    it(`connection reset then success (${mode})`, async () => {
      const r = await run([{ destroy: true }, { text: 'ok' }], { stream });
      expect(r.text).toBe('ok');
      expect(r.retries).toHaveLength(1);
      expect(r.retries[0]?.reason).toMatch(/^network error/);
    });

    it(`C8: exhaustion fails with the server's message after exactly retry.attempts requests in all (${mode})`, async () => {
      const busy = { status: 503, body: { error: { message: 'model is loading' } } };
      const err = await run([busy, busy, busy, busy], {
        stream,
        over: { retry: { attempts: 2, delayMs: 10 } },
      }).catch((e) => e);
      expect(String(err.message)).toContain('model is loading');
      expect(server?.requests).toHaveLength(2);
      expect(err.retries.map((e: RetryEvent) => `${e.attempt}/${e.of}`)).toEqual(['2/2']);
    });

    it(`C8: retry.attempts 3 with HTTP 500 every time: 3 requests, logged attempt 2 of 3 and 3 of 3 (${mode})`, async () => {
      const err = await run(
        [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { text: 'x' }],
        {
          stream,
        },
      ).catch((e) => e);
      expect(err).toBeInstanceOf(Error);
      expect(server?.requests).toHaveLength(3);
      expect(err.retries.map((e: RetryEvent) => `${e.attempt}/${e.of}`)).toEqual(['2/3', '3/3']);
    });

    it(`C8: retry.attempts 1 (and 0) make exactly one request (${mode})`, async () => {
      for (const attempts of [1, 0]) {
        const err = await run([{ status: 500 }, { text: 'x' }], {
          stream,
          over: { retry: { attempts, delayMs: 10 } },
        }).catch((e) => e);
        expect(server?.requests).toHaveLength(1);
        expect(err.retries).toEqual([]);
        await server?.close();
        server = undefined;
      }
    });

    it(`400 is not retried (${mode})`, async () => {
      const err = await run(
        [{ status: 400, body: { error: { message: 'bad tool schema' } } }, { text: 'no' }],
        {
          stream,
        },
      ).catch((e) => e);
      expect(String(err.message)).toContain('bad tool schema');
      expect(server?.requests).toHaveLength(1);
      expect(err.retries).toEqual([]);
    });

    it(`B33: huge Retry-After fails at once with the quota message (${mode})`, async () => {
      const err = await run(
        [{ status: 429, headers: { 'retry-after': '1296000' }, body: quota }, { text: 'no' }],
        {
          stream,
        },
      ).catch((e) => e);
      expect(String(err.message)).toContain('Quota exhausted for this billing period');
      expect(server?.requests).toHaveLength(1);
      expect(err.retries).toEqual([]); // one request, no retry scheduled: it never waited
    });

    it(`B33: 503 three times then 200 succeeds when retry.attempts allows 4 attempts in all (${mode})`, async () => {
      const r = await run([{ status: 503 }, { status: 503 }, { status: 503 }, { text: 'ok' }], {
        stream,
        over: { retry: { attempts: 4, delayMs: 10 } },
      });
      expect(r.text).toBe('ok');
      expect(server?.requests).toHaveLength(4); // 4 attempts in all, SDK retries off (not multiplied)
      expect(r.retries.map((e) => e.attempt)).toEqual([2, 3, 4]);
    });
  }

  it('B33: an HTTP-date Retry-After beyond the cap also fails at once', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toUTCString();
    const err = await run([{ status: 429, headers: { 'retry-after': date }, body: quota }]).catch((e) => e);
    expect(String(err.message)).toContain('Quota exhausted');
    expect(server?.requests).toHaveLength(1);
  });

  it('per-try timeout: a server slower than timeoutMs is retried, then succeeds', async () => {
    // The first try is never answered (not "answered after 30 s": no delay is safe on a loaded
    // machine); every later one at once. How many later tries a loaded machine also lets run past
    // the limit is its speed, not the product's: each retry must be a timeout, and the first
    // try answered in time ends the call.
    const r = await run((req) => (req.index === 0 ? never() : { text: 'ok' }), {
      over: { timeoutMs: 1500, retry: { attempts: 10, delayMs: 10 } },
    });
    expect(r.text).toBe('ok');
    expect(r.retries[0]).toEqual({ attempt: 2, of: 10, delayMs: 10, reason: 'timeout after 1500 ms' });
    expect(r.retries).toEqual(
      r.retries.map((_, i) => ({ attempt: i + 2, of: 10, delayMs: 10, reason: 'timeout after 1500 ms' })),
    );
    expect(sent).toBe(r.retries.length + 1);
  });

  it('per-try timeout: when every try times out the call rejects with a TimeoutError', async () => {
    const err = await run(() => never(), {
      over: { timeoutMs: 50, retry: { attempts: 2, delayMs: 10 } },
    }).catch((e) => e);
    expect(err.name).toBe('TimeoutError');
    expect(err.message).toContain('timed out after 50 ms (2 tries)');
    expect(sent).toBe(2);
  });

  it('attempts: 0 means a single try', async () => {
    const err = await run([{ status: 500 }, { text: 'ok' }], {
      over: { retry: { attempts: 0, delayMs: 10 } },
    }).catch((e) => e);
    expect(String(err.message)).toContain('scripted HTTP 500');
    expect(server?.requests).toHaveLength(1);
  });
});

describe('retryingFetch directly', () => {
  it('an abort during the delay rejects promptly with the abort reason', async () => {
    server = await startScriptedServer([{ status: 503 }, { text: 'ok' }]);
    const controller = new AbortController();
    const events: RetryEvent[] = [];
    const f = retryingFetch({
      attempts: 3,
      delayMs: 3_600_000, // an hour: the test only finishes because the abort cuts the wait
      onRetry: (e) => {
        events.push(e);
        setTimeout(() => controller.abort(new Error('user cancelled')), 10);
      },
    });
    const err = await f(`${server.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }] }),
      signal: controller.signal,
    }).catch((e) => e);
    expect(err.message).toBe('user cancelled');
    expect(events).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
  });

  it('parseRetryAfter reads retry-after-ms, seconds and HTTP dates', () => {
    const now = Date.parse('2024-05-01T00:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 01 May 2024 00:00:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Tue, 30 Apr 2024 00:00:00 GMT' }), now)).toBe(0);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), now)).toBeNull();
    expect(parseRetryAfter(new Headers(), now)).toBeNull();
  });
});

describe('createChatModel key handling', () => {
  it('a named but unset apiKeyEnv fails before any request, naming the variable', async () => {
    server = await startScriptedServer([{ text: 'ok' }]);
    const url = server.baseURL;
    expect(() => createChatModel(config(url, { apiKeyEnv: 'MA_TEST_MISSING_KEY' }), { env: {} })).toThrow(
      /MA_TEST_MISSING_KEY/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('the key from apiKeyEnv is sent as a bearer token; no key sends no Authorization', async () => {
    await run([{ text: 'ok' }], { over: { apiKeyEnv: 'MA_TEST_KEY' }, env: { MA_TEST_KEY: 'sk-test' } });
    expect(server?.requests[0]?.headers.authorization).toBe('Bearer sk-test');
    await server?.close();
    await run([{ text: 'ok' }]);
    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
    expect(server?.requests[0]?.body.model).toBe('test-model');
  });

  it('resolveModelApiKey prefers apiKey', () => {
    const base = {
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'm',
      maxSteps: 1,
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 1000,
      streamTimeoutMs: 600_000,
    };
    expect(resolveModelApiKey({ ...base, apiKey: 'a', apiKeyEnv: 'X' }, { X: 'b' })).toBe('a');
    expect(resolveModelApiKey(base, {})).toBeUndefined();
  });
});
