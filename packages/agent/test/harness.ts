import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { loadConfig, type MaConfig, type ModelConfig, openVault, type Vault } from '@ma/core';
import {
  type ChatRequest,
  copySampleVault,
  readingFirst,
  type Script,
  type ScriptedServer,
  type ScriptedServerOptions,
  type ScriptedTurn,
  startScriptedServer,
} from '@ma/testkit';
import { type ToolSession, toolDefinitions } from '@ma/tools';
import { afterEach, expect } from 'vitest';
import { type AgentEvent, estimateTokens, SummaryRunError, summarizeMeeting } from '../src/index.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

export const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
export const KICKOFF = 'Meetings/2026-03-09 Remote control kickoff.md';
export const functionalName = '2026-03-10 Remote control functional design';
export const kickoffName = '2026-03-09 Remote control kickoff';

/** One test's world: a temp copy of the sample vault, a scripted model server, events. */
export interface Harness {
  root: string;
  vault: Vault;
  config: MaConfig;
  server: ScriptedServer;
  events: AgentEvent[];
  read(rel: string): Promise<string>;
  readOrNull(rel: string): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Starts the scripted server, copies the sample vault and builds a config whose `model`
 * points at the server (fast retries: 10 ms), with `model` overrides and other config overrides.
 */
export async function startHarness(
  script: Script,
  opts: {
    model?: Partial<ModelConfig> | null;
    config?: Partial<MaConfig>;
    server?: ScriptedServerOptions;
    /** L285: the scripted model reads the transcript before its first reply (default true; {@link readingFirst}). */
    readsFirst?: boolean;
  } = {},
): Promise<Harness> {
  const copy = await copySampleVault();
  const server = await startScriptedServer(
    opts.readsFirst === false ? script : readingFirst(script),
    opts.server,
  );
  const base = await loadConfig({ vault: copy.root });
  const model: ModelConfig | null =
    opts.model === null
      ? null
      : ({
          baseURL: server.baseURL,
          model: 'test-model',
          maxSteps: 12,
          retry: { attempts: 3, delayMs: 10 },
          // F3: no time limit per try the tests did not ask for (a test of timeouts sets its own). With 5 s,
          // a reply the test holds on a gate (run-lock: while it runs two more meetings), or one slow on two
          // busy cores, timed out and was sent again: the script's next turn answered it ("Done.", no summary).
          timeoutMs: 600_000,
          streamTimeoutMs: 600_000,
          ...opts.model,
        } as ModelConfig);
  const config = { ...base, ...opts.config, model } as MaConfig;
  const vault = await openVault(copy.root, config);
  const read = (rel: string) => readFile(path.join(copy.root, rel), 'utf8');
  return {
    root: copy.root,
    vault,
    config,
    server,
    events: [],
    read,
    readOrNull: (rel) => read(rel).catch(() => null),
    close: async () => {
      await server.close();
      await copy.cleanup();
    },
  };
}

/**
 * One {@link startHarness} per test, closed after it (an `afterEach` registered by this call, made once at the top of
 * a test file): `const start = harnessPerTest();`, then `const h = await start(script, opts)` in a test. A test that
 * starts a second one closes the first with it. Replaces the `let h; afterEach(() => h?.close())` each file repeated
 * (review of session 44, D4/D8).
 *
 * @returns `start`, taking {@link startHarness}'s arguments and giving its harness
 */
export function harnessPerTest(): (...args: Parameters<typeof startHarness>) => Promise<Harness> {
  const open: Harness[] = [];
  afterEach(async () => {
    for (const h of open.splice(0)) await h.close();
  });
  return async (...args) => {
    const h = await startHarness(...args);
    open.push(h);
    return h;
  };
}

/**
 * L285: a host session's read of the transcript's lines 1..`to` through its own read tool (the tool
 * definitions on its `toolSession`, so a session opened with `aiSdkTools: false` reads too), as a host's
 * model does before it finishes: a summary of a transcript the model never read is refused.
 * @returns the tool's answer (lines, or a refusal for a meeting without a transcript).
 */
export async function readTranscriptIn(session: { toolSession: ToolSession }, to = 60): Promise<string> {
  const read = toolDefinitions(session.toolSession).find((d) => d.name === 'read_transcript');
  return String(await read?.execute({ from: 1, to }, {}));
}

/** A minimal successful script: one write_summary call, then a closing text. */
export function minimalScript(summary = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n') {
  return [{ toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] }, { text: 'Done.' }];
}

