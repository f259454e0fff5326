/**
 * Q8 (review 5): citations `(Lnnn)` are line numbers of the transcript FILE. `override_speaker`'s
 * first use adds a `speaker_overrides:` line to the transcript's frontmatter, so every spoken line
 * moves down by one. Citations the model drafted from reads before that shift used to be committed
 * one line off. The session now records each shift: `write_summary` moves citations of lines the
 * model read only before a shift to the lines' current numbers, a shift after the draft was
 * written moves the draft's citations, and a citation whose line was read both before and after a
 * shift (the numbers mean different lines) is kept in the current numbering and warned about.
 * Real files in temp copies of the sample vault.
 * Spec: docs/tools.md (`override_speaker`, `write_summary`, citations); review5 Q8.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
/** Line 12 of the sample transcript as written (the minutes line), line 14 (the TV-only line). */
const MINUTES = "I've put the minutes of the last meeting in the project folder";
const TV_ONLY = 'only use the remote control to control the television';

const fileLine = async (n: number) =>
  (await readFile(path.join(t.root, TRANSCRIPT), 'utf8')).split('\n')[n - 1] ?? '';
const override = () => runTool(t.session, 'override_speaker', { speaker: 'Marketing', name: 'Maria Lopez' });
const SUMMARY = '## Summary\nThe PM shared the minutes (L12).\n\n## Decisions\n- TV only (L14–L15, L12).\n';

describe('Q8: citations follow the transcript lines override_speaker moves', () => {
  it('Q8: read, override, write: citations of lines read before the shift are moved to the current lines', async () => {
    t = await sampleSession();
    expect(await fileLine(12)).toContain(MINUTES);
    await runTool(t.session, 'read_transcript', { from: 1, to: 700 });
    expect(await override()).toContain('shifted by +1');
    expect(await fileLine(13)).toContain(MINUTES);
    expect(await fileLine(15)).toContain(TV_ONLY);
    const out = await runTool(t.session, 'write_summary', { content: SUMMARY });
    expect(t.session.summaryDraft.read()).toBe(
      '## Summary\nThe PM shared the minutes (L13).\n\n## Decisions\n- TV only (L15–L16, L13).\n',
    );
    expect(out).toContain(
      'note: citations of transcript lines you read before override_speaker moved them were changed to the lines’ current numbers: L12 → L13, L14 → L15, L15 → L16',
    );
    expect(t.session.lineNumbering.warnings()).toEqual([]);
  });

  it('Q8: write, then override: the draft’s citations move with the lines', async () => {
    t = await sampleSession();
    await runTool(t.session, 'read_transcript', { from: 1, to: 700 });
    await runTool(t.session, 'write_summary', { content: SUMMARY });
    await override();
    expect(t.session.summaryDraft.read()).toBe(
      '## Summary\nThe PM shared the minutes (L13).\n\n## Decisions\n- TV only (L15–L16, L13).\n',
    );
    expect(t.session.lineNumbering.warnings()).toEqual([]);
  });

  it('Q8: lines read only after the shift are cited as they are; a line read before and after is kept and warned about', async () => {
    t = await sampleSession();
    await runTool(t.session, 'read_transcript', { from: 1, to: 12 });
    await override();
    await runTool(t.session, 'read_transcript', { from: 1, to: 700 });
    // L12 was read before the shift (now 13) and after it (line 12 now): ambiguous.
    // L40 was read only after the shift: as it is.
    const out = await runTool(t.session, 'write_summary', {
      content: '## Summary\nMinutes (L12). Later (L40).\n',
    });
    expect(t.session.summaryDraft.read()).toBe('## Summary\nMinutes (L12). Later (L40).\n');
    expect(out).toContain('note: ');
    const warnings = t.session.lineNumbering.warnings();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `(L12) in the summary may name line 12 as read after override_speaker moved the lines of ${TRANSCRIPT} (kept) or line 12 as read before (now line 13)`,
    );
  });

  it('Q8: words in parentheses that start like a citation, `(L2 cache)`, are not renumbered (read or draft)', async () => {
    t = await sampleSession();
    await runTool(t.session, 'read_transcript', { from: 1, to: 700 });
    const words = '## Summary\nThe (L40 cache) and (L2 cache) and (L40 model, decided) came up (L12).\n';
    await override();
    await runTool(t.session, 'write_summary', { content: words });
    expect(t.session.summaryDraft.read()).toBe(
      '## Summary\nThe (L40 cache) and (L2 cache) and (L40 model, decided) came up (L13).\n',
    );
  });

  it('Q8: a draft written before the lines move: its citations move, `(L40 cache)` stays', async () => {
    t = await sampleSession();
    await runTool(t.session, 'read_transcript', { from: 1, to: 700 });
    await runTool(t.session, 'write_summary', { content: '## Summary\nThe (L40 cache) came up (L12).\n' });
    await override();
    expect(t.session.summaryDraft.read()).toBe('## Summary\nThe (L40 cache) came up (L13).\n');
  });

  it('Q8: the compact profile: apply_changes runs the same tools, citations move the same way', async () => {
    t = await sampleSession();
    const defs = toolDefinitions(t.session, { profile: 'compact' });
    const query = defs.find((d) => d.name === 'query_meeting');
    const apply = defs.find((d) => d.name === 'apply_changes');
    if (!query || !apply) throw new Error('compact tools missing');
    await query.execute({ view: 'transcript', filters: { from: 1, to: 700 } });
    const result = JSON.parse(
      await apply.execute({
        ops: [
          { op: 'override_speaker', speaker: 'Marketing', name: 'Maria Lopez' },
          { op: 'write_summary', content: SUMMARY },
        ],
      }),
    );
    expect(result.applied).toBe(2);
    expect(t.session.summaryDraft.read()).toContain('The PM shared the minutes (L13).');
  });
});
