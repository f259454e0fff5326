/**
 * review12 Y51: a small model that repeats itself cannot pile the same text into the user's
 * files. An append or insert identical to one the same session already made (same tool, same
 * arguments) is refused, naming that call and its result, and writes nothing again — in every
 * write tool that adds text (write_projectfile, write_context, write_summary) and through the
 * compact profile's apply_changes; different text, another file, or a replacement still run.
 * Spec: docs/tools.md, Rules shared by all tools (write modes); seed 002 (few, fat tools that a
 * small local model can survive); mission.md (narrow, audited tools).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote, readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/output/refusal.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');
const line = '- Budget: 12.50 EUR per unit';

describe('review12 Y51: the same additive write twice', () => {
  it('Y51: write_projectfile appending the same line five times writes it once; the repeats are refused naming the first call', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(`Projects/${P}/decisions.md`);
    const args = { project: P, path: 'decisions.md', content: line };
    const first = await runTool(t.session, 'write_projectfile', args);
    expect(first).toMatch(/^appended 1 line /);
    for (let i = 0; i < 4; i++) {
      const again = await runTool(t.session, 'write_projectfile', { ...args });
      expect(isRefusal(again)).toBe(true);
      expect(again).toContain('the same as write call 1 of this session');
      expect(again).toContain(first.split('\n')[0] as string);
      expect(again).toContain('nothing was written again');
    }
    // null for an optional argument is "not given": the same call.
    expect(isRefusal(await runTool(t.session, 'write_projectfile', { ...args, insert: null }))).toBe(true);
    expect(await read(`Projects/${P}/decisions.md`)).toBe(`${before}${line}\n`);
    // Other text, another file, and the same text inserted at a line still run.
    expect(await runTool(t.session, 'write_projectfile', { ...args, content: '- Casing: rubber' })).toMatch(
      /^appended/,
    );
    expect(await runTool(t.session, 'write_projectfile', { ...args, path: 'y51.md' })).toMatch(/^created/);
    expect(isRefusal(await runTool(t.session, 'write_projectfile', { ...args, insert: 1 }))).toBe(false);
    expect(t.session.audit.entries.length).toBeGreaterThan(0);
  });

  it('Y51: write_context and write_summary appends repeated are refused too; a replacement is not an append', async () => {
    t = await sampleSession(MEETINGS.functional);
    const note = { content: 'Read lines 1-40.' };
    expect(isRefusal(await runTool(t.session, 'write_context', note))).toBe(false);
    expect(await runTool(t.session, 'write_context', note)).toMatch(
      /^refused: this write_context call is the same/,
    );
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    const body = parseNote(await read(meeting.links.context ?? '')).body;
    expect(body.split('Read lines 1-40.').length - 1).toBe(1);

    const summary = { content: '## Summary\nShort.' };
    expect(isRefusal(await runTool(t.session, 'write_summary', summary))).toBe(false);
    expect(isRefusal(await runTool(t.session, 'write_summary', summary))).toBe(true);
    expect(t.session.summaryDraft.read()).toBe('## Summary\nShort.\n');
    // replace_file twice with the same text is not an append: it runs (and changes nothing).
    const whole = { content: '## Summary\nLonger.', replace_file: true };
    expect(isRefusal(await runTool(t.session, 'write_summary', whole))).toBe(false);
    expect(isRefusal(await runTool(t.session, 'write_summary', whole))).toBe(false);
    expect(t.session.summaryDraft.read()).toBe('## Summary\nLonger.');
  });

  it('Y51: the compact profile: the same op twice in one apply_changes, and again in a later call, is rejected', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(`Projects/${P}/decisions.md`);
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const op = { op: 'write_projectfile', project: P, path: 'decisions.md', content: line };
    const out = JSON.parse((await apply?.execute({ ops: [op, op] })) as string) as {
      applied: number;
      rejected: { index: number; reason: string }[];
    };
    expect(out.applied).toBe(1);
    expect(out.rejected).toHaveLength(1);
    expect(out.rejected[0]?.index).toBe(1);
    expect(out.rejected[0]?.reason).toContain('the same as write call 1 of this session');
    const later = JSON.parse((await apply?.execute({ ops: [op] })) as string) as { applied: number };
    expect(later.applied).toBe(0);
    expect(await read(`Projects/${P}/decisions.md`)).toBe(`${before}${line}\n`);
  });
});
