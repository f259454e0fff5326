/**
 * Review11 X6: the AI SDK tools of `createMeetingTools` honour the `abortSignal` the SDK passes
 * with each call. A call whose signal is already aborted runs nothing; a write whose signal aborts
 * while it waits in the session's write queue never starts; both reject with an `AbortError` and
 * nothing is written — for every write tool, granular and compact (`apply_changes`), plain and
 * strict schemas. A write that already started completes and returns its result.
 * Real tools on a temp copy of the sample vault.
 * Spec: docs/tools.md (Cancellation); review11 X6.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools } from '../src/create-meeting-tools.js';
import { createGranularTool, granularWriteToolNames } from '../src/granular/index.js';
import { asWriteTool } from '../src/neutral/as-write-tool.js';
import type { NeutralTool } from '../src/neutral/neutral-tool.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const DECISIONS = 'Projects/remote-control/decisions.md';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');
const append = (line: string) => ({ project: 'remote-control', path: 'decisions.md', content: line });
const options = (abortSignal?: AbortSignal) => ({
  toolCallId: 'x6',
  messages: [],
  ...(abortSignal ? { abortSignal } : {}),
});
type Executable = { execute?: (input: never, options: never) => unknown };
const run = (tool: Executable, input: unknown, abortSignal?: AbortSignal) =>
  (tool.execute as (input: unknown, options: unknown) => Promise<unknown>)(input, options(abortSignal));

const aborted = () => {
  const controller = new AbortController();
  controller.abort(new Error('host cancelled'));
  return controller.signal;
};

describe('X6: createMeetingTools honours the AI SDK abortSignal', () => {
  for (const strict of [false, true]) {
    it(`X6 (${strict ? 'strict' : 'plain'} schemas): every write tool called with an aborted signal rejects with an AbortError and writes nothing`, async () => {
      t = await sampleSession(MEETINGS.functional);
      const before = await hashTree(t.root);
      const granular = createMeetingTools(t.session, { strict });
      const writes = {
        write_projectfile: append('- written after abort'),
        write_summary: { content: '## Summary\n- after abort' },
        write_context: { content: 'after abort' },
        add_attendee: { name: 'Zed Aborted' },
        remove_attendee: { name: 'Alice', approved: true },
        delete_identity: { name: 'Alice' },
        add_dictation_word: { word: 'Abortiva' },
        override_speaker: { from: 'Alice', to: 'Bob' },
      } as Record<string, unknown>;
      expect(Object.keys(writes).sort()).toEqual([...granularWriteToolNames].sort());
      for (const [name, input] of Object.entries(writes)) {
        const tool = (granular as Record<string, Executable>)[name]!;
        await expect(run(tool, input, aborted()), name).rejects.toMatchObject({
          name: 'AbortError',
          message: expect.stringContaining('nothing was written'),
        });
      }
      const compact = createMeetingTools(t.session, { strict, profile: 'compact' });
      await expect(
        run(
          compact.apply_changes,
          { ops: [{ op: 'write_projectfile', ...append('- op after abort') }] },
          aborted(),
        ),
      ).rejects.toMatchObject({ name: 'AbortError' });
      expect(await hashTree(t.root)).toBe(before);
      expect(t.session.summaryDraft.read() ?? '').toBe('');
    });
  }

  it('X6: a write whose signal aborts while it waits in the write queue never starts; the one before it is made', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(DECISIONS);
    const tools = createMeetingTools(t.session);
    const compact = createMeetingTools(t.session, { profile: 'compact' });
    const stop = new AbortController();
    // One step's parallel tool calls: the first takes the queue, the others wait behind it.
    const first = run(tools.write_projectfile, append('- W0'));
    const queued = [
      run(tools.write_projectfile, append('- W1'), stop.signal),
      run(tools.write_summary, { content: '## Summary\n- queued' }, stop.signal),
      run(compact.apply_changes, { ops: [{ op: 'write_projectfile', ...append('- W2') }] }, stop.signal),
    ];
    stop.abort(new Error('generateText aborted'));
    expect(await first).toMatch(/^appended 1 line /);
    for (const call of queued) await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(await read(DECISIONS)).toBe(`${before}- W0\n`);
    expect(t.session.summaryDraft.read() ?? '').toBe('');
  });

  it('X6: a write that already started (holds its file lock) when its signal aborts completes and returns its result', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(DECISIONS);
    // The tool itself, not yet in the queue (asWriteTool puts it there).
    const real = createGranularTool(t.session, 'write_projectfile') as NeutralTool;
    const stop = new AbortController();
    // The host aborts once the write is under way: it holds the file's lock (F27: a call aborted
    // while it still waits for the lock writes nothing). The lock is a `<key>.lock` folder.
    const locks = path.join(t.root, '.meeting-assistant/locks/files');
    const abortOnceLocked = async () => {
      while (!stop.signal.aborted) {
        const held = await readdir(locks).catch(() => [] as string[]);
        if (held.some((n) => n.endsWith('.lock'))) stop.abort(new Error('stopped mid-write'));
        else await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const started: NeutralTool = {
      ...real,
      execute: (input, call) => {
        void abortOnceLocked();
        return real.execute(input, call);
      },
    };
    const out = await asWriteTool(t.session, started).execute(append('- running'), { signal: stop.signal });
    stop.abort(new Error('done'));
    expect(out).toMatch(/^appended 1 line /);
    expect(await read(DECISIONS)).toBe(`${before}- running\n`);
  });
});
