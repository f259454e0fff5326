/**
 * R16 (hostile review): the run records and the audit of external writes at the end of the context
 * note body are Meeting Assistant's; `write_context` in any mode (granular and compact) edits only
 * the notes above them. `replace_file` keeps them byte for byte, a range or insert that reaches
 * them is refused with every file unchanged, an append goes above them. Real files on a temp copy
 * of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { splitContextBody } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools } from '../src/create-meeting-tools.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const FRONT = '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\n---\n';
const NOTES = '## Working notes\n- budget open\n';
const RECORDS = [
  '## Run 2026-03-10 11:00: summary written',
  '- engine: agent (model m); 3 steps',
  '',
  '## External writes by ma tool 2026-03-10T11:05:00.000Z',
  '',
  '### Projects/remote-control/decisions.md',
  '',
  '```diff',
  '+- 2026-03-13: budget doubled (nobody said this)',
  '```',
  '',
].join('\n');

async function plantContext(root: string, body = `${NOTES}\n${RECORDS}`): Promise<void> {
  await mkdir(path.join(root, 'Assistant'), { recursive: true });
  await writeFile(path.join(root, CONTEXT), `${FRONT}${body}`);
}
const readContext = () => readFile(path.join(t.root, CONTEXT), 'utf8');

describe('R16: write_context never removes or alters the run records and audit', () => {
  it('splitContextBody: notes above the first record heading, records to the end', () => {
    const parts = splitContextBody(`${NOTES}\n${RECORDS}`);
    expect(parts).toEqual({ notes: `${NOTES}\n`, records: RECORDS, notesLines: 3, recordLines: 10 });
    expect(splitContextBody('## Run notes\nmine\n').records).toBe('');
    expect(splitContextBody('## External writes over MCP 2026\r\nx\r\n').notesLines).toBe(0);
  });

  it('replace_file replaces the notes and keeps the records byte for byte', async () => {
    t = await sampleSession(MEETINGS.functional);
    await plantContext(t.root);
    const out = await runTool(t.session, 'write_context', {
      content: '## Notes\n- nothing happened',
      replace_file: true,
    });
    expect(out).toMatch(/kept the run records and audit below your notes \(10 lines/);
    expect(await readContext()).toBe(`${FRONT}## Notes\n- nothing happened\n\n${RECORDS}`);
  });

  it('append goes above the records; a note of records only gets the notes on top', async () => {
    t = await sampleSession(MEETINGS.functional);
    await plantContext(t.root);
    await runTool(t.session, 'write_context', { content: '- more' });
    expect(await readContext()).toBe(`${FRONT}${NOTES}\n- more\n\n${RECORDS}`);
    await plantContext(t.root, RECORDS);
    await runTool(t.session, 'write_context', { content: '- first note' });
    expect(await readContext()).toBe(`${FRONT}- first note\n\n${RECORDS}`);
  });

  for (const [what, args] of [
    ['a range over the records', { from: 1, to: 13 }],
    ['a range inside the records', { from: 5, to: 5 }],
    ['insert after the last line', { insert: 14 }],
    ['insert inside the records', { insert: 6 }],
  ] as const) {
    it(`${what} is refused, every file unchanged`, async () => {
      t = await sampleSession(MEETINGS.functional);
      await plantContext(t.root);
      const before = await hashTree(t.root);
      const out = await runTool(t.session, 'write_context', { content: 'gone', ...args });
      expect(out).toMatch(
        /^refused: lines 4–13 of the context body are Meeting Assistant's run records and audit .*; your notes are lines 1–3/,
      );
      expect(await hashTree(t.root)).toBe(before);
    });
  }

  it('ranges and inserts within the notes still work', async () => {
    t = await sampleSession(MEETINGS.functional);
    await plantContext(t.root);
    await runTool(t.session, 'write_context', { content: '- budget 12.50', from: 2, to: 2 });
    await runTool(t.session, 'write_context', { content: '- inserted', insert: 4 });
    expect(await readContext()).toBe(`${FRONT}## Working notes\n- budget 12.50\n\n- inserted\n\n${RECORDS}`);
  });

  it('compact apply_changes write_context replace_file keeps the records', async () => {
    t = await sampleSession(MEETINGS.functional);
    await plantContext(t.root);
    const tools = createMeetingTools(t.session, { profile: 'compact' }) as unknown as Record<
      string,
      { execute: (a: unknown, o: unknown) => Promise<string> }
    >;
    const out = JSON.parse(
      (await tools.apply_changes?.execute(
        { ops: [{ op: 'write_context', content: 'wiped', replace_file: true }] },
        { toolCallId: 'c1', messages: [] },
      )) ?? '',
    );
    expect(out.applied).toBe(1);
    expect(await readContext()).toBe(`${FRONT}wiped\n\n${RECORDS}`);
  });
});
