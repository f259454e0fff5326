/**
 * Leftover (session 17): the daemon's `run done` log line named no tool calls, so a run whose calls
 * were refused or not run (the step's context budget) read like a clean one. It now carries
 * `steps`, `toolCalls` and `toolOutcomes` (refused, not run, failed) for an agent run.
 * Built `ma-daemon` child process, the real watcher, the scripted OpenAI-compatible server, temp vaults.
 * Spec: docs/contracts.md, @ma/agent (`SummaryRun.toolOutcomes`); apps/daemon/README.md (log).
 */
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;

describe('the run-done line counts what did not run as asked', () => {
  it("a run with a refused call says so in its 'run done' log line (toolOutcomes), not like a clean one", async () => {
    const SUMMARY =
      '## Summary\nThe team chose a rubber casing.\n\n## Decisions\n- Rubber casing\n\n## Next steps\n';
    const server = t.server(
      await startScriptedServer((req: ChatRequest): ScriptedTurn => {
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [
            { name: 'read_projectfile', arguments: { project: 'Nope', path: 'x.md' } },
            { name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } },
          ],
        };
      }),
    );
    const vault = await t.vault({
      model: {
        baseURL: server.baseURL,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: 60_000,
      },
    });
    await vault.writeTranscript(NAME);
    await vault.writeMeeting(NAME, 'ended');
    await t.daemon(vault).ready();
    const [done] = await waitFor('the run', async () => {
      const found = await entries(vault, 'run done', M);
      return found.length > 0 ? found : null;
    });
    expect(done).toMatchObject({
      engine: 'agent',
      steps: 2,
      toolCalls: 3, // with the scripted model's read of the transcript in its write step (L285)
      toolOutcomes: { refused: 1, notRun: 0, failed: 0 },
    });
  });
});
