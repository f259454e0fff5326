/**
 * Issue 9 H1: a tool session is safe whatever the host does. Twenty write calls of every write
 * tool, started at once (through the neutral `execute`, and through an AI SDK `generateText`
 * loop WITHOUT `toolCallConcurrency`, the scripted server returning all 20 calls in one step):
 * every write lands, in call order per file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote, readMeeting, readTextLines } from '@ma/core';
import {
  createMeetingTools,
  createMemoryDraft,
  createToolSession,
  isRefusal,
  toolDefinitions,
} from '@ma/tools';
import { generateText, stepCountIs } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { createChatModel } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const P = 'remote-control';

/** The 20 calls, in call order: every write tool, several per file. */
const CALLS: { name: string; args: Record<string, unknown> }[] = [
  { name: 'write_projectfile', args: { project: P, path: 'decisions.md', content: '- H1 decision 0' } },
  { name: 'add_dictation_word', args: { word: 'H1word1' } },
  { name: 'write_summary', args: { content: '## Summary\nH1 summary 2' } },
  { name: 'add_attendee', args: { name: 'H1 Person 3' } },
  { name: 'write_context', args: { content: 'H1 context 4' } },
  { name: 'write_projectfile', args: { project: P, path: 'decisions.md', content: '- H1 decision 5' } },
  { name: 'override_speaker', args: { speaker: 'Marketing', name: 'Mara Market' } },
  { name: 'add_dictation_word', args: { word: 'H1word7' } },
  { name: 'write_projectfile', args: { project: P, path: 'requirements.md', content: '- H1 requirement 8' } },
  { name: 'add_attendee', args: { name: 'H1 Person 9' } },
  { name: 'write_summary', args: { content: 'H1 summary 10' } },
  { name: 'delete_identity', args: { name: 'Industrial Designer' } },
  { name: 'remove_attendee', args: { name: 'Marketing' } },
  { name: 'write_context', args: { content: 'H1 context 13' } },
  { name: 'write_projectfile', args: { project: P, path: 'h1-log.md', content: 'log 14' } },
  { name: 'add_dictation_word', args: { word: 'H1word15' } },
  { name: 'write_projectfile', args: { project: P, path: 'h1-log.md', content: 'log 16' } },
  { name: 'add_attendee', args: { name: 'H1 Person 17' } },
  { name: 'write_projectfile', args: { project: P, path: 'h1-log.md', content: 'log 18' } },
  { name: 'write_summary', args: { content: 'H1 summary 19' } },
];

/** Lines of `text` that contain `marker`, in file order. */
function linesWith(text: string, marker: string): string[] {
  return readTextLines(text, {}).lines.filter((l) => l.includes(marker));
}

/** Checks every write of {@link CALLS} on disk (and in the draft), in call order per file. */
async function expectAllLanded(h: Harness, draft: string | null): Promise<void> {
  const read = (rel: string) => readFile(path.join(h.root, rel), 'utf8');
  expect(linesWith(await read(`Projects/${P}/decisions.md`), 'H1 decision')).toEqual([
    '- H1 decision 0',
    '- H1 decision 5',
  ]);
  expect(linesWith(await read(`Projects/${P}/requirements.md`), 'H1 requirement')).toEqual([
    '- H1 requirement 8',
  ]);
  expect(await read(`Projects/${P}/h1-log.md`)).toBe('log 14\nlog 16\nlog 18\n');
  expect(linesWith(await read('Dictation.md'), 'H1word')).toEqual(['- H1word1', '- H1word7', '- H1word15']);
  const meeting = await readMeeting(h.vault, FUNCTIONAL);
  expect(meeting.attendees.filter((a) => a.startsWith('H1 '))).toEqual([
    'H1 Person 3',
    'H1 Person 9',
    'H1 Person 17',
  ]);
  expect(meeting.attendees).not.toContain('Marketing');
  const transcript = await read(meeting.links.transcript ?? '');
  expect(transcript).not.toContain('**Marketing:**');
  expect(transcript).toContain('**Mara Market:**');
  await expect(read('Identities/Industrial Designer.md')).rejects.toThrow(/ENOENT/);
  expect(await read('.trash/Identities/Industrial Designer.md')).toContain('Industrial');
  expect(linesWith(draft ?? '', 'H1 summary')).toEqual(['H1 summary 2', 'H1 summary 10', 'H1 summary 19']);
  const context = parseNote(await read(meeting.links.context ?? '')).body;
  expect(linesWith(context, 'H1 context')).toEqual(['H1 context 4', 'H1 context 13']);
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('H1: concurrent tool calls', () => {
  it('H1: 20 concurrent execute calls of every write tool all land, in call order per file', async () => {
    h = await startHarness([]);
    const draft = createMemoryDraft();
    const session = await createToolSession({ vault: h.vault, meetingPath: FUNCTIONAL, summaryDraft: draft });
    const defs = new Map(toolDefinitions(session).map((d) => [d.name, d]));
    const results = await Promise.all(CALLS.map((c) => defs.get(c.name)?.execute(c.args) ?? ''));
    expect(results.filter((r) => r === '' || isRefusal(r))).toEqual([]);
    await expectAllLanded(h, draft.read());
  });

  it('H1: an AI SDK loop without toolCallConcurrency running 20 tool calls of one step loses no write', async () => {
    // A bare AI SDK loop, not a summary run (no L285 read rule here): the step holds exactly the 20 scripted
    // calls, without the read the harness otherwise adds before a write.
    h = await startHarness(
      [
        { toolCalls: CALLS.map((c, i) => ({ id: `call_${i}`, name: c.name, arguments: c.args })) },
        { text: 'Done.' },
      ],
      { readsFirst: false },
    );
    const draft = createMemoryDraft();
    const session = await createToolSession({ vault: h.vault, meetingPath: FUNCTIONAL, summaryDraft: draft });
    const model = h.config.model;
    if (!model) throw new Error('harness without a model');
    const result = await generateText({
      model: createChatModel(model, { env: {} }),
      tools: createMeetingTools(session),
      prompt: 'Apply the edits.',
      stopWhen: stepCountIs(3),
      maxRetries: 0,
    });
    const outputs = result.steps[0]?.toolResults.map((r) => String(r.output)) ?? [];
    expect(outputs).toHaveLength(20);
    expect(outputs.filter((o) => isRefusal(o))).toEqual([]);
    await expectAllLanded(h, draft.read());
  });
});
