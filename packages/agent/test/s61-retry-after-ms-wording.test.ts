/**
 * ReviewB S61: an HTTP 429 whose wait came in a `retry-after-ms` header (milliseconds, as OpenAI
 * and Azure send it) is reported as that header, not as "Retry-After" (which is seconds or a date),
 * in a run (`ma summarize` through `summarizeMeeting`, JSON and SSE) and in `ma doctor`'s probe
 * (`checkEndpoint`). A plain `Retry-After` still reads "(Retry-After)".
 * Real scripted server, temp sample vault. Spec: issue R12; hostile case B33; reviewB S61.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness, summaryRunFailure } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const quota = (headers: Record<string, string>) => ({
  status: 429,
  headers,
  body: { error: { message: 'Quota exhausted' } },
});

describe('S61: the wait of a 429 is reported as the header that gave it', () => {
  it.each([false, true])(
    'S61: retry-after-ms in a run names retry-after-ms and its milliseconds (stream: %s)',
    async (stream) => {
      h = await startHarness(() => quota({ 'retry-after-ms': '1000000000000' }), {
        model: { retry: { attempts: 0, delayMs: 1 } },
      });
      const error = await summaryRunFailure(
        summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
      );
      expect(error.message).toContain(
        'the server asked to wait 1000000000 s (retry-after-ms: 1000000000000 ms), longer than the 60 s a run waits',
      );
      expect(error.message).not.toContain('(Retry-After)');
    },
  );

  it('S61: ma doctor names retry-after-ms; a Retry-After in seconds still reads (Retry-After)', async () => {
    h = await startHarness(() => quota({ 'retry-after-ms': '90000' }));
    const model = {
      ...(h.config.model as NonNullable<typeof h.config.model>),
      retry: { attempts: 0, delayMs: 1 },
    };
    const ms = await checkEndpoint(model, { env: {} });
    expect(ms.toolCalling.message).toContain('the server asked to wait 90 s (retry-after-ms: 90000 ms)');
    await h.close();
    h = await startHarness(() => quota({ 'retry-after': '90' }));
    const seconds = await checkEndpoint(
      { ...(h.config.model as NonNullable<typeof h.config.model>), retry: { attempts: 0, delayMs: 1 } },
      { env: {} },
    );
    expect(seconds.toolCalling.message).toContain('the server asked to wait 90 s (Retry-After)');
  });
});
