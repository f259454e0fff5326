/**
 * Issue 16 item 2: the session API for other agents. A host agent opens a session, runs its own
 * AI SDK loop (`ToolLoopAgent`, tools called concurrently) against the scripted server with the
 * session's tools, and `finish()` commits the summary exactly as `ma summarize` does; finish
 * without a summary, twice, on a busy meeting and on a hand-edited summary are refused clearly.
 * Real vault copies, real scripted OpenAI-compatible server.
 * Spec: docs/session.md; issue #16 item 2.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { SUMMARY_HASH_KEY } from '@ma/core';
import type { ScriptedTurn } from '@ma/testkit';
import { isStepCount, ToolLoopAgent } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { type MeetingSession, openMeetingSession, SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  minimalScript,
  readTranscriptIn,
  snapshot,
  startHarness,
} from './harness.js';

const SUMMARY = `Summaries/${functionalName}.md`;
const CONTEXT = `Assistant/${functionalName}.md`;
const TRANSCRIPT = `Transcripts/${functionalName}.md`;

/** Two concurrent transcript reads, then a summary with a repeated item (H12), then text. */
const SCRIPT: ScriptedTurn[] = [
  {
    toolCalls: [
      { name: 'read_transcript', arguments: { from: 1, to: 60 } },
      { name: 'read_transcript', arguments: { from: 61, to: 120 } },
      { name: 'read_usernotes', arguments: {} },
    ],
  },
  {
    toolCalls: [
      {
        name: 'write_summary',
        arguments: {
          content:
            '## Summary\nThe team designed the remote control. (L10)\n\n## Decisions\n- Keep it simple.\n- Keep it simple.\n\n## Next steps\n- Draw the layout.\n',
        },
      },
    ],
  },
  { text: 'Done.' },
];

const harnesses: Harness[] = [];
const sessions: MeetingSession[] = [];
afterEach(async () => {
  for (const s of sessions.splice(0)) await s.cancel();
  for (const h of harnesses.splice(0)) await h.close();
});

async function harness(script: ScriptedTurn[] = SCRIPT, model: 'server' | null = 'server'): Promise<Harness> {
  const h = await startHarness(script, model === null ? { model: null } : {});
  harnesses.push(h);
  return h;
}

/**
 * Opens a session on the functional design meeting whose host then reads the transcript's first lines
 * (L285: a summary of a transcript never read is refused), unless `reads` is false (the host's own loop reads).
 */
async function open(h: Harness, extra: { force?: boolean } = {}, reads = true): Promise<MeetingSession> {
  const s = await openMeetingSession({
    vault: h.vault,
    meeting: functionalName,
    model: 'test-model',
    ...extra,
  });
  sessions.push(s);
  if (reads) await readTranscriptIn(s);
  return s;
}

/** The host's own agent: its own provider and ToolLoopAgent, the session's tools and prompt. */
async function runHostAgent(h: Harness, session: MeetingSession) {
  const provider = createOpenAICompatible({ name: 'host', baseURL: h.server.baseURL });
  const agent = new ToolLoopAgent({
    model: provider('test-model'),
    instructions: session.instructions,
    tools: session.tools,
    stopWhen: isStepCount(6),
    maxRetries: 0,
  });
  return agent.generate({ prompt: session.prompt });
}

