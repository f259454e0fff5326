/**
 * R25 and review7 T2 through the agent: a model on the compact profile sends `apply_changes` with a misspelled
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

/**
 * Runs a meeting whose model first makes `call`, then writes the summary (granular or compact) and
 * stops; returns whether decisions.md stayed byte-identical and the text the model got for `call`.
 */
async function firstCallAnswer(call: { name: string; arguments: Record<string, unknown> }, compact: boolean) {
  const summaryCall = compact
    ? { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } }
    : { name: 'write_summary', arguments: { content: SUMMARY } };
  const h = await startHarness(
    [{ toolCalls: [call] }, { toolCalls: [summaryCall] }, { text: 'Done.' }],
    compact ? { config: { tools: { profile: 'compact' } } as never } : {},
  );
  harnesses.push(h);
  const before = await h.read(DECISIONS);
  await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
  const unchanged = (await h.read(DECISIONS)) === before;
  const toolMessages = (h.server.requests[1]?.body.messages ?? []).filter((m) => m.role === 'tool');
  return { unchanged, answer: String(toolMessages.at(-1)?.content) };
}

const ARGUMENTS = 'project, path, content, replace_file, from, to, insert';

describe('R25: apply_changes op with an unknown key, through the agent', () => {
  it('replace_fle inside an op is refused by name, the file unchanged', async () => {
    const op = {
      op: 'write_projectfile',
      project: 'remote-control',
      path: 'decisions.md',
      content: '# Decisions\n- only this',
      replace_fle: true,
    };
    const { unchanged, answer } = await firstCallAnswer(
      { name: 'apply_changes', arguments: { ops: [op] } },
      true,
    );
    expect(unchanged).toBe(true);
    const result = JSON.parse(answer) as { applied: number; rejected: Array<{ reason: string }> };
    expect(result.applied).toBe(0);
    expect(result.rejected[0]?.reason).toContain('"replace_fle"');
    expect(result.rejected[0]?.reason).toContain(ARGUMENTS);
  });

  it('T2: replace_fle on a granular write_projectfile call is refused by name, the file unchanged', async () => {
    const args = {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- appended',
      replace_fle: true,
    };
    const { unchanged, answer } = await firstCallAnswer(
      { name: 'write_projectfile', arguments: args },
      false,
    );
    expect(unchanged).toBe(true);
    expect(answer).toContain('unknown argument "replace_fle"');
    expect(answer).toContain(ARGUMENTS);
  });

  it('T2: an unknown top-level key of apply_changes is refused by name, nothing applied', async () => {
    const op = { op: 'write_projectfile', project: 'remote-control', path: 'decisions.md', content: '- x' };
    const { unchanged, answer } = await firstCallAnswer(
      { name: 'apply_changes', arguments: { ops: [op], dry_runn: true } },
      true,
    );
    expect(unchanged).toBe(true);
    expect(answer).toContain('dry_runn');
  });
});
