/**
 * R239: a native tool call whose arguments were double-encoded (the wire `arguments` text is a JSON
 * string holding the JSON text of the object: `"{\"from\":1,\"to\":30}"`, as some small models and
 * gateways send) was refused ("expected object, received string") while a printed call with the same
 * arguments string was accepted (B29). Now one rule for both paths (`argumentsFromString`): exactly one
 * level is taken off, only when the string holds an object whose keys are the tool's parameters by the
 * request's schema, so a string that happens to be JSON is never taken for the arguments, and a triple
 * encoding is refused as before. Real agent loop on @ma/testkit's scripted server (plain JSON and
 * streamed, the arguments split into fragments), temp copy of the sample vault.
 * Spec: hostile case B29; seed 003 (OpenAI-compatible endpoint); seed 002 (small local models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, messageTexts, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const SUMMARY = '## Summary\nShort (L10).\n\n## Decisions\n\n## Next steps\n';
const twice = (v: unknown) => JSON.stringify(JSON.stringify(v));
const toolTexts = (i: number) => messageTexts(h?.server.requests[i]?.body.messages ?? [], 'tool');
const write = { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };

describe.each([false, true])('R239: double-encoded tool-call arguments (stream: %s)', (stream) => {
  it('a native read and a native write with double-encoded arguments run as the printed ones do', async () => {
    h = await startHarness(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: twice({ from: 1, to: 30 }) }] },
        {
          text: JSON.stringify({ name: 'read_transcript', arguments: JSON.stringify({ from: 31, to: 40 }) }),
        },
        { toolCalls: [{ name: 'write_summary', arguments: twice({ content: SUMMARY }) }] },
        { text: 'Done.' },
      ],
      { readsFirst: false },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(toolTexts(1).at(-1)).toContain('lines 1–30 of');
    expect(toolTexts(2).at(-1)).toContain('lines 31–40 of');
    expect(run.summaryPath).toBeTruthy();
    expect(await h.read(run.summaryPath as string)).toContain('Short (L10).');
    // The next request re-sends the call with its arguments as the object (a strict server accepts them).
    const sent = JSON.stringify(h.server.requests[1]?.body.messages);
    expect(sent).toContain(JSON.stringify(JSON.stringify({ from: 1, to: 30 })).slice(1, -1));
  });

  it('a string that holds JSON but not the tool arguments is not unwrapped, native or printed', async () => {
    const notArgs = { decisions: ['ship it'] };
    h = await startHarness([
      { toolCalls: [{ name: 'write_context', arguments: twice(notArgs) }] },
      { text: JSON.stringify({ name: 'write_context', arguments: JSON.stringify(notArgs) }) },
      // Triple encoding: one level only, so still a string: refused.
      { toolCalls: [{ name: 'read_transcript', arguments: JSON.stringify(twice({ from: 1, to: 5 })) }] },
      // A parameter whose value is a JSON text stays that text.
      { toolCalls: [{ name: 'write_context', arguments: { content: JSON.stringify(notArgs) } }] },
      write,
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    for (const i of [1, 2, 3]) expect(toolTexts(i).at(-1)).toMatch(/refused|invalid|expected/i);
    expect(toolTexts(3).at(-1)).not.toContain('lines 1–5');
    expect(toolTexts(4).at(-1)).not.toMatch(/refused|invalid/i);
    // Only the last write_context wrote: its content is the JSON text, as sent.
    const context = await h.read(run.contextPath);
    expect(context.split(JSON.stringify(notArgs)).length).toBe(2);
  });
});
