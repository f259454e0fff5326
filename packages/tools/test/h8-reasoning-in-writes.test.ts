/**
 * Issue 9 H8: reasoning blocks (`<think>`, `<thinking>`, `<reasoning>`, any case, also an
 * unclosed leading block or a text starting inside a block) never reach a note, whichever write
 * tool the model uses; a write that was only reasoning is refused and changes nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote, readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../src/neutral/neutral-tool.js';
import { isRefusal } from '../src/output/refusal.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const P = 'remote-control';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('H8: reasoning stripped from every write', () => {
  it('H8: write_projectfile, write_context and write_summary store the answer without the reasoning', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read(`Projects/${P}/decisions.md`);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'decisions.md',
      content: '<think>\nThe user wants the decision logged.\n</think>\n- Teletext dropped.',
    });
    expect(out).toMatch(/^appended 1 line /);
    expect(await read(`Projects/${P}/decisions.md`)).toBe(`${before}- Teletext dropped.\n`);

    await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'notes/h8.md',
      content: '<THINKING>plan</THINKING>First.\n<Reasoning>why</Reasoning>\nSecond.',
    });
    expect(await read(`Projects/${P}/notes/h8.md`)).toBe('First.\nSecond.\n');

    await runTool(t.session, 'write_context', { content: '<think>hidden</think>Open question: price?' });
    const meeting = await readMeeting(t.vault, MEETINGS.functional);
    const context = parseNote(await read(meeting.links.context ?? '')).body;
    expect(context).toContain('Open question: price?');
    expect(context).not.toMatch(/hidden|<\/?think>/i);

    // A text that starts inside a block (the server dropped the opening tag).
    await runTool(t.session, 'write_summary', {
      content: 'planning the summary</think>\n## Summary\nShort.',
    });
    expect(t.session.summaryDraft.read()).toBe('## Summary\nShort.\n');
  });

  it('H8: names and words lose reasoning too (add_dictation_word, add_attendee)', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'add_dictation_word', { word: '<think>a product name</think>Kinetic' });
    expect(await read('Dictation.md')).toMatch(/\n- Kinetic\n$/);
    await runTool(t.session, 'add_attendee', { name: '<reasoning>she spoke</reasoning> Dana Example' });
    expect((await readMeeting(t.vault, MEETINGS.functional)).attendees).toContain('Dana Example');
  });

  it('H8: a write that is only reasoning (also an unclosed leading block) is refused and changes nothing', async () => {
    t = await sampleSession(MEETINGS.functional);
    const tree = await hashTree(t.root);
    for (const content of ['<think>Let me think about what to write', '<Thinking>a</Thinking>\n  \n']) {
      const out = await runTool(t.session, 'write_projectfile', {
        project: P,
        path: 'decisions.md',
        content,
      });
      expect(out).toBe(
        'refused: content held only reasoning (<think>/<thinking>/<reasoning> blocks); nothing was written; send the text to write without reasoning blocks',
      );
      expect(isRefusal(await runTool(t.session, 'write_context', { content }))).toBe(true);
    }
    expect(await hashTree(t.root)).toBe(tree);
  });

  it('H8: approval-gated tools supplied by the host receive arguments without reasoning', async () => {
    t = await sampleSession(MEETINGS.functional);
    const seen: unknown[] = [];
    const gated = defineTool({
      description: 'test',
      inputSchema: z.object({ reason: z.string() }),
      run: async (args) => {
        seen.push(args.reason);
        return 'ok';
      },
    });
    const [tool] = toolDefinitions(t.session, {
      only: ['request_workflow_change'],
      approvalGated: { request_workflow_change: gated },
    });
    expect(await tool?.execute({ reason: '<think>x</think>Use a shorter agenda.' })).toBe(
      'ok; removed 1 reasoning block (<think>…</think>, 16 characters) from reason',
    );
    expect(seen).toEqual(['Use a shorter agenda.']);
  });
});

describe('R6: tags written as text are content, and a removal is said', () => {
  it('R6: a project file and a summary that talk about <think> tags are written whole', async () => {
    t = await sampleSession(MEETINGS.functional);
    const notes =
      '# Prompt notes\nQwen3 emits <think>internal reasoning</think> before the answer; strip it in the parser.\nUse `<reasoning>` tags in the template.\n';
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'prompting.md',
      content: notes,
    });
    expect(out).toBe(`created Projects/${P}/prompting.md (3 lines)`);
    expect(await read(`Projects/${P}/prompting.md`)).toBe(notes);
    const summary =
      '## Summary\n- The team agreed the model must wrap its reasoning in <reasoning> tags (L14)\n\n## Decisions\n- Ship the red casing (L14)\n\n## Next steps\n- [ ] Ben: price the rubber (L15)\n';
    await runTool(t.session, 'write_summary', { content: summary, replace_file: true });
    expect(t.session.summaryDraft.read()).toBe(summary);
  });

  it('R6: the result line says what reasoning was removed', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'notes/r6.md',
      content: '<think>the user wants it</think>\nKept.',
    });
    expect(out).toBe(
      `created Projects/${P}/notes/r6.md (1 line); removed 1 reasoning block (<think>…</think>, 33 characters) from content`,
    );
    expect(await read(`Projects/${P}/notes/r6.md`)).toBe('Kept.\n');
  });
});
