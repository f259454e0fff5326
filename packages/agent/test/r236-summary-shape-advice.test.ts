/**
 * R236: a small local model that answered in prose (or with the summary's headings renamed, translated,
 * as bold text, as JSON, or with an empty reply after its tool calls) got no advice: the run failed
 * `no-summary` at once, or committed a summary whose "Next steps" were under "Action items" with a
 * warning. Now a loop that ended so is told ONCE, in one more user message continuing the same
 * conversation, which headings are missing and the exact shape (the template's headings, written as
 * they are); its next answer is used when it is a summary (a warning records the advice), else the run
 * fails `no-summary` saying the model was told once, the previous summary untouched. A reply that
 * merely drops empty sections, a reply of reasoning only and a printed tool call get no advice (as
 * before). Real agent loop, @ma/testkit's scripted server (plain and streamed), temp sample vault.
 * Spec: docs/contracts.md, Run outcomes; seed 002 (small local models).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  messageTexts,
  snapshot,
  splitNote,
  startHarness,
  summaryRunFailure,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const GOOD =
  '## Summary\nThe team set the functional design (L10).\n\n## Decisions\nNone.\n\n## Next steps\nNone.\n';
const summaryPath = `Summaries/${functionalName}.md`;

/** The wrong first answers a small model gives, each with the heading(s) the advice must name as missing. */
const wrong: Array<[string, string, string[]]> = [
  [
    'prose without headings',
    'The team discussed the remote control and agreed on a functional design (L10).',
    ['Summary', 'Decisions', 'Next steps'],
  ],
  [
    'the first heading renamed',
    '## Overview\nThe functional design (L10).\n\n## Decisions\nNone.\n\n## Next steps\nNone.\n',
    ['Summary'],
  ],
  [
    'in another language',
    '## Resumen\nEl equipo fijó el diseño (L10).\n\n## Decisiones\nNinguna.\n\n## Próximos pasos\nNinguno.\n',
    ['Summary', 'Decisions', 'Next steps'],
  ],
  [
    'bold text instead of headings',
    '**Summary**\nThe functional design (L10).\n\n**Decisions**\nNone.\n\n**Next steps**\nNone.\n',
    ['Summary', 'Decisions', 'Next steps'],
  ],
  [
    'a JSON answer',
    '{"summary": "The functional design (L10).", "decisions": [], "next_steps": []}',
    ['Summary', 'Decisions', 'Next steps'],
  ],
  ['an empty answer after tool calls', '', ['Summary', 'Decisions', 'Next steps']],
  [
    '"Action items" for "Next steps"',
    '## Summary\nThe functional design (L10).\n\n## Decisions\nNone.\n\n## Action items\n- Craig drafts the layout (L40).\n',
    ['Next steps'],
  ],
];

/** The advice message: the last user message of the request after the wrong answer. */
const adviceIn = (i: number) => messageTexts(h!.server.requests[i]!.body.messages, 'user').at(-1) ?? '';

describe.each([false, true])('R236: a summary of the wrong shape is told once (stream: %s)', (stream) => {
  it.each(wrong)(
    '%s: told which headings are missing and the exact shape; the corrected answer is the summary',
    async (_, reply, missing) => {
      h = await startHarness([{ text: reply }, { text: GOOD }]);
      const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
      // The read (readingFirst), the wrong answer, the advised answer: one more request, not a new conversation.
      expect(h.server.requests).toHaveLength(3);
      const advice = adviceIn(2);
      expect(advice).toContain('The meeting summary is not in the required shape');
      expect(advice).toContain(`Missing: ${missing.map((m) => JSON.stringify(m)).join(', ')}.`);
      expect(advice).toContain('## Summary\n## Decisions\n## Next steps');
      expect(advice).toContain('Call write_summary');
      // The same conversation goes on: the first request's prompt and the wrong answer are still in it.
      const sent = h.server.requests[2]!.body.messages;
      expect(messageTexts(sent, 'user')[0]).toBe(
        messageTexts(h.server.requests[0]!.body.messages, 'user')[0],
      );
      expect(messageTexts(sent, 'tool').join('\n')).toContain('lines 1–');
      const body = splitNote(await h.read(run.summaryPath)).body;
      expect(body).toContain('## Summary\nThe team set the functional design (L10).');
      expect(run.warnings.join('\n')).toContain(
        "the model's first answer was not a summary in the shape of summary.template",
      );
    },
  );

  it('still wrong after the advice: no-summary saying the model was told once, nothing written, asked only once', async () => {
    h = await startHarness(
      [
        { text: 'The team agreed on a design (L10).' },
        { text: 'As I said, the team agreed on a design.' },
        { text: 'never asked' },
      ],
      { readsFirst: false },
    );
    const before = await snapshot(h.root);
    const error = await summaryRunFailure(
      summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream }),
    );
    expect(h.server.requests).toHaveLength(2);
    expect(adviceIn(1)).toContain('Missing: "Summary", "Decisions", "Next steps".');
    expect(error.reason).toBe('no-summary');
    expect(error.message).toContain(
      'the model was told once that its answer was not a summary in the shape of summary.template',
    );
    expect(error.message).toContain('its last reply was: "As I said, the team agreed on a design."');
    const after = await snapshot(h.root);
    expect(after[summaryPath]).toBe(before[summaryPath]);
  });

  it.each([
    ['a summary that drops its empty sections', '## Summary\nThe functional design (L10).\n'],
    [
      'a summary with subsections of its own',
      '## Summary\nThe design (L10).\n### Buttons\nFew (L10).\n\n## Decisions\nNone.\n\n## Next steps\nNone.\n',
    ],
  ])('%s: no advice, committed as before', async (_, reply) => {
    h = await startHarness([{ text: reply }, { text: 'never asked' }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(2);
    expect(splitNote(await h.read(run.summaryPath)).body).toContain('(L10)');
  });

  it('a write_summary draft with "Action items" for "Next steps": told to replace it whole; the replaced draft is committed', async () => {
    const renamed =
      '## Summary\nThe functional design (L10).\n\n## Decisions\nNone.\n\n## Action items\n- Craig drafts the layout (L40).\n';
    const fixed =
      '## Summary\nThe functional design (L10).\n\n## Decisions\nNone.\n\n## Next steps\n- Craig drafts the layout (L40).\n';
    h = await startHarness(
      [
        { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
        { toolCalls: [{ name: 'write_summary', arguments: { content: renamed } }] },
        { text: 'Done.' },
        { toolCalls: [{ name: 'write_summary', arguments: { content: fixed, replace_file: true } }] },
        { text: 'Done.' },
      ],
      { readsFirst: false },
    );
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {}, stream });
    expect(h.server.requests).toHaveLength(5);
    expect(adviceIn(3)).toContain('the summary draft has no "Next steps" heading but "Action items" instead');
    expect(adviceIn(3)).toContain('write_summary with replace_file: true');
    const body = splitNote(await h.read(run.summaryPath)).body;
    expect(body).toContain('## Next steps\n- Craig drafts the layout (L40).');
    expect(body).not.toContain('## Action items');
  });
});