describe('I16: openMeetingSession, the session API for other agents', () => {
  it('I16: a host ToolLoopAgent with the session tools, then finish(), writes the summary ma summarize writes for the same script', async () => {
    const viaSummarize = await harness();
    const run = await summarizeMeeting({ vault: viaSummarize.vault, meeting: FUNCTIONAL, env: {} });

    const viaHost = await harness();
    const session = await open(viaHost, {}, false);
    expect(session.meetingPath).toBe(FUNCTIONAL);
    expect(session.contextPath).toBe(CONTEXT);
    // The context note exists and is linked as soon as the session is open.
    expect(await viaHost.read(FUNCTIONAL)).toContain(`context: "[[${CONTEXT.replace(/\.md$/, '')}]]"`);
    const result = await runHostAgent(viaHost, session);
    // The host's loop ran the three reads in one step (its own concurrency), then write_summary.
    expect(result.steps[0]?.toolResults.map((r) => r.toolName).sort()).toEqual([
      'read_transcript',
      'read_transcript',
      'read_usernotes',
    ]);
    expect(await session.coverage()).toBe(run.coverage);
    const finished = await session.finish({
      steps: result.steps.length,
      toolCalls: 4,
      usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    });
    expect(finished).toEqual({
      summaryPath: SUMMARY,
      contextPath: CONTEXT,
      trashedPath: null,
      coverage: run.coverage,
      warnings: [],
    });

    // Byte for byte the note `ma summarize` wrote: frontmatter, links, coverage notice, H12 dedupe, hash.
    const summary = await viaHost.read(SUMMARY);
    expect(summary).toBe(await viaSummarize.read(SUMMARY));
    expect(summary).toMatch(new RegExp(`^${SUMMARY_HASH_KEY}: "?sha256:[0-9a-f]{64}"?$`, 'm'));
    expect(summary).toContain('engine: agent\nmodel: test-model\n');
    expect(summary.match(/Keep it simple/g)).toHaveLength(1);
    expect(summary).toContain('> Note: the agent read');
    expect(await viaHost.read(FUNCTIONAL)).toBe(await viaSummarize.read(FUNCTIONAL));
    expect(await viaHost.read(TRANSCRIPT)).toBe(await viaSummarize.read(TRANSCRIPT));
    // The run record and the audit in the context note, naming the host's loop.
    const context = await viaHost.read(CONTEXT);
    expect(context).toMatch(
      /## Run .*: summary written\n- engine: agent \(model test-model\); 3 steps, 4 tool calls, 2 tokens/,
    );
    expect(context).toContain('openMeetingSession');
    expect(context).toContain('## External writes');
  });

  it('I16: finish() without a summary fails clearly, writes nothing and leaves the session open', async () => {
    const h = await harness();
    const session = await open(h);
    const before = await snapshot(h.root);
    const error = await session.finish().catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error) && error.reason).toBe('no-summary');
    expect((error as Error).message).toMatch(
      /no summary to commit .*call write_summary.*nothing was written/,
    );
    expect(await snapshot(h.root)).toEqual(before);
    // A draft of reasoning only is no summary either.
    session.summaryDraft.write('<think>still thinking</think>');
    expect(await session.finish().catch((e: unknown) => (e as SummaryRunError).reason)).toBe('no-summary');
    expect(await snapshot(h.root)).toEqual(before);
    // Still open: write the summary, finish.
    session.summaryDraft.write('## Summary\nWritten late.');
    const done = await session.finish();
    expect(done.summaryPath).toBe(SUMMARY);
    expect(await h.read(SUMMARY)).toContain('Written late.');
  });

  it('I16: a second finish() is refused and changes nothing', async () => {
    const h = await harness();
    const session = await open(h);
    await session.finish({ body: '## Summary\nFirst.\n' });
    const after = await snapshot(h.root);
    session.summaryDraft.write('## Summary\nSecond.');
    const error = await session.finish().catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error) && error.reason).toBe('closed');
    expect((error as Error).message).toContain('already finished or cancelled');
    expect(await snapshot(h.root)).toEqual(after);
    // Concurrent finishes: one commits, the other is refused.
    const again = await open(h);
    const results = await Promise.allSettled([
      again.finish({ body: '## Summary\nA.\n' }),
      again.finish({ body: '## Summary\nB.\n' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await h.read(SUMMARY)).toContain('\nA.\n');
  });

  it('I16: while a session is open the meeting is busy for a second session and for ma summarize; cancel() frees it', async () => {
    const h = await harness(minimalScript());
    const session = await open(h);
    const second = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(second) && second.reason).toBe('busy');
    expect((second as Error).message).toMatch(/another run is already summarizing Meetings\/.*; wait/);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).catch(
      (e: unknown) => e,
    );
    expect(SummaryRunError.isInstance(run) && run.reason).toBe('busy');
    expect(await h.readOrNull(SUMMARY)).toBeNull();

    await session.cancel('the host stopped');
    await session.cancel(); // a no-op
    const context = await h.read(CONTEXT);
    expect(context).toMatch(/## Run cancelled .*\n\nthe host stopped\n/);
    expect(await h.read(FUNCTIONAL)).not.toContain('status: failed');
    expect(
      await session.finish({ body: '## Summary\nx' }).catch((e: unknown) => (e as SummaryRunError).reason),
    ).toBe('closed');
    // Freed: ma summarize runs.
    const ok = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(ok.summaryPath).toBe(SUMMARY);
  });

  it('I16: a hand-edited summary is kept unless force (H14 through the session)', async () => {
    const h = await harness([], null);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const edited = (await h.read(SUMMARY)).replace('## Decisions', '## Decisions\n- Typed by hand.');
    await writeFile(path.join(h.root, SUMMARY), edited);
    const before = await snapshot(h.root);
    const refused = await open(h).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(refused) && refused.reason).toBe('edited');
    expect(await snapshot(h.root)).toEqual(before);
    const forced = await open(h, { force: true });
    const done = await forced.finish({ body: '## Summary\nReplaced with force.\n' });
    expect(done.trashedPath).toMatch(/^\.trash\//);
    expect(await h.read(SUMMARY)).toContain('Replaced with force.');
    expect(await h.read(done.trashedPath as string)).toBe(edited);
  });

  it('I16: an edit made while the session is open is found at finish(): kept, recorded as a failed run', async () => {
    const h = await harness([], null);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const session = await open(h);
    const edited = (await h.read(SUMMARY)).replace('## Decisions', '## Decisions\n- Typed meanwhile.');
    await writeFile(path.join(h.root, SUMMARY), edited);
    const error = await session.finish({ body: '## Summary\nNew.\n' }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error) && error.reason).toBe('edited');
    expect(await h.read(SUMMARY)).toBe(edited);
    expect(await h.read(CONTEXT)).toContain('## Run failed');
    expect(
      await session
        .finish({ body: '## Summary\nNew.\n' })
        .catch((e: unknown) => (e as SummaryRunError).reason),
    ).toBe('closed');
  });

  it('I16: vaultPath opens the vault with its own configuration; vault and vaultPath are exclusive', async () => {
    const h = await harness([], null);
    const session = await openMeetingSession({ vaultPath: h.root, meeting: functionalName });
    sessions.push(session);
    await readTranscriptIn(session);
    expect(Object.keys(session.tools)).toContain('write_summary');
    await session.finish({ body: '## Summary\nFrom a path.\n' });
    const note = await h.read(SUMMARY);
    expect(note).toContain('engine: agent\n');
    expect(note).not.toMatch(/^model:/m);
    await expect(openMeetingSession({ meeting: functionalName })).rejects.toThrow(TypeError);
    await expect(
      openMeetingSession({ vault: h.vault, vaultPath: h.root, meeting: functionalName }),
    ).rejects.toThrow(/exactly one of `vault` and `vaultPath`/);
  });

  it("I16: lockAt 'finish' writes nothing and takes no lock until finish(); a busy meeting at finish() leaves the session open", async () => {
    const h = await harness(minimalScript());
    const before = await snapshot(h.root);
    const session = await openMeetingSession({ vault: h.vault, meeting: functionalName, lockAt: 'finish' });
    sessions.push(session);
    expect(await snapshot(h.root)).toEqual(before);
    expect(session.contextPath).toBe(CONTEXT);
    await session.tools.read_transcript.execute?.(
      { from: 1, to: 20 } as never,
      {
        toolCallId: 'r1',
        messages: [],
        context: {},
      } as never,
    );
    expect(await session.coverage()).toBeGreaterThan(0);
    // Not held: another session takes the meeting; our finish() is then busy and writes nothing.
    const other = await open(h);
    session.summaryDraft.write('## Summary\nDeferred.');
    const held = await snapshot(h.root);
    const busy = await session.finish().catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(busy) && busy.reason).toBe('busy');
    expect(await snapshot(h.root)).toEqual(held);
    await other.cancel();
    const done = await session.finish();
    expect(done.summaryPath).toBe(SUMMARY);
    expect(await h.read(SUMMARY)).toContain('Deferred.');
    expect(await h.read(SUMMARY)).toContain(`coverage: ${done.coverage}`);
    expect(await h.read(CONTEXT)).toContain('openMeetingSession');
    expect(await session.finish().catch((e: unknown) => (e as SummaryRunError).reason)).toBe('closed');
  });
});