/**
 * A script for runs that may read the transcript in parts (issue 14 map-reduce): requests without
 * tools (chunk notes) get a note citing the part's lines; the tool loop writes `summary` and ends.
 */
export function chunkAwareScript(summary = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n') {
  let loopStep = 0;
  return (req: ChatRequest): ScriptedTurn => {
    const notes = chunkNotesTurn(req);
    if (notes !== null) return notes;
    return loopStep++ === 0
      ? { toolCalls: [{ name: 'write_summary', arguments: { content: summary } }] }
      : { text: 'Done.' };
  };
}

/**
 * The reply to a request without tools (a long meeting's chunk-notes pass, issue 14): one note
 * citing the part's lines; null for a request of the tool loop.
 */
export function chunkNotesTurn(req: ChatRequest): ScriptedTurn | null {
  if (req.body.tools && req.body.tools.length > 0) return null;
  const user = req.body.messages.filter((m) => m.role === 'user').map((m) => String(m.content));
  const m = /lines (\d+)–(\d+)/.exec(user.join('\n'));
  return { text: `- Notes on this part (L${m?.[1]}–L${m?.[2]}).` };
}

/**
 * Every request the server got fits `window`: its estimate (`estimateTokens` of the raw body, at
 * least bytes / 3 and never under the Llama 2 and Mistral tokenizers' counts: R241; bytes / 3 alone
 * under-counts them up to 2.3×, F136) plus the reply room (`max_tokens`, else a quarter of the
 * window, at most 2,048).
 */
export function expectInsideWindow(h: Harness, window: number): void {
  for (const req of h.server.requests) {
    const replyRoom =
      typeof req.body.max_tokens === 'number' ? req.body.max_tokens : Math.min(2048, window / 4);
    expect(estimateTokens(req.rawBody) + replyRoom).toBeLessThanOrEqual(window);
  }
}

/** Splits a note into its frontmatter text (between the `---` lines) and body. */
export function splitNote(text: string): { frontmatter: string; body: string } {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`not a note with frontmatter:\n${text.slice(0, 200)}`);
  return { frontmatter: m[1] ?? '', body: m[2] ?? '' };
}

/** The system message of a recorded request. */
export function systemMessage(server: ScriptedServer, index = 0): string {
  const message = server.requests[index]?.body.messages.find((m) => m.role === 'system');
  return typeof message?.content === 'string' ? message.content : JSON.stringify(message?.content);
}

/**
 * The texts of the messages of one `role` (`system`, `user`, `assistant`, `tool`) in a request's
 * message list, in order; content that is not a string (parts) as its JSON.
 */
export function messageTexts(
  messages: ReadonlyArray<{ role: string; content?: unknown }>,
  role: string,
): string[] {
  return messages
    .filter((m) => m.role === role)
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)));
}

/** `messageTexts` of a recorded request, joined by line breaks. */
export function roleText(req: ChatRequest, role: string): string {
  return messageTexts(req.body.messages, role).join('\n');
}

/** A port nobody listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Every file of the vault copy (except the run-lock folder) with its text. */
export async function snapshot(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (rel.startsWith('.meeting-assistant/')) continue;
    out[rel] = await readFile(path.join(root, rel), 'utf8');
  }
  return out;
}

/** The `SummaryRunError` a run or `finish()` rejects with (the test fails when it resolves or throws another error). */
export async function summaryRunFailure(p: Promise<unknown>): Promise<SummaryRunError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(SummaryRunError.isInstance(error)).toBe(true);
  return error as SummaryRunError;
}

/**
 * A run of the functional design meeting whose model answers step `index` with `turn(index)`
 * (`model.maxSteps` 40), expected to fail: the model requests the server got, the failure, and
 * the meeting's summary note as it was before the run (null: none), and the harness. `started` gets
 * the harness at once, so the test's cleanup closes it even when the run does not fail (R67, L250).
 */
export async function refusedStepsRun(
  turn: (index: number) => ScriptedTurn,
  stream: boolean,
  started: (h: Harness) => void,
): Promise<{ h: Harness; requests: number; error: SummaryRunError; summaryBefore: string | null }> {
  let requests = 0;
  const h = await startHarness(
    (_: unknown, index: number) => {
      requests++;
      return turn(index);
    },
    // Every step refused, no summary: the scripted steps as they are (no read added, L285).
    { model: { maxSteps: 40 }, readsFirst: false },
  );
  started(h);
  const summaryBefore = await h.readOrNull(`Summaries/${functionalName}.md`);
  const error = await summaryRunFailure(
    summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
  );
  return { h, requests, error, summaryBefore };
}
