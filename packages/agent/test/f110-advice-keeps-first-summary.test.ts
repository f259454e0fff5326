/**
 * F110 (review of R236): R236's advice pass lost a summary the run used to commit. A first answer that
 * IS a summary (the template's first heading) with "## Action items" for "## Next steps" was committed
 * with the section warning before R236; R236 advises it once, and when the model's next answer was no
 * summary (prose: "I have fixed the headings.") the run failed `no-summary`, the meeting left without
 * the summary the model had given. Now an advice pass that brings no summary of its own keeps the
 * first answer's summary (a warning says the advice changed nothing); the same for a write_summary
 * draft left as it was. Review3: also when the advice pass's write_summary is cut at the token limit
 * (never run): its unfinished write failed the run as cut, the first summary lost. Real agent loop, @ma/testkit's scripted server, temp sample vault.
 * Spec: docs/contracts.md (A summary of the wrong shape is told once); seed 002.
 */
import { describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, harnessPerTest, splitNote } from './harness.js';

const start = harnessPerTest();

const RENAMED =
  '## Summary\nThe functional design (L10).\n\n## Decisions\nNone.\n\n## Action items\n- Craig drafts the layout (L40).\n';

describe.each([false, true])('F110: the advice pass never loses the first summary (stream: %s)', (stream) => {
  it('a final reply with a renamed section, then prose after the advice: the first reply is committed', async () => {
    const h = await start([{ text: RENAMED }, { text: 'I have fixed the headings as you asked.' }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(3);
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('## Action items\n- Craig drafts the layout (L40).');
    const warnings = run.warnings.join('\n');
    expect(warnings).toContain('its next answer was no summary, so its first answer is the summary');
    expect(warnings).not.toContain('its next answer is the summary');
  });

  it('a draft with a renamed section, then prose after the advice: the draft is committed, said so', async () => {
    const h = await start(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: RENAMED } }] },
        { text: 'Done.' },
        { text: 'Done, the summary is written.' },
      ],
      { readsFirst: false },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(4);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('## Action items');
    expect(run.warnings.join('\n')).toContain(
      'its next answer was no summary, so its first answer is the summary',
    );
  });

  it('a final reply with a renamed section, then a write cut off after the advice: the first reply is committed', async () => {
    // The advice pass's write_summary is cut at the token limit: never run, the first answer as it was.
    const cut = {
      toolCalls: [{ name: 'write_summary', arguments: { content: '## Summary\nThe fun' } }],
      finishReason: 'length',
    };
    const h = await start([{ text: RENAMED }, cut, cut, cut]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('## Action items\n- Craig drafts the layout (L40).');
    expect(run.warnings.join('\n')).toContain(
      'its next answer was no summary, so its first answer is the summary',
    );
  });
});
