/**
 * Seed 003 (meeting-summary delta), Requirement "Meeting Assistant generates
 * meeting outputs": the scenarios that run through tools (context notebook,
 * write modes, frontmatter not duplicated, external writes audited), plus the
 * summary draft that `write_summary` edits.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const EXISTING =
  '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\nnote_kind: context # keep me\n---\n# Notebook\n- first finding\n';
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

async function withContext(): Promise<void> {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(t.root, 'Assistant'), { recursive: true });
  await writeFile(path.join(t.root, CONTEXT), EXISTING);
}

describe('seed 003: Meeting Assistant generates meeting outputs (tool scenarios)', () => {
  it('Assistant context note is initialized', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(await runTool(t.session, 'read_context')).toBe(
      `${CONTEXT} · does not exist yet; write_context creates it`,
    );
    const out = await runTool(t.session, 'write_context', { content: '- plan: read the transcript' });
    expect(out).toBe(`appended 1 line to ${CONTEXT} body (now 1 line)`);
    const note = parseNote(await read(CONTEXT));
    expect(note.frontmatter?.data).toMatchObject({
      meeting: '[[Meetings/2026-03-10 Remote control functional design]]',
      transcript: '[[Transcripts/2026-03-10 Remote control functional design]]',
    });
    // review11 X9: a tool session outside a summary run links the summary note once it exists (none yet);
    // a summary run's session start links it at once (packages/agent, cancel-and-links H15).
    expect(note.frontmatter?.data).not.toHaveProperty('summary');
    expect(note.body).toBe('- plan: read the transcript\n');
    // The meeting note now links it (and nothing else in it changed).
    const meeting = await read(MEETINGS.functional);
    expect(parseNote(meeting).frontmatter?.data.context).toBe(`[[${CONTEXT.replace(/\.md$/, '')}]]`);
  });

  it('Assistant context body appends by default', async () => {
    t = await sampleSession(MEETINGS.functional);
    await withContext();
    const out = await runTool(t.session, 'write_context', { content: '- second finding' });
    expect(out).toBe(`appended 1 line to ${CONTEXT} body (now 3 lines)`);
    expect(await read(CONTEXT)).toBe(`${EXISTING}- second finding\n`);
    const shown = await runTool(t.session, 'read_context', { from: 3 });
    expect(shown).toBe(`${CONTEXT} (body) · lines 3–3 of 3\n3│- second finding`);
  });

  it('Assistant context body can be explicitly replaced', async () => {
    t = await sampleSession(MEETINGS.functional);
    await withContext();
    const out = await runTool(t.session, 'write_context', { content: '# Fresh\n', replace_file: true });
    expect(out).toBe(`replaced the whole file (1 line) in ${CONTEXT} body (now 1 line)`);
    expect(await read(CONTEXT)).toBe(`${EXISTING.split('---\n# Notebook')[0]}---\n# Fresh\n`);
    // Body line numbers: line 1 of the body is the first line after the frontmatter.
    await runTool(t.session, 'write_context', { content: '# Renamed', from: 1, to: 1 });
    expect(parseNote(await read(CONTEXT)).body).toBe('# Renamed\n');
  });

  it('Assistant context body writes do not duplicate frontmatter', async () => {
    t = await sampleSession(MEETINGS.functional);
    await withContext();
    await runTool(t.session, 'write_context', {
      content: '---\nmeeting: "[[Meetings/other]]"\n---\n# Replaced body\n',
      replace_file: true,
    });
    const text = await read(CONTEXT);
    expect(text).toBe(`${EXISTING.split('# Notebook')[0]}# Replaced body\n`);
    expect(text.match(/^---$/gm)).toHaveLength(2);
    // The same rule for the summary draft.
    await runTool(t.session, 'write_summary', { content: '---\ntitle: x\n---\n## Summary\nText.' });
    expect(t.session.summaryDraft.read()).toBe('## Summary\nText.\n');
  });

  it('Assistant context write mode is ambiguous', async () => {
    t = await sampleSession(MEETINGS.functional);
    await withContext();
    const hash = await hashTree(t.root);
    for (const extra of [{ from: 1, to: 1 }, { insert: 1 }, { from: 2 }]) {
      const out = await runTool(t.session, 'write_context', { content: 'x', replace_file: true, ...extra });
      expect(out).toMatch(/^refused: ambiguous write mode/);
    }
    // And without a context note, a refused write creates nothing.
    await t.cleanup();
    t = await sampleSession(MEETINGS.functional);
    const fresh = await hashTree(t.root);
    expect(
      await runTool(t.session, 'write_context', { content: 'x', replace_file: true, insert: 1 }),
    ).toMatch(/^refused:/);
    expect(await runTool(t.session, 'write_context', { content: 'x', from: 3, to: 4 })).toBe(
      'refused: line range outside the file (it has 0 lines): it is empty or not created yet, so from/to name no line; append (no from/to/insert) or insert: 1 writes its first lines',
    );
    expect(await hashTree(t.root)).toBe(fresh);
    expect(hash).not.toBe(fresh);
  });

  it('External project write is audited', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await read('Projects/remote-control/decisions.md');
    await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- 2026-03-10: Teletext dropped.',
    });
    // Own artifacts are not audited.
    await runTool(t.session, 'write_context', { content: 'note' });
    await runTool(t.session, 'write_summary', { content: '## Summary' });
    const entries = t.session.audit.entries;
    expect(entries.map((e) => e.path)).toEqual(['Projects/remote-control/decisions.md']);
    const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    expect(entries[0]).toMatchObject({
      kind: 'modified',
      added: 1,
      beforeSha256: sha(before),
      afterSha256: sha(await read('Projects/remote-control/decisions.md')),
    });
    const md = t.session.audit.toMarkdown();
    expect(md).toContain('### Projects/remote-control/decisions.md');
    expect(md).toContain('+- 2026-03-10: Teletext dropped.');
  });

  it('write_summary edits the in-memory draft with the write modes, never the summary file', async () => {
    t = await sampleSession(MEETINGS.functional);
    const hash = await hashTree(t.root);
    expect(await runTool(t.session, 'write_summary', { content: '## Summary\n\n## Decisions\n' })).toBe(
      'created the summary draft (3 lines)',
    );
    expect(await runTool(t.session, 'write_summary', { content: 'Teletext is out.', insert: 2 })).toBe(
      'inserted 1 line before line 2 in the summary draft (now 4 lines)',
    );
    expect(t.session.summaryDraft.read()).toBe('## Summary\nTeletext is out.\n\n## Decisions\n');
    expect(await hashTree(t.root)).toBe(hash);
  });
});
