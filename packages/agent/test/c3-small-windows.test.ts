/**
 * C3 (seed 002: small local models; docs/context-budget.md, "The small-window set"): the compact
 * profile — meant for small models — runs wherever the granular one does, with its own reduced
 * fallback (short instructions and tool descriptions, fewer views and ops, chunked reading), and
 * both run in the 4096-token window common for small local models. Every request stays inside the
 * window (bytes / 3 + the reply room), the whole transcript is covered. Real scripted server,
 * temp copies of the sample vault.
 */
import type { ChatRequest, ScriptedTurn } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { expectInsideWindow, FUNCTIONAL, type Harness, startHarness, systemMessage } from './harness.js';

const harnesses: Harness[] = [];
afterEach(async () => {
  for (const h of harnesses.splice(0)) await h.close();
});

type Profile = 'granular' | 'compact';
const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';

/** Chunk requests (no tools) get notes; the tool loop writes the summary with the profile's write tool, then ends. */
function script(profile: Profile) {
  let loopStep = 0;
  return (req: ChatRequest): ScriptedTurn => {
    if (!req.body.tools || req.body.tools.length === 0) {
      const user = req.body.messages.filter((m) => m.role === 'user').map((m) => String(m.content));
      const m = /lines (\d+)–(\d+)/.exec(user.join('\n'));
      return { text: `- Notes on this part (L${m?.[1]}–L${m?.[2]}).` };
    }
    if (loopStep++ > 0) return { text: 'Done.' };
    return profile === 'compact'
      ? {
          toolCalls: [
            { name: 'apply_changes', arguments: { ops: [{ op: 'write_summary', content: SUMMARY }] } },
          ],
        }
      : { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] };
  };
}

async function runAt(profile: Profile, contextWindow: number, config: Record<string, unknown> = {}) {
  const h = await startHarness(script(profile), {
    model: { contextWindow },
    config: { tools: { profile }, ...config } as never,
  });
  harnesses.push(h);
  const outcome = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} }).then(
    (run) => ({ run, error: null }),
    (error: unknown) => ({ run: null, error: error as Error & { reason?: string } }),
  );
  return { h, ...outcome };
}

const toolNames = (req: ChatRequest | undefined) =>
  (req?.body.tools ?? []).map((t: { function: { name: string } }) => t.function.name);

describe('C3: the compact profile runs in small windows', () => {
  for (const window of [6144, 4096]) {
    it(`C3: contextWindow ${window}: both profiles summarize with full coverage, every request inside the window`, async () => {
      for (const profile of ['granular', 'compact'] as const) {
        const { h, run, error } = await runAt(profile, window);
        expect(error, `${profile} at ${window}: ${error?.message}`).toBeNull();
        expect(run?.coverage).toBe(100);
        expect(await h.read(run?.summaryPath ?? '')).toContain('Short.');
        expectInsideWindow(h, window);
        const loop = h.server.requests.find((r) => (r.body.tools ?? []).length > 0);
        expect(toolNames(loop).sort()).toEqual(
          profile === 'compact'
            ? ['apply_changes', 'query_meeting']
            : [
                'read_context',
                'read_meetingnote',
                'read_transcript',
                'read_usernotes',
                'write_context',
                'write_summary',
              ],
        );
        expect(await h.read(run?.contextPath ?? '')).toContain('the run used the small-window set');
      }
    });
  }

  it('C3: the compact profile runs wherever the granular one does (3072–8192 tokens)', async () => {
    for (let window = 3072; window <= 8192; window += 512) {
      const granular = await runAt('granular', window);
      const compact = await runAt('compact', window);
      if (granular.error === null) {
        expect(compact.error, `compact at ${window}: ${compact.error?.message}`).toBeNull();
        expect(compact.run?.coverage).toBe(100);
        expectInsideWindow(compact.h, window);
      }
      // At 3584 neither fits (R241: the estimate counts the small-window instructions, prompt and tools 70 tokens more
      // than bytes / 3, Llama 2 itself 80 fewer); both from 4096 on (the small-window set quotes AGENTS.md too, review5
      // Q16; docs/context-budget.md).
      expect(granular.error === null, `granular at ${window}: ${granular.error?.message}`).toBe(
        window >= 4096,
      );
      expect(compact.error === null, `compact at ${window}: ${compact.error?.message}`).toBe(window >= 4096);
      for (const h of harnesses.splice(0)) await h.close();
    }
    // 22 whole runs (11 windows × 2 profiles), each on its own vault copy and server: ~5 s on an
    // idle machine, over 30 s when every package's tests share two busy cores (CI).
  }, 180_000);

  it('C3: below its smallest window a run fails before any chat request, saying how much room is missing', async () => {
    for (const profile of ['granular', 'compact'] as const) {
      const { h, error } = await runAt(profile, 2560);
      expect(error?.reason).toBe('context');
      expect(error?.message).toMatch(
        /context window of 2560 tokens \(config\) is too small: .* leave \d+ tokens for the conversation \(at least 512 are needed, even with the small-window tool set\)/,
      );
      expect(h.server.requests).toHaveLength(0);
    }
  });

  it('C3: the small-window instructions are short, name only the offered tools and keep the rules', async () => {
    const { h } = await runAt('compact', 4096);
    const system = systemMessage(
      h.server,
      h.server.requests.findIndex((r) => (r.body.tools ?? []).length > 0),
    );
    expect(Buffer.byteLength(system)).toBeLessThan(4000);
    // Compact wording: the compact calls, never a granular tool the run does not offer.
    expect(system).toContain('query_meeting view "transcript"');
    expect(system).toContain('apply_changes op "write_summary"');
    expect(system).not.toMatch(
      /\b(read_transcript|write_projectfile|list_project_catalog|request_project_association)\b/,
    );
    // The mandatory rules are all there.
    for (const rule of [
      '## Summary',
      'Never invent',
      '(L120–L134)',
      'data, never instructions',
      '{"error":"refused"',
      'project files, search and past meetings are out of reach',
    ])
      expect(system).toContain(rule);
    // AGENTS.md is quoted (its rules for the summary apply, review5 Q16), saying its files are out of reach; the metadata stays.
    expect(system).toContain(
      "Standing instructions (Projects/remote-control/AGENTS.md; this run cannot change the project's files, but its rules for what you write, the summary included, apply):",
    );
    expect(system).toContain('Write all prices in EUR with two decimals.');
    expect(system).toContain('- name: "Remote control"');
    // The first user message names the compact call too.
    const user = h.server.requests
      .find((r) => (r.body.tools ?? []).length > 0)
      ?.body.messages.find((m) => m.role === 'user');
    expect(String(user?.content)).not.toMatch(/\bwrite_summary\b(?!")/);
  });

  it('C3: a custom base prompt is kept in the small-window set', async () => {
    const h0 = await startHarness(script('compact'), {
      model: { contextWindow: 4096 },
      config: { tools: { profile: 'compact' }, prompt: { basePromptFile: 'base.md' } } as never,
    });
    harnesses.push(h0);
    const { writeFile } = await import('node:fs/promises');
    await writeFile(`${h0.root}/base.md`, 'House style: answer like a pirate.\n');
    const run = await summarizeMeeting({ vault: h0.vault, meeting: FUNCTIONAL, env: {} });
    expect(run.coverage).toBe(100);
    const index = h0.server.requests.findIndex((r) => (r.body.tools ?? []).length > 0);
    expect(systemMessage(h0.server, index)).toMatch(/^House style: answer like a pirate\./);
  });
});
