/**
 * Issue 14 item 3 (long meetings): when the chunk notes of every part together exceed what the
 * main model's prompt may take, `mapTranscript` condenses neighbouring notes on the small model,
 * keeps each group's line span (first line of its first part, last line of its last), counts every
 * part's lines as read, and reports how many condensing passes ran; what still does not fit is cut
 * and says so. Run on the real scripted OpenAI-compatible server.
 * Spec: issue 14 item 3 (map-reduce), item 4 (reading on the small model).
 */
import type { ModelConfig } from '@ma/core';
import { type ChatRequest, type ScriptedServer, type ScriptedTurn, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenCounterFor } from '../src/budget/token-counter.js';
import type { AgentEvent } from '../src/index.js';
import { createChatModel } from '../src/model/create-chat-model.js';
import { CONDENSE_INSTRUCTIONS, mapTranscript } from '../src/run/map-transcript.js';
import { roleText } from './harness.js';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const instructionsOf = (req: ChatRequest) => roleText(req, 'system');
const userOf = (req: ChatRequest) => roleText(req, 'user');

/** 2,000 spoken lines, each naming its own number so a note can cite it. */
const LINES = Array.from(
  { length: 2_000 },
  (_, i) =>
    `[00:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] **Speaker ${i % 4}:** We talked about item ${i} of the plan and what it costs.`,
);
const FIRST_LINE = 6;

async function run(notesBudget: number, condensedReply: (req: ChatRequest) => string) {
  server = await startScriptedServer((req): ScriptedTurn => {
    if (instructionsOf(req).includes(CONDENSE_INSTRUCTIONS.slice(0, 40)))
      return { text: condensedReply(req) };
    const m = /lines (\d+)–(\d+)/.exec(userOf(req));
    // A long note per part, so that all notes together are far over the budget.
    return {
      text: `- Part ${m?.[1]}–${m?.[2]}: ${'the plan item was discussed at length; '.repeat(20)}(L${m?.[1]}–L${m?.[2]})`,
    };
  });
  const model = createChatModel(
    {
      baseURL: server.baseURL,
      model: 'small-test-model',
      retry: { attempts: 0, delayMs: 1 },
      timeoutMs: 5_000,
    } as ModelConfig,
    { env: {} },
  );
  const events: AgentEvent[] = [];
  const result = await mapTranscript({
    path: 'Transcripts/Long.md',
    lines: LINES,
    firstLine: FIRST_LINE,
    totalLines: FIRST_LINE - 1 + LINES.length,
    model,
    budget: {
      window: { tokens: 4_096, source: 'config' },
      reserve: 512,
      counter: await tokenCounterFor('small-test-model'),
    },
    notesBudget,
    emit: (e) => events.push(e),
  });
  return { result, events, requests: server.requests };
}

describe('I14: map-reduce condensing of chunk notes', () => {
  it('condenses neighbouring notes on the small model, keeps their line spans and every read', async () => {
    const { result, events, requests } = await run(600, (req) => {
      const m = /lines (\d+)–(\d+)/.exec(userOf(req));
      return `- Items ${m?.[1]}–${m?.[2]}: costs agreed.`;
    });
    const chunkPasses = events.filter((e) => e.type === 'chunk-notes');
    expect(result.chunks).toBeGreaterThan(4);
    expect(chunkPasses).toHaveLength(result.chunks);
    expect(result.condensePasses).toBeGreaterThan(0);
    // Condensing requests carry the notes of several parts, and no tools.
    const condensing = requests.filter((r) => instructionsOf(r).includes(CONDENSE_INSTRUCTIONS.slice(0, 40)));
    expect(condensing).toHaveLength(result.condensePasses);
    for (const r of condensing) {
      expect(r.body.tools ?? []).toEqual([]);
      expect(userOf(r).match(/Part \d+–\d+/g)?.length ?? 0).toBeGreaterThan(1);
    }
    // Fewer notes than parts, contiguous, spanning the whole body; every line counted as read.
    expect(result.notes.length).toBeLessThan(result.chunks);
    expect(result.notes[0]?.from).toBe(FIRST_LINE);
    expect(result.notes.at(-1)?.to).toBe(FIRST_LINE - 1 + LINES.length);
    for (let i = 1; i < result.notes.length; i++)
      expect(result.notes[i]?.from).toBe((result.notes[i - 1]?.to ?? 0) + 1);
    const read = result.reads.reduce((n, r) => n + (r.to - r.from + 1), 0);
    expect(read).toBe(LINES.length);
    expect(result.cut).toBe(false);
    expect(result.notes.some((n) => n.text.includes('costs agreed'))).toBe(true);
  });

  it('cuts what condensing could not shrink, and says so', async () => {
    // A budget below one condensed note (each condensing reply may take 64 tokens).
    const { result } = await run(40, () => `- ${'nothing could be left out here; '.repeat(40)}`);
    expect(result.condensePasses).toBeGreaterThan(0);
    expect(result.cut).toBe(true);
    const counter = await tokenCounterFor('small-test-model');
    for (const note of result.notes) {
      expect(note.text.endsWith('…'), note.text).toBe(true);
      expect(counter.count(note.text)).toBeLessThanOrEqual(
        Math.max(16, Math.floor(40 / result.notes.length) - 16),
      );
    }
  });
});
