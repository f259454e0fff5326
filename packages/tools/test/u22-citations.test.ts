/**
 * Review8 U22: a summary's citations `(L12)`, `(L12–L14, L40)`, `(decided L14)` were never checked:
 * `(L9999)` past the transcript's end, `(L0)` and lines of its frontmatter were written. `write_summary`
 * now refuses citations naming no spoken line (nothing written), naming them and the transcript's
 * spoken lines; a line that exists but was not read in the session is written with a note. Citations
 * are read in the numbering they were read in (override_speaker moves lines, review5 Q8).
 * Through the real tools on a temp copy of the sample vault.
 * Spec: docs/tools.md, `write_summary`; review8 U22.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const T = 'Transcripts/2026-03-10 Remote control functional design.md';
const write = (content: string) => runTool(t.session, 'write_summary', { content, replace_file: true });

describe('U22: write_summary checks citations against the transcript', () => {
  it('U22: (L9999), (L0) and frontmatter lines are refused by name with the spoken range; nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'read_transcript', { from: 1, to: 60 });
    await write('## Summary\nFirst (L10).\n');
    const out = await write(
      '## Summary\nMet (L9999).\n\n## Decisions\n- Go (L3, L10–L12)\n\n## Next steps\n- [ ] PM: minutes (decided L0)\n',
    );
    expect(out).toBe(
      `refused: the summary cites lines the transcript ${T} does not have: L0, L3, L9999 (its spoken lines are L7–L603; L1–L6 are its frontmatter); nothing was written; cite the lines read_transcript shows, or leave the citation out`,
    );
    expect(t.session.summaryDraft.read()).toBe('## Summary\nFirst (L10).\n');
    // A bare range end past the end counts too; an append is checked like a replace.
    expect(await runTool(t.session, 'write_summary', { content: '- More (L600–650)\n' })).toMatch(
      /^refused: the summary cites a line the transcript .* does not have: L650 \(its spoken lines are L7–L603;/,
    );
  });

  it('U22: a line that exists but was not read is written with a note; words in parentheses are no citation', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'read_transcript', { from: 1, to: 60 });
    const body =
      '## Summary\nThe chip (L2 cache) came up (L10, L603).\n\n## Decisions\n- Go (L500–L502)\n\n## Next steps\n';
    const out = await write(body);
    expect(out).toMatch(/^created the summary draft/);
    expect(out).toContain(
      'note: you cite L500, L502, L603 without having read those lines in this session; check with read_transcript',
    );
    expect(t.session.summaryDraft.read()).toBe(body);
  });

  it('U22: after override_speaker moved the lines, citations are checked in the numbering they were read in', async () => {
    t = await sampleSession(MEETINGS.functional);
    await runTool(t.session, 'read_transcript', { from: 590, to: 603 });
    expect(
      await runTool(t.session, 'override_speaker', { speaker: 'User Interface', name: 'Uma' }),
    ).not.toMatch(/^refused/);
    // L603 was read before the move: it is line 604 now, and accepted; 605 never existed.
    expect(await write('## Summary\nEnd (L603).\n')).not.toMatch(/^refused/);
    expect(t.session.summaryDraft.read()).toBe('## Summary\nEnd (L604).\n');
    expect(await write('## Summary\nEnd (L605).\n')).toMatch(
      /^refused: .*does not have: L605 \(its spoken lines are L8–L604; L1–L7 are its frontmatter\)/,
    );
  });
});
