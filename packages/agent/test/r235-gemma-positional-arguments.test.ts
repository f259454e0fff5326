/**
 * R235: Gemma/CodeGemma print their ```tool_code``` calls with positional arguments too
 * (`write_summary("## Summary …")`, `read_transcript(1, 60)`); R229 refused every such call as invalid
 * JSON, so a model that wrote its whole summary positionally was told only "not valid JSON" and often
 * gave up. Now ONE positional argument to a tool with exactly ONE required parameter (write_summary's
 * `content`) is that parameter, and the call runs with the usual schema and scope checks; any other
 * positional call (read_transcript's `from`/`to` are both optional and their order is in no schema, two
 * positional arguments, a required parameter also named) is refused naming the tool's parameters and
 * the named form to use, nothing run. Real agent loop, @ma/testkit's scripted server (plain and
 * streamed), temp sample vault.
 * Spec: hostile case B29; seed 002 (small local models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  messageTexts,
  splitNote,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const fence = (code: string) => `\`\`\`tool_code\n${code}\n\`\`\``;
const read = fence('read_transcript(from=1, to=60)');
const namedWrite = fence(
  'write_summary(content="## Summary\\nNamed (L10).\\n\\n## Decisions\\n\\n## Next steps\\n")',
);

describe.each([false, true])('R235: positional arguments in tool_code calls (stream: %s)', (stream) => {
  it('one positional argument to write_summary (one required parameter): it is the content, and the summary is written', async () => {
    const positional = fence(
      'print(default_api.write_summary("## Summary\\nGemma\'s positional summary (L10).\\n\\n## Decisions\\n\\n## Next steps\\n"))',
    );
    h = await startHarness([{ text: read }, { text: positional }, { text: 'Done.' }], { readsFirst: false });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(3);
    const writeTool = h.server.requests[0]!.body.tools?.find(
      (t) => (t as { function?: { name?: string } }).function?.name === 'write_summary',
    ) as { function: { parameters: { required?: string[] } } };
    expect(writeTool.function.parameters.required).toEqual(['content']);
    expect(run.summaryPath).toBe(`Summaries/${functionalName}.md`);
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain("## Summary\nGemma's positional summary (L10).");
  });

  it.each([
    [
      'two positional arguments to a tool with no required parameter',
      'read_transcript(1, 60)',
      2,
      'read_transcript',
      /\(from, to\b/,
    ],
    [
      'one positional argument to a tool with no required parameter',
      'read_transcript(1)',
      1,
      'read_transcript',
      /\(from, to\b/,
    ],
    [
      'two positional arguments to write_summary',
      'write_summary("## Summary\\nx", True)',
      2,
      'write_summary',
      /\(content, /,
    ],
    [
      'the required parameter given by position and by name',
      'write_summary("## Summary\\nx", content="## Summary\\ny")',
      1,
      'write_summary',
      /\(content, /,
    ],
  ])(
    '%s: refused naming the parameters, nothing run; the model calls again by name and the run finishes',
    async (_, code, count, tool, params) => {
      h = await startHarness(
        [{ text: read }, { text: fence(code) }, { text: namedWrite }, { text: 'Done.' }],
        { readsFirst: false },
      );
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
      expect(h.server.requests).toHaveLength(4);
      // The answer to the positional call (the last tool message of the request after it).
      const told = messageTexts(h.server.requests[2]!.body.messages, 'tool').at(-1) ?? '';
      expect(told).toContain(
        `refused: ${tool} was called with ${count} positional argument${count === 1 ? '' : 's'}, which cannot be matched to its parameters`,
      );
      expect(told).toMatch(params);
      expect(told).toContain(`call ${tool} again naming each argument: ${tool}(`);
      expect(told).not.toContain('lines 1–60 of');
      expect(told).not.toContain('not valid JSON');
      const body = splitNote(await h.read(run.summaryPath)).body;
      expect(body).toContain('## Summary\nNamed (L10).');
      expect(body).not.toContain('## Summary\nx');
      expect(body).not.toContain('## Summary\ny');
    },
  );
});
