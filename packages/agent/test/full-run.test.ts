import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  splitNote,
  startHarness,
  systemMessage,
} from './harness.js';

const DECISION =
  '- 2026-03-10: The remote controls the TV only (no VCR/DVD); teletext is dropped. ([[Meetings/2026-03-10 Remote control functional design]])';
const SUMMARY = [
  '## Summary',
  'Functional design meeting: three new requirements from management and the market research results.',
  '',
  '## Decisions',
  '- The remote controls the TV only; teletext is dropped (L16–L19).',
  '',
  '## Next steps',
  '- [ ] Industrial Designer: look into the components (L560–L570)',
].join('\n');

/** Reads the transcript (603 lines) in 100-line ranges, searches, edits a project file, writes context and summary. */
function fullScript() {
  const ranges = [1, 101, 201, 301, 401, 501, 601].map((from) => ({
    name: 'read_transcript',
    arguments: { from, to: from + 99 },
  }));
  return [
    {
      toolCalls: [
        { name: 'read_meetingnote', arguments: {} },
        { name: 'read_usernotes', arguments: {} },
      ],
    },
    { toolCalls: ranges },
    {
      toolCalls: [
        { name: 'search', arguments: { query: 'teletext|VCR', projects: ['remote-control'] } },
        { name: 'read_projectfile', arguments: { project: 'remote-control', path: 'decisions.md' } },
      ],
    },
    {
      toolCalls: [
        {
          name: 'write_projectfile',
          arguments: { project: 'remote-control', path: 'decisions.md', content: DECISION },
        },
      ],
    },
    {
      toolCalls: [
        { name: 'write_context', arguments: { content: '## Working notes\n- read the whole transcript' } },
      ],
    },
    { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
    { text: 'The summary is written.' },
  ];
}

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('summarizeMeeting: a full agent run on the functional design meeting', () => {
  for (const stream of [false, true]) {
    it(`${stream ? 'streaming (SSE)' : 'JSON'}: reads, searches, writes a project file, context and summary`, async () => {
      h = await startHarness(fullScript());
      const meetingBefore = await h.read(FUNCTIONAL);
      const decisionsBefore = await h.read('Projects/remote-control/decisions.md');
      const events = h.events;

      const run = await summarizeMeeting({
        vault: h.vault,
        meeting: functionalName,
        stream,
        onEvent: (e) => events.push(e),
        env: {},
      });

      expect(run).toMatchObject({
        summaryPath: `Summaries/${functionalName}.md`,
        contextPath: `Assistant/${functionalName}.md`,
        engine: 'agent',
        steps: 7,
        toolCalls: 14,
        coverage: 100,
      });
      expect(run.usage.totalTokens).toBe(7 * 15);
      expect(h.server.requests).toHaveLength(7);
      for (const request of h.server.requests) expect(request.body.stream ?? false).toBe(stream);

      // Summary note: frontmatter links + metadata, body as written (no coverage notice at 100 %).
      const summary = splitNote(await h.read(run.summaryPath));
      expect(summary.frontmatter.split('\n')).toEqual([
        `meeting: "[[Meetings/${functionalName}]]"`,
        `transcript: "[[Transcripts/${functionalName}]]"`,
        `usernotes: "[[Notes/${functionalName}]]"`, // S8: the user-notes note read
        `context: "[[Assistant/${functionalName}]]"`,
        'date: 2026-03-10',
        'projects:',
        '  - remote-control',
        'generated_by: meeting-assistant',
        'engine: agent',
        'model: test-model',
        'coverage: 100',
        expect.stringMatching(/^transcript_hash: "?sha256:[0-9a-f]{64}"?$/),
        expect.stringMatching(/^content_hash: "?sha256:[0-9a-f]{64}"?$/),
      ]);
      expect(summary.body).toBe(`${SUMMARY}\n`);

      // Meeting note: linked, summarized, every other byte intact.
      const meetingAfter = await h.read(FUNCTIONAL);
      expect(meetingAfter).toContain(`context: "[[Assistant/${functionalName}]]"`);
      expect(meetingAfter).toContain(`summary: "[[Summaries/${functionalName}]]"`);
      expect(meetingAfter.split('\n').filter((l) => !/^(context|summary):/.test(l))).toEqual(
        meetingBefore.replace('status: ended', 'status: summarized').split('\n'),
      );

      // Project file changed; the context note has the agent's notes, the run record and the audit diff.
      const decisionsAfter = await h.read('Projects/remote-control/decisions.md');
      expect(decisionsAfter.startsWith(decisionsBefore.trimEnd())).toBe(true);
      expect(decisionsAfter.trimEnd().endsWith(DECISION)).toBe(true);
      const context = await h.read(run.contextPath);
      expect(context).toContain(`meeting: "[[Meetings/${functionalName}]]"`);
      expect(context).toContain('## Working notes\n- read the whole transcript');
      expect(context).toMatch(/## Run .*: summary written/);
      expect(context).toContain('transcript coverage: 100%');
      expect(context).toContain('## External writes');
      expect(context).toContain('### Projects/remote-control/decisions.md');
      expect(context).toContain('```diff');
      expect(context).toContain(`+${DECISION}`);

      // The request: system prompt with guidance and the project section (metadata + AGENTS.md), sequential tools.
      const system = systemMessage(h.server);
      expect(system).toContain('# Capabilities and rules');
      expect(system).toContain('"Summary", "Decisions", "Next steps"');
      expect(system).toContain('(L120–L134)');
      expect(system).toContain('- name: "Remote control"');
      expect(system).toContain('Record every decision in `decisions.md`');
      expect(system).toContain('Write the summary in this language: en.');
      const offered = h.server.requests[0]?.body.tools?.map((t) => t.function.name) ?? [];
      expect(offered).toEqual(expect.arrayContaining(['read_transcript', 'write_summary', 'search']));

      // Events: start, steps, tool calls and results in order, usage, end.
      expect(events[0]).toEqual({ type: 'run-start', meeting: FUNCTIONAL, engine: 'agent', maxSteps: 12 });
      expect(events.at(-1)).toEqual({ type: 'run-end', summaryPath: run.summaryPath });
      expect(events.filter((e) => e.type === 'step-start')).toHaveLength(7);
      const calls = events.filter((e) => e.type === 'tool-call');
      const results = events.filter((e) => e.type === 'tool-result');
      expect(calls.map((e) => e.name)).toEqual(results.map((e) => e.name));
      expect(calls).toHaveLength(14);
      expect(results.every((e) => e.ok && !e.refused)).toBe(true);
      expect(calls.find((e) => e.name === 'read_transcript')).toMatchObject({
        step: 1,
        args: '{"from":1,"to":100}',
      });
      expect(events).toContainEqual({ type: 'usage', usage: run.usage });
    });
  }
});
