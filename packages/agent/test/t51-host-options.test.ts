/**
 * T51: the public entry points of `@ma/agent` check what a host passes, the way a plain
 * JavaScript or CommonJS host (no types) calls them: a host's own model section with only
 * `baseURL` and `model` gets the configuration file's defaults (it threw `Cannot read properties
 * of undefined (reading 'attempts')`), a wrong value is named like the configuration file names it,
 * and a missing or misspelt option is a TypeError naming it, before anything is read or written —
 * never a TypeError from deep inside (`reading 'trim'`), nor a different run than asked for
 * (`engine: 'Agent'` ran the offline engine and recorded "the extractive engine was requested").
 * Real scripted OpenAI-compatible server, temp copies of the sample vault.
 * Spec: review T51; packages/agent/README.md (API).
 */
import { ConfigError, openVault } from '@ma/core';
import { startScriptedServer } from '@ma/testkit';
import { generateText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEndpoint, createChatModel, openMeetingSession, summarizeMeeting } from '../src/index.js';
import {
  functionalName,
  type Harness,
  kickoffName,
  minimalScript,
  snapshot,
  startHarness,
} from './harness.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Calls `f` as an untyped host would. */
const untyped = <T>(f: T) => f as unknown as (...args: unknown[]) => Promise<unknown>;

