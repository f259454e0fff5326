/**
 * L488: over `ma mcp`, a project the user approved (`request_project_association`) or an attendee the
 * client added, taken back by an editor saving an older buffer of the meeting note before
 * `finish_summary`, was lost: `ma summarize` sets such properties again (core `keepRunProperties`,
 * L466, from the run's `WriteAudit.changesOf`), but `ma mcp` records each call's writes as they are
 * made (`WriteAudit.drain`), and a drained write was no longer among the changes, so the commit saw
 * nothing to keep. The meeting note's writes now outlive the drain for that check. The built `ma mcp`
 * over stdio, an MCP SDK client that approves by elicitation, a real stale save (the note's bytes
 * from before the calls written back).
 * Spec: seed 003 (approved associations and attendee edits land in the meeting note); seed 004
 *   (Project approval); docs/stale-writes.md (L466); docs/mcp.md (Audit).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseNote } from '@ma/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { connectMaMcp, textOf } from './ma-mcp-stdio.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;
const t = sampleVaultPerTest();

describe('L488: ma mcp keeps the run’s meeting-note writes a stale save took back', {
  timeout: 180_000,
}, () => {
  it('an approved project and an added attendee, taken back by an editor save, are in the note after finish_summary', async () => {
    const c = new Client(
      { name: 'test-host', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } } },
    );
    c.setRequestHandler(ElicitRequestSchema, async () => ({
      action: 'accept',
      content: { decision: 'approve' },
    }));
    await connectMaMcp(c, ['--vault', t.vault.root, '--meeting', meeting]);
    t.onCleanup(() => c.close());
    const abs = join(t.vault.root, NOTE);
    const old = await readFile(abs, 'utf8'); // the editor's buffer, from before the calls
    const asked = await c.callTool({
      name: 'request_project_association',
      arguments: { project: 'website-redesign', reason: 'the website was discussed' },
    });
    expect(textOf(asked)).toMatch(/^approved/);
    const added = await c.callTool({ name: 'add_attendee', arguments: { name: 'Zed Example' } });
    expect(textOf(added)).toMatch(/^added attendee "Zed Example"/);
    await writeFile(abs, old); // the editor saves its older buffer: both writes taken back
    await c.callTool({ name: 'read_transcript', arguments: { from: 1, to: 40 } });
    const wrote = await c.callTool({
      name: 'write_summary',
      arguments: { content: '## Summary\n\nDone.\n' },
    });
    expect(wrote.isError).toBeFalsy();
    const done = await c.callTool({ name: 'finish_summary', arguments: {} });
    expect(textOf(done)).toMatch(/^summary written: /);
    const data = parseNote(await readFile(abs, 'utf8')).frontmatter?.data ?? {};
    expect(data.projects).toEqual(['remote-control', 'website-redesign']);
    expect(data.attendees).toContain('Zed Example');
    expect(String(data.context)).toContain('Assistant/');
    expect(data.status).toBe('summarized');
  });
});
