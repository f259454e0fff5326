/**
 * Review3 M11: a part of a transcript read in parts counts as read only when its notes came back
 * whole (finish reason stop) and not empty once reasoning is removed. An empty or cut reply (a
 * thinking model that spent its budget inside `<think>`) is asked once more without thinking; if
 * it fails again the part is NOT read: coverage below 100 %, the notice in the summary, the run
 * record names the part and why. Real scripted OpenAI-compatible servers (JSON and streaming),
 * temp sample vault copies.
 * R115 (newcomer, session 40): a small local model answering a part with "I'm sorry, I can't see any
 * transcript" (or "OK", or prose without citations) had every part counted as read, the run ended ok
 * with `coverage: 100` and a summary resting on nothing; such notes now count as not read either.
 * Spec: docs/context-budget.md (reading in parts); docs/contracts.md (H7/R1 whole replies).
 */
import type { ModelConfig } from '@ma/core';
import { type ChatRequest, type ScriptedServer, type ScriptedTurn, startScriptedServer } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { CITE_LINES_HINT } from '../src/run/map-transcript.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  roleText,
  splitNote,
  startHarness,
  summaryRunFailure,
} from './harness.js';

let h: Harness | undefined;
let small: ScriptedServer | undefined;
afterEach(async () => {
  await h?.close();
  await small?.close();
  h = undefined;
  small = undefined;
});

const SUMMARY = '## Summary\nThe team met (L7–L20).\n\n## Decisions\n\n## Next steps\n';
const THINKING: ScriptedTurn = {
  text: '<think>Okay, let me look at these transcript lines. The project manager opens',
  finishReason: 'length',
};

// L285: the tool loop's model reads one spoken line (under 1 %: coverage still 0) as it writes, so a run
// whose chunk notes all came back empty is a summary of what was read, not one of a transcript never read.
const READ_ONE_LINE = { name: 'read_transcript', arguments: { from: 7, to: 7 } };
const WRITE = { name: 'write_summary', arguments: { content: SUMMARY } };

const system = (req: ChatRequest) => roleText(req, 'system');
const user = (req: ChatRequest) => roleText(req, 'user');

async function withSmall(
  reply: (req: ChatRequest, index: number) => ScriptedTurn,
  main: ScriptedTurn[] = [{ toolCalls: [READ_ONE_LINE, WRITE] }, { text: 'Done.' }],
): Promise<Harness> {
  let n = 0;
  small = await startScriptedServer((req) => reply(req, n++), { models: ['small-model'] });
  const smallModel = {
    baseURL: small.baseURL,
    model: 'small-model',
    maxSteps: 5,
    retry: { attempts: 0, delayMs: 0 },
    timeoutMs: 5000,
    contextWindow: 65_536,
  } as ModelConfig;
  return startHarness(main, {
    model: { contextWindow: 65_536 },
    config: { models: { main: null, small: smallModel } } as never,
    // The script says itself whether the main model reads (L285 tests below write without a read).
    readsFirst: false,
  });
}

