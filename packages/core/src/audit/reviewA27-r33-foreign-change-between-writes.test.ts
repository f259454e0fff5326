/**
 * reviewA R33 (session 27): the audit of a session's writes (the `## External writes` records of
 * the context note: per write in `ma mcp` and `ma tool`, at the end of a summary run) merged two
 * writes of one file into one net change (first before → last after) even when another program
 * changed the file in between. Two `ma mcp` processes appending in turn (A0, B0, A1): A's record of
 * its second append read `+B0 +A1`, B's line claimed as A's write (and in B's record too); a line
 * the user typed in Obsidian between a run's two edits was recorded as the assistant's, and
 * reverting that diff would take the user's line out. Now a write that does not start from the text
 * the previous one left begins a change of its own: every diff holds only this session's lines.
 * Spec: reviewA R33; seed 003 (external project write is audited); docs/mcp.md (Audit).
 */
import { describe, expect, it } from 'vitest';
import { WriteAudit } from './write-audit.js';

const FILE = 'Projects/remote-control/decisions.md';

describe('reviewA R33: a change by another program between two audited writes', () => {
  it('R33: per-write records (ma mcp): the second append shows only its own line, not the line another process wrote before it', () => {
    const audit = new WriteAudit();
    audit.record(FILE, null, 'A0\n');
    expect(audit.drain().map((e) => e.summary)).toEqual(['created with 1 line']);
    // Another process appended B0; this session's next append starts from that text.
    audit.record(FILE, 'A0\nB0\n', 'A0\nB0\nA1\n');
    expect(audit.toMarkdown()).toBe(
      [
        '## External writes',
        '',
        `### ${FILE}`,
        '',
        'removed 0 lines, added 1 line.',
        '',
        '```diff',
        '@@ -3,0 +3,1 @@',
        '+A1',
        '```',
        '',
      ].join('\n'),
    );
  });

  it("R33: one record for a run: the user's line typed between two edits is no part of either diff", () => {
    const audit = new WriteAudit();
    const start = '# Decisions\n\n- budget open\n';
    const first = `${start}- casing: rubber\n`;
    const user = `${first}- typed by the user in Obsidian\n`;
    audit.record(FILE, start, first);
    audit.record(FILE, user, `${user}- colour: yellow\n`);
    // Two writes that follow each other still make one net change.
    audit.record('Projects/remote-control/notes.md', 'a\n', 'a\nb\n');
    audit.record('Projects/remote-control/notes.md', 'a\nb\n', 'a\nb\nc\n');
    const md = audit.toMarkdown();
    expect(md).not.toContain('typed by the user');
    expect(audit.entries.map((e) => [e.path, e.patch?.hunks.flatMap((h) => h.lines)])).toEqual([
      [FILE, ['+- casing: rubber']],
      [FILE, ['+- colour: yellow']],
      ['Projects/remote-control/notes.md', ['+b', '+c']],
    ]);
  });
});