describe('T51: options of the public @ma/agent functions are checked', () => {
  it('T51: createChatModel and checkEndpoint take a host model section of baseURL and model only (the defaults filled in)', async () => {
    const server = await startScriptedServer([
      { text: 'hello' },
      { toolCalls: [{ name: 'ping', arguments: {} }] },
    ]);
    try {
      const settings = { baseURL: server.baseURL, model: 'test-model' };
      const result = await generateText({
        model: createChatModel(settings, { env: {} }),
        prompt: 'hi',
        maxRetries: 0,
      });
      expect(result.text).toBe('hello');
      const report = await checkEndpoint(settings, { env: {} });
      expect(report.models.ok).toBe(true);
      expect(report.toolCalling).toMatchObject({ ok: true, skipped: false });
    } finally {
      await server.close();
    }
  });

  it('T51: a wrong value in a host model section is the configuration error naming the key; a missing env a TypeError naming it', async () => {
    const bad = { baseURL: 'http://127.0.0.1:9/v1', model: 'x', retry: { attempts: 'three' } };
    expect(() => createChatModel(bad as never, { env: {} })).toThrow(ConfigError);
    expect(() => createChatModel(bad as never, { env: {} })).toThrow(
      /model\.retry\.attempts: expected a whole number/,
    );
    await expect(untyped(checkEndpoint)(bad, { env: {} })).rejects.toThrow(/model\.retry\.attempts/);
    await expect(untyped(checkEndpoint)({ baseURL: 'http://127.0.0.1:9/v1' }, { env: {} })).rejects.toThrow(
      /model\.model: expected a model name/,
    );
    expect(() => untyped(createChatModel)({ baseURL: 'http://127.0.0.1:9/v1', model: 'x' }, {})).toThrow(
      'createChatModel: option "env" is required: an environment object of strings (e.g. process.env)',
    );
    await expect(untyped(checkEndpoint)({ baseURL: 'http://127.0.0.1:9/v1', model: 'x' })).rejects.toThrow(
      'checkEndpoint: expected an options object (got undefined)',
    );
  });

  it('T51: summarizeMeeting refuses a misspelt engine, a missing env or meeting, a vault path string — nothing written', async () => {
    h = await startHarness(minimalScript());
    const before = await snapshot(h.root);
    const run = untyped(summarizeMeeting);
    await expect(run({ vault: h.vault, meeting: functionalName, engine: 'Agent', env: {} })).rejects.toThrow(
      'summarizeMeeting: option "engine" must be "agent" or "extractive" (got "Agent")',
    );
    await expect(run({ vault: h.vault, meeting: functionalName })).rejects.toThrow(
      'summarizeMeeting: option "env" is required',
    );
    await expect(run({ vault: h.vault, env: {} })).rejects.toThrow(
      'summarizeMeeting: option "meeting" is required: a non-empty string',
    );
    await expect(run({ vault: h.root, meeting: functionalName, env: {} })).rejects.toThrow(
      `summarizeMeeting: option "vault" must be an opened vault (openVault from @ma/core) (got "${h.root.slice(0, 60)}`,
    );
    await expect(run({ vault: h.vault, meeting: functionalName, env: {}, stream: 'yes' })).rejects.toThrow(
      'summarizeMeeting: option "stream" must be true or false (got "yes")',
    );
    expect(await snapshot(h.root)).toEqual(before);
    expect(h.server.requests).toHaveLength(0);
  });

  it('T51: openMeetingSession refuses a missing meeting, a misspelt lockAt and a step cap of 0 before taking the lock — nothing written', async () => {
    h = await startHarness(minimalScript());
    const before = await snapshot(h.root);
    const open = untyped(openMeetingSession);
    await expect(open({ vault: h.vault })).rejects.toThrow(
      'openMeetingSession: option "meeting" is required: a non-empty string',
    );
    await expect(open({ vault: h.vault, meeting: 42 })).rejects.toThrow(
      'openMeetingSession: option "meeting" must be a non-empty string (got 42)',
    );
    await expect(open({ vault: h.vault, meeting: functionalName, lockAt: 'finsh' })).rejects.toThrow(
      'openMeetingSession: option "lockAt" must be "open" or "finish" (got "finsh")',
    );
    await expect(open({ vault: h.vault, meeting: functionalName, maxSteps: 0 })).rejects.toThrow(
      'openMeetingSession: option "maxSteps" must be a whole number of steps >= 1 (got 0)',
    );
    expect(await snapshot(h.root)).toEqual(before);
    // No lock was left behind: a session opens at once.
    const session = await openMeetingSession({ vault: h.vault, meeting: functionalName, maxSteps: 5 });
    expect(session.instructions).toContain('at most 5 steps');
    await session.cancel();
  });

  it("R61: summarizeMeeting and openMeetingSession take a config (the option, or the vault's) whose model section is the host's own { baseURL, model } (the defaults filled in); a wrong value there is the configuration error naming the key, nothing written", async () => {
    h = await startHarness([...minimalScript(), ...minimalScript()], { model: null });
    const hostModel = { baseURL: h.server.baseURL, model: 'test-model' };
    // A plain JavaScript host: the loaded configuration with its own model section, as createChatModel takes it.
    const config = { ...h.vault.config, model: hostModel };
    const before = await snapshot(h.root);
    await expect(
      untyped(summarizeMeeting)({
        vault: h.vault,
        config: { ...config, model: { ...hostModel, timeoutMs: 'soon' } },
        meeting: functionalName,
        env: {},
      }),
    ).rejects.toThrow(/model\.timeoutMs: expected/);
    await expect(
      untyped(openMeetingSession)({
        vault: h.vault,
        config: { ...config, model: { ...hostModel, retry: { attempts: -1 } } },
        meeting: functionalName,
      }),
    ).rejects.toThrow(ConfigError);
    expect(await snapshot(h.root)).toEqual(before);
    expect(h.server.requests).toHaveLength(0);

    const session = (await untyped(openMeetingSession)({
      vault: h.vault,
      config,
      meeting: functionalName,
    })) as Awaited<ReturnType<typeof openMeetingSession>>;
    expect(session.instructions).toContain('at most 40 steps');
    await session.cancel();

    const run = (await untyped(summarizeMeeting)({
      vault: h.vault,
      config,
      meeting: functionalName,
      env: {},
    })) as Awaited<ReturnType<typeof summarizeMeeting>>;
    expect(run.engine).toBe('agent');
    expect(h.server.requests.length).toBeGreaterThan(0);
    expect(await h.read(run.summaryPath)).toContain('## Summary\nShort.');

    // The same configuration given to openVault instead: the run takes the vault's.
    const hostVault = await openVault(h.root, config as never);
    const again = (await untyped(summarizeMeeting)({
      vault: hostVault,
      meeting: kickoffName,
      env: {},
    })) as Awaited<ReturnType<typeof summarizeMeeting>>;
    expect(again.engine).toBe('agent');
    expect(await h.read(again.summaryPath)).toContain('## Summary\nShort.');
    const own = (await untyped(openMeetingSession)({ vault: hostVault, meeting: functionalName })) as Awaited<
      ReturnType<typeof openMeetingSession>
    >;
    expect(own.instructions).toContain('at most 40 steps');
    await own.cancel();
  });
});
