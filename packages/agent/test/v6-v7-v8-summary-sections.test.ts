/**
 * review9 V6, V7, V8: the sections of summary.template, found the same way everywhere.
 * V7: setext headings (`Summary\n=======`, `Decisions\n---------`) are headings, as in CommonMark and
 * Obsidian: a final reply written with them is a summary, a setext draft with an empty first section is
 * not; fenced code never counts.
 * V6: a write_summary draft and a final reply that is a different whole summary: the one with more of
 * the template's sections is committed, the other named in a warning; missing sections are warned about.
 * V8: a summary written twice never commits its sections twice in silence (write_summary refuses the
 * second append; a final reply or finish({ body }) with a repeated section is warned about).
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/contracts.md, Run outcomes; docs/tools.md (write_summary); review9 V6, V7, V8.
 */

import type { ChatRequest } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import { summaryFromFinalText } from '../src/run/final-text-summary.js';
import { FUNCTIONAL, type Harness, readTranscriptIn, roleText, splitNote, startHarness } from './harness.js';

const SETEXT =
  'Summary\n=======\n\nThe team met (L10).\n\nDecisions\n---------\n\n- Drop teletext (L120)\n\nNext steps\n----------\n\n- [ ] PM: minutes (L30)\n';
const FULL =
  '## Summary\n\nThe team started and chose a case (L10, L50).\n\n## Decisions\n\n- Teletext is dropped (L120)\n\n## Next steps\n\n- [ ] Marketing: trend study (L150)\n';
const PARTIAL = '## Summary\n\nThe team started (L10).\n';
const READ = { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 200 } }] };

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('review9 V7: setext headings are headings', () => {
  it('review9 V7: a final reply with setext headings is the summary, no section warned missing', async () => {
    h = await startHarness([READ, { text: SETEXT }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(SETEXT.trim());
    expect(run.warnings.join('\n')).not.toMatch(/section/);
  });

  it('review9 V7: a setext draft whose Summary section is empty is not committed', async () => {
    h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_summary',
            arguments: { content: 'Summary\n=======\n\nDecisions\n---\n- Drop teletext (L120)\n' },
          },
        ],
      },
      { text: 'Done.' },
    ]);
    await expect(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} }),
    ).rejects.toMatchObject({
      reason: 'no-summary',
      message: expect.stringContaining('the draft has no text in its "Summary" section'),
    });
  });

  it('review9 V7: a setext template checks replies too; a setext heading in fenced code never counts', () => {
    const template = 'Summary\n=======\n\nNext steps\n----------\n';
    expect(summaryFromFinalText('Summary\n---\nThe team met (L10).', template).body).toBe(
      'Summary\n---\nThe team met (L10).',
    );
    const fenced = 'Notes follow.\n\n```python\nSummary\n=======\n```\n';
    expect(summaryFromFinalText(fenced, template).rejected).toMatch(/has no "Summary" heading/);
    expect(summaryFromFinalText('A paragraph\n\n---\n\nSummary of it', template).rejected).toBeDefined();
  });
});

describe('review9 V6: a draft and a final reply that is a different whole summary', () => {
  it('review9 V6: the final reply with more template sections wins over a partial draft, said in a warning', async () => {
    h = await startHarness([
      READ,
      { toolCalls: [{ name: 'write_summary', arguments: { content: PARTIAL } }] },
      { text: FULL },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain(FULL.trim());
    expect(body).not.toContain('The team started (L10).');
    const said = run.warnings.join('\n');
    expect(said).toContain(
      "the model's final reply was a summary with more of summary.template's sections (3 of 3) than its write_summary draft (1 of 3): the final reply was saved and the draft dropped",
    );
    expect(await h.read(run.contextPath)).toContain(
      "- warning: the model's final reply was a summary with more",
    );
  });

  it('review9 V6: a complete draft stays over a shorter different reply; the reply dropped is named', async () => {
    h = await startHarness([
      READ,
      { toolCalls: [{ name: 'write_summary', arguments: { content: FULL } }] },
      { text: PARTIAL },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} });
    expect(splitNote(await h.read(run.summaryPath)).body).toContain(FULL.trim());
    expect(run.warnings.join('\n')).toContain(
      "the model's final reply was also a summary, different from its write_summary draft: the draft was saved (it has 3 of summary.template's 3 sections, the reply 1) and the reply dropped",
    );
  });

  it('review9 V6: a summary missing template sections is warned about on the console and in the run record', async () => {
    h = await startHarness([
      READ,
      { toolCalls: [{ name: 'write_summary', arguments: { content: PARTIAL } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} });
    const warning = 'the summary has no "Decisions", "Next steps" sections (headings of summary.template)';
    expect(run.warnings.join('\n')).toContain(warning);
    expect(await h.read(run.contextPath)).toContain(`- warning: ${warning}`);
  });
});

describe('review9 V8: a summary written twice', () => {
  it('review9 V8: a second full summary appended is refused; the note holds each section once', async () => {
    const S2 = FULL.replace('chose a case', 'chose a rubber case');
    h = await startHarness([
      READ,
      { toolCalls: [{ name: 'write_summary', arguments: { content: FULL } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: S2 } }] },
      { text: 'Done.' },
    ]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, stream: false, env: {} });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body.match(/^## Summary$/gm)).toHaveLength(1);
    expect(body.match(/trend study/g)).toHaveLength(1);
    expect(roleText(h.server.requests[3] as ChatRequest, 'tool')).toContain(
      'refused: the draft already has a ## Summary section: this write would add a second one; nothing was written; pass replace_file: true to replace the summary',
    );
  });

  it('review9 V8: finish({ body }) with a section twice is committed with a warning, never silently', async () => {
    h = await startHarness([]);
    const session = await openMeetingSession({ vault: h.vault, meeting: FUNCTIONAL });
    // L285: the host's model reads the transcript before it finishes.
    await readTranscriptIn(session);
    const done = await session.finish({ body: `${FULL}\n${FULL.replace('Teletext', 'Buttons')}` });
    expect(done.warnings.join('\n')).toContain(
      'the summary has the "Summary", "Decisions", "Next steps" sections more than once (the model wrote the summary twice?)',
    );
  });
});
