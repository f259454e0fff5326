/**
 * Review 11 X9: `write_context` outside a run (`ma tool`, `ma mcp`: a tool session with no summary
 * run) creates the assistant context note without a `summary:` link while the meeting has no
 * summary note: a dangling link, which Obsidian turns into an empty summary note when clicked. The
 * link appears once a summary exists (core `commitSummary`, H15), and a session started after that
 * links it at once. Both profiles (granular write_context, compact apply_changes). Real files on a
 * temp copy of the sample vault.
 * Spec: docs/vault-format.md, Assistant context note; docs/tools.md, write_context; review11 X9.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { commitSummary, parseNote, readMeeting } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createMeetingTools } from '../src/create-meeting-tools.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const NAME = '2026-03-11 Remote control conceptual design';
const CONTEXT = `Assistant/${NAME}.md`;

const contextData = async () =>
  parseNote(await readFile(path.join(t.root, CONTEXT), 'utf8')).frontmatter?.data ?? {};

describe('X9: the context note links a summary only once one exists', () => {
  it('X9: granular write_context on a meeting without a summary: no summary: link; a committed summary adds it', async () => {
    t = await sampleSession(MEETINGS.conceptual);
    expect(await runTool(t.session, 'write_context', { content: 'note' })).not.toMatch(/^refused/);
    const data = await contextData();
    expect(data.meeting).toBe(`[[Meetings/${NAME}]]`);
    expect(data.transcript).toBe(`[[Transcripts/${NAME}]]`);
    expect(data).not.toHaveProperty('summary');
    await commitSummary(t.vault, await readMeeting(t.vault, MEETINGS.conceptual), {
      frontmatter: { meeting: `[[Meetings/${NAME}]]`, generated_by: 'meeting-assistant' },
      body: '## Summary\n- x\n',
    });
    expect((await contextData()).summary).toBe(`[[Summaries/${NAME}]]`);
  });

  it('X9: compact apply_changes write_context likewise; a meeting that has a summary is linked at once', async () => {
    t = await sampleSession(MEETINGS.conceptual);
    const tools = createMeetingTools(t.session, { profile: 'compact' }) as unknown as Record<
      string,
      { execute: (a: unknown, o: unknown) => Promise<string> }
    >;
    const out = JSON.parse(
      await tools.apply_changes!.execute(
        { ops: [{ op: 'write_context', content: 'note' }] },
        { toolCallId: 'c1', messages: [] },
      ),
    );
    expect(out.applied).toBe(1);
    expect(await contextData()).not.toHaveProperty('summary');
    await t.cleanup();
    // The kickoff has a summary in the sample vault: its new context note links it.
    t = await sampleSession(MEETINGS.kickoff);
    await runTool(t.session, 'write_context', { content: 'note' });
    const kickoff = parseNote(
      await readFile(path.join(t.root, 'Assistant/2026-03-09 Remote control kickoff.md'), 'utf8'),
    ).frontmatter?.data;
    expect(kickoff?.summary).toBe('[[Summaries/2026-03-09 Remote control kickoff]]');
  });
});
