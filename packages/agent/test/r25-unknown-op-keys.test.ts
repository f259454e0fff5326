/**
 * R25 through the agent: a model on the compact profile sends `apply_changes` with a misspelled
 * mode flag inside an op (`replace_fle`); the AI SDK validates the call before the tool runs, and
 * the key must still reach the granular tool, which refuses it by name. The project file is
 * byte-identical; the model sees the refusal naming the key and the op's arguments.
 * `summarizeMeeting`, the real AI SDK loop, the scripted OpenAI-compatible server, a temp copy of
 * the sample vault. Spec: docs/tools.md (Unknown argument keys are refused; Compact profile); review R25.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, startHarness } from './harness.js';

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});

const SUMMARY =
  '## Summary\nFunctions agreed (L20).\n\n## Decisions\n- Target group 15–35 (L88)\n\n## Next steps\n- [ ] Marketing: trend study\n';
const DECISIONS = 'Projects/remote-control/decisions.md';

describe('R25: apply_changes op with an unknown key, through the agent', () => {
  it('replace_fle inside an op is refused by name, the file unchanged', async () => {
    const h = await startHarness(
      [
        {
          toolCalls: [
            {
              name: 'apply_changes',
              arguments: {
                ops: [
                  {
                    op: 'write_projectfile',
                    project: 'remote-control',
                    path: 'decisions.md',
                    content: '# Decisions\n- only this',
                    replace_fle: true,
                  },
                ],
              },
            },
          ],
        },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' } } as never },
    );
    harnesses.push(h);
    const before = await h.read(DECISIONS);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(DECISIONS)).toBe(before);
    const toolMessages = (h.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
    const result = JSON.parse(String(toolMessages.at(-1)?.content)) as {
      applied: number;
      rejected: Array<{ reason: string }>;
    };
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toContain('"replace_fle"');
    expect(result.rejected[0]?.reason).toContain('project, path, content, replace_file, from, to, insert');
  });

  it('T2: replace_fle on a granular write_projectfile call is refused by name, the file unchanged', async () => {
    const h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_projectfile',
            arguments: {
              project: 'remote-control',
              path: 'decisions.md',
              content: '- appended',
              replace_fle: true,
            },
          },
        ],
      },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    harnesses.push(h);
    const before = await h.read(DECISIONS);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(DECISIONS)).toBe(before);
    const toolMessages = (h.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
    const refusal = String(toolMessages.at(-1)?.content);
    expect(refusal).toContain('unknown argument "replace_fle"');
    expect(refusal).toContain('project, path, content, replace_file, from, to, insert');
  });

  it('T2: an unknown top-level key of apply_changes is refused by name, nothing applied', async () => {
    const h = await startHarness(
      [
        {
          toolCalls: [
            {
              name: 'apply_changes',
              arguments: {
                ops: [
                  {
                    op: 'write_projectfile',
                    project: 'remote-control',
                    path: 'decisions.md',
                    content: '- x',
                  },
                ],
                dry_runn: true,
              },
            },
          ],
        },
        {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        },
        { text: 'Done.' },
      ],
      { config: { tools: { profile: 'compact' } } as never },
    );
    harnesses.push(h);
    const before = await h.read(DECISIONS);
    await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(await h.read(DECISIONS)).toBe(before);
    const toolMessages = (h.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
    expect(String(toolMessages.at(-1)?.content)).toContain('dry_runn');
  });
});
