/**
 * C23 (spec audit, session 26): a write that moves or copies the previous text of a file to the
 * trash — `delete_identity` (the note is moved there), a write that empties a project file (the
 * previous file is moved there first), `override_speaker` merging two speakers (the previous
 * transcript is copied there) — said where it went in the tool's result, and the audit entry knew
 * it (`keptCopy`), but the audit in the context note showed only `deleted (8 lines).` and the diff:
 * a user reading the record of the run learnt the identity was deleted, not where to get it back
 * (docs/vault-format.md: `.trash/` is where deletes go, never unlink user data; docs/tools.md,
 * Audit). The Markdown now names the copy (`- previous text kept at: .trash/…`) whether or not the
 * diff is shown. Real tools on a temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const read = (rel: string) => readFile(path.join(t.root, rel), 'utf8');

describe('C23: the audit names the trash copy of a file it moved or copied there', () => {
  it('C23: delete_identity: the audit says deleted, shows the diff and names .trash/Identities/<name>.md', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Identities/Industrial Designer.md';
    const text = await read(rel);
    const out = await runTool(t.session, 'delete_identity', { name: 'Industrial Designer' });
    expect(out).toBe(`moved ${rel} to .trash/${rel}`);
    expect(await read(`.trash/${rel}`)).toBe(text);
    const markdown = t.session.audit.toMarkdown();
    expect(markdown).toContain(`### ${rel}\n\ndeleted (8 lines).\n\n\`\`\`diff\n`);
    expect(markdown).toContain(`\`\`\`\n\n- previous text kept at: .trash/${rel}\n`);
  });

  it('C23: a write that empties a project file: the audit names where the previous file went', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Projects/remote-control/decisions.md';
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '',
      replace_file: true,
    });
    const trashed = /moved to (\S+), recoverable/.exec(out)?.[1];
    expect(trashed).toBe(`.trash/${rel}`);
    expect(t.session.audit.toMarkdown()).toContain(`- previous text kept at: .trash/${rel}\n`);
  });

  it('C23: override_speaker merging two speakers: the audit names the copy of the previous transcript', async () => {
    t = await sampleSession(MEETINGS.functional);
    const rel = 'Transcripts/2026-03-10 Remote control functional design.md';
    const out = await runTool(t.session, 'override_speaker', {
      speaker: 'Marketing',
      name: 'Project Manager',
    });
    expect(out).toContain('.trash/');
    const markdown = t.session.audit.toMarkdown();
    expect(markdown).toContain(`### ${rel}`);
    expect(markdown).toContain('```diff');
    expect(markdown).toMatch(/\n- previous text kept at: \.trash\/Transcripts\/[^\n]+\.md\n/);
  });
});
