/**
 * Review 3 M7 (part and addendum): the API key never leaves the process in an error text. An
 * endpoint whose 401 body echoes the key (OpenAI-style "Incorrect API key provided: sk-…") has it
 * replaced by `***` before the SDK reads the body: in the run's error, the retry events, the context
 * note, and `checkEndpoint`'s report. And the library entries (`checkEndpoint`, a run with a model
 * config that never went through the config check) refuse a `baseURL` with `user:password@` before
 * any request, without showing the password. Real scripted HTTP server, temp vault copy.
 */
import { ConfigError, type ModelConfig, openVault } from '@ma/core';
import { type ScriptedServer, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, SummaryRunError, summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const KEY = 'sk-SECRETKEY123456';
const ECHO = { error: { message: `Incorrect API key provided: ${KEY}. You can find your API key at …` } };

let h: Harness | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
  await server?.close();
  server = undefined;
});

const config = (baseURL: string, extra: Partial<ModelConfig> = {}): ModelConfig => ({
  baseURL,
  model: 'test-model',
  maxSteps: 5,
  retry: { attempts: 2, delayMs: 1 },
  timeoutMs: 5_000,
  streamTimeoutMs: 600_000,
  ...extra,
});

describe('M7 addendum: an endpoint that echoes the API key', () => {
  for (const stream of [false, true]) {
    it(`M7: a 401 body holding the key: error, retry events and context note show *** (${stream ? 'SSE' : 'JSON'})`, async () => {
      h = await startHarness(
        [
          { status: 500, body: ECHO },
          { status: 401, body: ECHO },
        ],
        { model: { apiKey: KEY, retry: { attempts: 2, delayMs: 1 } } },
      );
      const reasons: string[] = [];
      const error = await summarizeMeeting({
        vault: h.vault,
        meeting: FUNCTIONAL,
        env: {},
        stream,
        onEvent: (e) => {
          if (e.type === 'retry') reasons.push(e.reason);
        },
      }).catch((e: unknown) => e);
      expect(SummaryRunError.isInstance(error)).toBe(true);
      const message = (error as Error).message;
      expect(message).toContain('Incorrect API key provided: ***.');
      expect(message).not.toContain('SECRETKEY');
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.join('\n')).not.toContain('SECRETKEY');
      const context = await h.read('Assistant/2026-03-10 Remote control functional design.md');
      expect(context).toContain('Incorrect API key provided: ***.');
      expect(context).not.toContain('SECRETKEY');
      // The key itself was sent (as a Bearer token): only what came back is masked.
      expect(h.server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    });
  }

  it('M7: checkEndpoint (ma doctor) masks the key the server echoes, from apiKeyEnv too', async () => {
    server = await startScriptedServer([
      { status: 401, body: ECHO },
      { status: 401, body: ECHO },
    ]);
    const report = await checkEndpoint(config(server.baseURL, { apiKeyEnv: 'MY_KEY' }), {
      env: { MY_KEY: KEY },
    });
    expect(report.toolCalling.ok).toBe(false);
    expect(report.toolCalling.message).toContain('Incorrect API key provided: ***.');
    expect(JSON.stringify(report)).not.toContain('SECRETKEY');
  });
});

describe('M7: the library refuses a baseURL with user info', () => {
  it('M7: checkEndpoint throws ConfigError before any request; the password is not in the message', async () => {
    server = await startScriptedServer([{ text: 'never' }]);
    const url = server.baseURL.replace('http://', 'http://u:SECRETPW@');
    const error = await checkEndpoint(config(url), { env: {} }).catch((e: unknown) => e);
    expect(ConfigError.isInstance(error), String(error)).toBe(true);
    expect((error as ConfigError).key).toBe('model.baseURL');
    expect((error as Error).message).toContain('user info (user:password@)');
    expect((error as Error).message).toContain('http://***@127.0.0.1');
    expect((error as Error).message).not.toContain('SECRETPW');
    expect(server.requests).toHaveLength(0);
    expect(server.otherRequests).toHaveLength(0);
  });

  it('M7: a run whose model config never went through the config check is refused the same way, nothing written', async () => {
    h = await startHarness([{ text: 'never' }]);
    const url = h.server.baseURL.replace('http://', 'http://u:SECRETPW@');
    // R64: openVault checks a configuration it was given unchecked, so the refusal may come from there.
    const error = await openVault(h.root, { ...h.config, model: config(url) })
      .then((vault) => summarizeMeeting({ vault, meeting: FUNCTIONAL, env: {} }))
      .catch((e: unknown) => e);
    expect(ConfigError.isInstance(error), String(error)).toBe(true);
    expect(String((error as Error).message)).not.toContain('SECRETPW');
    expect((error as Error).message).toContain('user info (user:password@)');
    expect(h.server.requests).toHaveLength(0);
    const context = await h.readOrNull('Assistant/2026-03-10 Remote control functional design.md');
    expect(context ?? '').not.toContain('SECRETPW');
  });
});
