/**
 * R54 (reviewB, session 22): a model base URL the server redirects — `http://` moved to `https://`
 * (hosted APIs, a reverse proxy), a trailing slash added — answers the chat request with
 * `301`/`302`/`303`, which fetch follows as a GET without the request body (and, to another host,
 * without the API key). The run then reported the target's answer as the model server's:
 * `model endpoint returned HTTP 404: Not Found; check that the base URL ends in /v1` about a base URL
 * that does end in /v1. Now the run says the request was redirected, where to, what answered there,
 * and which base URL to set; a 307/308 that keeps the POST and gets a model reply still works.
 * Real HTTP servers (a redirector and the scripted model server), temp sample vault.
 * Spec: seed 003 (a configurable OpenAI-compatible endpoint); docs/contracts.md, @ma/agent
 * (transport failures); reviewB R54.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
let redirector: Server | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await new Promise((r) => (redirector ? redirector.close(r) : r(null)));
  redirector = undefined;
});

const SUMMARY =
  '## Summary\nThe team chose rubber.\n\n## Decisions\n- Rubber casing.\n\n## Next steps\n- Order samples.\n';

/** A server answering every request with `status` and a Location on `target` + the request's path after /v1. */
async function redirect(status: number, target: string): Promise<string> {
  redirector = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { location: `${target}${(req.url ?? '').replace(/^\/v1/, '')}` });
      res.end();
    });
  });
  await new Promise<void>((r) => redirector?.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/v1`;
}

describe('R54: a redirected model request says so', () => {
  for (const status of [301, 302, 303]) {
    it(`R54: HTTP ${status} to the real server: the run names the redirect and the base URL to set, no summary written`, async () => {
      h = await startHarness([{ text: 'never asked' }]);
      const base = await redirect(status, h.server.baseURL);
      const summaries = await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md');
      const error = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        config: { ...h.config, model: { ...h.config.model!, baseURL: base } },
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      const message = (error as SummaryRunError).message;
      expect(message).toContain(`was redirected to ${h.server.baseURL}/chat/completions`);
      expect(message).toContain(`set model.baseURL to ${h.server.baseURL}`);
      expect(message).not.toContain('check that the base URL ends in /v1');
      // The model was never asked: the redirected GET is no chat request.
      expect(h.server.requests).toHaveLength(0);
      expect(await h.readOrNull('Summaries/2026-03-10 Remote control functional design.md')).toBe(summaries);
    });
  }

  it('R54: HTTP 308 (the POST kept) to the real server: the summary is written as before', async () => {
    h = await startHarness([
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const base = await redirect(308, h.server.baseURL);
    const run = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      env: {},
      config: { ...h.config, model: { ...h.config.model!, baseURL: base } },
    });
    expect(await h.read(run.summaryPath)).toContain('Rubber casing.');
  });
});