describe('M11: empty or cut chunk notes are not "read"', () => {
  for (const [label, turn] of [
    ['cut inside <think> (finish_reason length)', THINKING],
    ['empty (finish_reason stop)', { text: '' }],
  ] as const) {
    it(`M11: small-model notes ${label} twice → the part is not read: coverage 0, notice, run record`, async () => {
      h = await withSmall(() => turn);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      // Asked twice; the second time without thinking and with at least the first cap.
      expect(small!.requests).toHaveLength(2);
      expect(system(small!.requests[1]!)).toContain('/no_think');
      expect(Number(small!.requests[1]!.body.max_tokens)).toBeGreaterThanOrEqual(
        Number(small!.requests[0]!.body.max_tokens),
      );
      expect(run.coverage).toBe(0);
      const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
      expect(note.frontmatter).toContain('coverage: 0');
      expect(note.body).toContain('> Note: the agent read 0% of the transcript');
      // The main model was told the part was not read, not handed "(no notes)" as if it were.
      expect(user(h.server.requests[0]!)).toContain('count as not read');
      const context = await h.read(run.contextPath);
      expect(context).toMatch(/- not read: part 1 of 1 \(lines 7–\d+\): the small model returned no notes/);
      if (turn.finishReason === 'length') expect(context).toContain('(finish_reason length)');
      expect(context).not.toContain('transcript coverage: 100%');
    });
  }

  it('M11: an empty first reply, whole notes on the retry → the part is read (coverage 100) and the record says it was asked again', async () => {
    h = await withSmall((req, i) => {
      const m = /lines (\d+)–(\d+)/.exec(user(req));
      return i === 0 ? THINKING : { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(small!.requests).toHaveLength(2);
    expect(run.coverage).toBe(100);
    expect(user(h.server.requests[0]!)).toContain('Requirements were discussed (L7–L');
    const context = await h.read(run.contextPath);
    expect(context).toContain('1 part was asked again after an empty, cut-off or uncited reply');
    expect(context).not.toContain('- not read:');
  });

  it('M11 addendum: the main model with an 8k window, every part cut inside <think>, streaming → coverage 0, never 100', async () => {
    let loopStep = 0;
    h = await startHarness(
      (req: ChatRequest): ScriptedTurn => {
        if (!req.body.tools || req.body.tools.length === 0) return THINKING;
        return loopStep++ === 0 ? { toolCalls: [READ_ONE_LINE, WRITE] } : { text: 'Done.' };
      },
      { model: { contextWindow: 8192 } },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream: true });
    const chunks = h.server.requests.filter((r) => !r.body.tools || r.body.tools.length === 0);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks.length % 2).toBe(0); // each part asked twice
    expect(run.coverage).toBe(0);
    const context = await h.read(run.contextPath);
    expect(context).toContain('- not read: part 1 of');
    expect(context).toContain('the main model returned no notes (finish_reason length)');
    const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
    expect(note.body).toContain('> Note: the agent read 0% of the transcript');
  });
});

const REFUSAL = "I'm sorry, but I can't see any transcript. Please provide the meeting transcript.";

const partRange = (req: ChatRequest) => /lines (\d+)–(\d+) of/.exec(roleText(req, 'user'));

describe('R115: chunk notes that cite no line of their part are not "read"', () => {
  for (const [label, text] of [
    ['a refusal ("I can\'t see any transcript")', REFUSAL],
    ['"OK"', 'OK'],
    ['notes citing only lines outside the part', '- The team met (L9999).'],
  ] as const) {
    it(`R115: small-model notes ${label} twice → the part is not read: coverage 0, record quotes the reply`, async () => {
      h = await withSmall(() => ({ text }));
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
      expect(small!.requests).toHaveLength(2);
      expect(roleText(small!.requests[1]!, 'system')).toContain(CITE_LINES_HINT);
      expect(run.coverage).toBe(0);
      const note = splitNote(await h.read(`Summaries/${functionalName}.md`));
      expect(note.frontmatter).toContain('coverage: 0');
      expect(note.body).toContain('> Note: the agent read 0% of the transcript');
      expect(roleText(h.server.requests[0]!, 'user')).toContain('count as not read');
      const context = await h.read(run.contextPath);
      expect(context).toMatch(
        /- not read: part 1 of 1 \(lines 7–\d+\): the small model's notes cite no line of this part \(replied: "/,
      );
      expect(context).toContain(text.slice(0, 20));
      expect(context).not.toContain('transcript coverage: 100%');
    });
  }

  it('R115: an uncited first reply, cited notes on the retry → the part is read (coverage 100)', async () => {
    h = await withSmall((req, i) => {
      const m = partRange(req);
      return i === 0 ? { text: REFUSAL } : { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(small!.requests).toHaveLength(2);
    expect(run.coverage).toBe(100);
    expect(roleText(h.server.requests[0]!, 'user')).toContain('Requirements were discussed (L7–L');
    const context = await h.read(run.contextPath);
    expect(context).toContain('1 part was asked again after an empty, cut-off or uncited reply');
    expect(context).not.toContain('- not read:');
  });
});

describe('R116: lines a chunk pass showed are not "never shown"', () => {
  it('R116: the summary cites lines only the small model read (in parts) → no "never shown" warning', async () => {
    // Part 1 read (cited notes), so the summary's (L7–L20) rests on lines a model was shown.
    h = await withSmall((req) => {
      const m = partRange(req);
      return { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
    });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.coverage).toBe(100);
    expect(run.warnings.join('\n')).not.toContain('never shown');
  });

  it('R116: every part unread → the same citations warn "never shown"', async () => {
    h = await withSmall(() => ({ text: REFUSAL }));
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.coverage).toBe(0);
    // L285: the main model reads line 7 as it writes (READ_ONE_LINE), so only L20 was never shown.
    expect(run.warnings.join('\n')).toMatch(/the summary cites L20 of the transcript .*never shown/);
  });
});

// L285 × R115: the chunk pass is the only read of a run whose main model writes at once. Uncited notes are not
// read (R115), so nothing of the transcript was read and the run is refused (L301); cited notes are a read.
const WRITE_AT_ONCE: ScriptedTurn[] = [{ toolCalls: [WRITE] }, { text: 'Done.' }];

describe('L285 × R115: a run whose only read is a chunk pass', () => {
  it('every part uncited and no tool read → no-summary: nothing written, status failed, the draft kept', async () => {
    h = await withSmall(() => ({ text: REFUSAL }), WRITE_AT_ONCE);
    const before = await h.read(FUNCTIONAL);
    const error = await summaryRunFailure(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }));
    expect(small!.requests).toHaveLength(2);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toMatch(
      new RegExp(
        `^the model never read the transcript Transcripts/${functionalName}\\.md \\(0 of \\d+ lines read`,
      ),
    );
    // The transcript was shown in parts: the message says why no part counts (R115), not only "never read".
    expect(error.message).toMatch(
      /\(0 of \d+ lines read; it was read in parts and no part's notes count as read: part 1 \(lines 7–\d+\): the model's notes cite no line of this part \(replied: "I'm sorry/,
    );
    expect(await h.readOrNull(`Summaries/${functionalName}.md`)).toBeNull();
    const meeting = await h.read(FUNCTIONAL);
    expect(meeting).not.toBe(before);
    expect(meeting).toMatch(/^status: failed$/m);
    const record = await h.read(`Assistant/${functionalName}.md`);
    expect(record).toContain('The team met (L7–L20).'); // the draft is kept
    // L313: the "## Run failed" record names the unread parts as the message does, in the run record's shape.
    const failed = record.slice(record.lastIndexOf('## Run failed'));
    expect(failed).toMatch(
      /\n- not read: part 1 of 1 \(lines 7–\d+\): the small model's notes cite no line of this part \(replied: "I'm sorry[^\n]*, asked twice; its lines count as not read\n/,
    );
  });

  it('every part cited and no tool read → the chunk pass is the read: ok, coverage 100', async () => {
    h = await withSmall((req) => {
      const m = partRange(req);
      return { text: `- Requirements were discussed (L${m?.[1]}–L${m?.[2]}).` };
    }, WRITE_AT_ONCE);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.coverage).toBe(100);
    expect(await h.read(`Summaries/${functionalName}.md`)).toContain('The team met (L7–L20).');
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: summarized$/m);
  });
});
