/**
 * Review 5 Q7: the daemon never summarizes a meeting that is still being recorded. A transient
 * failure's retry (which does not look at the status: the failed run itself may have set
 * `status: failed`) finds the recorder set `status: recording` meanwhile: the run is refused, the
 * status stays `recording`, nothing is recorded as failed and no failure is notified; once the note
 * says `ended` again the meeting is summarized.
 * Real daemon child process, real files, @ma/testkit's scripted server.
 * Spec: apps/daemon/README.md (trigger); docs/vault-format.md (`status`); review5 Q7.
 */
import { parseNote } from '@ma/core';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, type TestVault, testResources, waitFor } from './daemon-harness.js';

const use = testResources();

const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const SUMMARY =
  '## Summary\nThe team chose a rubber casing.\n\n## Decisions\n- Rubber casing\n\n## Next steps\n';

describe('Q7: the daemon and a meeting still being recorded', () => {
  it('Q7: a retry finds the meeting recording again: not run, not failed, status kept; run once it has ended', async () => {
    let first = true;
    let vault: TestVault | undefined;
    const server = use.server(
      await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
        if (first) {
          first = false;
          // The recorder resumes while the model is loading.
          await vault!.writeMeeting(NAME, 'recording');
          return { status: 503, body: { error: { message: 'model is loading' } } };
        }
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }],
        };
      }),
    );
    vault = await use.vault({
      daemon: { retry: { attempts: 3, delayMs: 200 } },
      model: {
        baseURL: server.baseURL,
        model: 'test-model',
        retry: { attempts: 0, delayMs: 0 },
        timeoutMs: 60_000,
      },
    });
    const v = vault;
    await v.writeTranscript(NAME);
    await v.writeMeeting(NAME, 'ended');
    use.daemon(v);
    await waitFor(
      'the refused retry',
      async () => (await entries(v, 'not summarized: still being recorded', M)).length === 1,
    );
    const log = await readLog(v);
    expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
    expect(log.filter((e) => e.msg === 'notify' && e.kind === 'run-failed')).toEqual([]);
    expect(parseNote(await v.read(M)).frontmatter?.data.status).toBe('recording');
    expect(server.requests).toHaveLength(1);
    // The recording ends: the meeting is summarized.
    await v.writeMeeting(NAME, 'ended');
    await waitFor('the run', async () => (await entries(v, 'run done', M)).length === 1);
    expect(parseNote(await v.read(M)).frontmatter?.data.status).toBe('summarized');
  }, 180_000);
});
