/**
 * R73 (reviewB): a model base URL whose server (or a proxy in front of it) redirects the chat
 * request in a loop — an http-to-https rule against an https-to-http one, a login page sending the
 * request back to itself — failed the run with `cannot reach the model endpoint …: Cannot connect
 * to API: redirect count exceeded; is the server running and reachable from here?`, of a server that
 * had answered every request; the daemon then failed the meeting as a model failure instead of
 * pausing for its configuration. Now the run says the request was redirected in a loop, that the
 * model was never asked, and what to fix (the R54 error response: HTTP 421, a configuration
 * problem), in the error and the context note's record. Real HTTP server, temp sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint); docs/contracts.md, @ma/agent
 * (transport failures); reviewB R54, R73.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
let looper: Server | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await new Promise((r) => (looper ? looper.close(r) : r(null)));
  looper = undefined;
});

/** A server that answers every request with `status` and a Location back to the same path (a loop). */
async function loop(status: number): Promise<string> {
  looper = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { location: req.url ?? '/' });
      res.end();
    });
  });
  await new Promise<void>((r) => looper?.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(looper.address() as AddressInfo).port}/v1`;
}

describe('R73: a model request redirected in a loop says so', () => {
  for (const status of [302, 307]) {
    it(`R73: HTTP ${status} back to itself: the run names the loop and the fix, not "is the server running"`, async () => {
      h = await startHarness([{ text: 'never asked' }]);
      const base = await loop(status);
      const summary = await h.readOrNull(`Summaries/${functionalName}.md`);
      const error = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        config: { ...h.config, model: { ...h.config.model!, baseURL: base } },
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      const message = (error as SummaryRunError).message;
      expect((error as SummaryRunError).reason).toBe('model');
      expect(message).toContain(`the request to ${base}/chat/completions was redirected in a loop`);
      expect(message).toContain('so the model was never asked');
      expect(message).toContain('set model.baseURL to the address the server answers at');
      expect(message).not.toContain('is the server running');
      expect(message).not.toContain('Cannot connect to API');
      expect(await h.read(`Assistant/${functionalName}.md`)).toContain('was redirected in a loop');
      expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBe(summary);
      expect(h.server.requests).toHaveLength(0);
    });
  }

  it('R73: checkEndpoint (ma doctor) says the probe was redirected in a loop', async () => {
    h = await startHarness([{ text: 'never asked' }]);
    const base = await loop(301);
    const report = await checkEndpoint({ baseURL: base, model: 'test-model' }, { env: {} });
    expect(report.toolCalling.ok).toBe(false);
    expect(report.toolCalling.message).toContain('was redirected in a loop');
    expect(report.toolCalling.message).not.toContain('Cannot connect to API');
    expect(report.models.ok).toBe(false);
    expect(report.models.message).toContain('was redirected in a loop');
  });
});
