/**
 * R229: Gemma 2/3 and CodeGemma (Ollama, LM Studio, llama.cpp without a tool template) print a tool call as
 * Python in a ```tool_code``` fence — `read_transcript(from=1, to=60)`, `print(default_api.write_summary(…))`
 * — or as a bare list `[read_transcript(…)]`. The reply was text: the run ended on it ("the model finished
 * without writing a summary"), nothing run. Now that whole-content form is a printed call like B29's JSON
 * forms: keyword arguments become the call's JSON arguments (same schema and scope checks when it runs);
 * Python that does not parse (positional arguments) is a call refused as invalid JSON (R190, tested with
 * the other slips in r190-printed-call-invalid-json.test.ts), so the model is told and calls again; a call to a tool that is not offered, or a fence inside prose, never runs.
 * Real agent loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: hostile case B29; seed 002 (small local models).
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  harnessPerTest,
  roleText,
  snapshot,
  splitNote,
  summaryRunFailure,
} from './harness.js';

const startHarness = harnessPerTest();

const fence = (code: string) => `\`\`\`tool_code\n${code}\n\`\`\``;
const write = fence(
  'print(default_api.write_summary(content="## Summary\\nGemma\'s summary (L10).\\n\\n## Decisions\\n\\n## Next steps\\n"))',
);

describe.each([false, true])('R229: Gemma tool_code calls (stream: %s)', (stream) => {
  it.each([
    ['tool_code fence', fence('read_transcript(from=1, to=60)')],
    ['bare list', '[read_transcript(from=1, to=60)]'],
    ['python fence, single quotes, trailing comma', '```python\nread_transcript(from=1, to=60,)\n```'],
  ])('%s: the read runs, then the printed write is written', async (_, read) => {
    const h = await startHarness([{ text: read }, { text: write }, { text: 'Done.' }], { readsFirst: false });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(3);
    expect(roleText(h.server.requests[1]!, 'tool')).toContain('lines 1–60 of');
    expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain("## Summary\nGemma's summary (L10).");
    expect(body).not.toContain('tool_code');
  });

  it('a call outside the vault is refused by the tool like any call: nothing read', async () => {
    const h = await startHarness(
      [
        { text: fence('read_transcript(from=1, to=60)') },
        { text: fence('read_projectfile(project="remote-control", path="../../../etc/passwd")') },
        { text: write },
        { text: 'Done.' },
      ],
      { readsFirst: false },
    );
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const told = roleText(h.server.requests[2]!, 'tool');
    expect(told).toContain('refused');
    expect(told).not.toContain('root:');
  });

  it.each([
    ['a tool not offered', fence('delete_vault(path="Meetings")')],
    ['prose around the fence', `I will read it:\n${fence('read_transcript(from=1, to=60)')}`],
  ])('%s: nothing runs, nothing is written, the run fails naming the printed call', async (_, reply) => {
    const h = await startHarness([{ text: reply }, { text: write }], { readsFirst: false });
    const before = await snapshot(h.root);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(h.server.requests).toHaveLength(1);
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain('printed a tool call as text instead of calling the tool');
    const after = await snapshot(h.root);
    expect(after[`Summaries/${functionalName}.md`]).toBe(before[`Summaries/${functionalName}.md`]);
  });
});
