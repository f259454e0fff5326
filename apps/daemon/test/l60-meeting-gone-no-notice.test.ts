/**
 * L60: a meeting note deleted while the daemon summarized it failed its run ("moved, renamed or
 * deleted during the run") and the user got a "Summary failed" notification — for a meeting they had
 * just deleted — and a `failed` record. Now a run whose meeting note is gone is logged ("meeting note
 * gone during its run"), nothing is notified and no failure or retry is recorded.
 * Built `ma-daemon` child process, the scripted model server holding its answer, temp vault.
 * Spec: L60; apps/daemon/README.md (Work; Notifications).
 */
import { rm } from 'node:fs/promises';
import { type ChatRequest, type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, readLog, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

describe('L60: no "Summary failed" for a meeting deleted during its run', () => {
  it('L60: the note is deleted while the model answers: logged, not notified, not recorded', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const model = t.server(
      await startScriptedServer(async (req: ChatRequest): Promise<ScriptedTurn> => {
        await held;
        if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
        return {
          toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }],
        };
      }),
    );
    const vault = await t.vault({
      daemon: { retry: { attempts: 3, delayMs: 600_000 } },
      model: { baseURL: model.baseURL, model: 'test-model', retry: { attempts: 0, delayMs: 0 } },
    });
    const name = '2026-11-20 Alpha';
    const meeting = `Meetings/${name}.md`;
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    t.daemon(vault);
    await waitFor('the first model request', () => model.requests.length >= 1);
    await rm(vault.abs(meeting));
    release();
    await waitFor(
      'the gone meeting logged',
      async () =>
        (await entries(vault, 'meeting note gone during its run: no failure recorded or notified', meeting))
          .length === 1,
    );
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'notify' && e.kind === 'run-failed')).toEqual([]);
    expect(log.filter((e) => e.msg === 'run failed')).toEqual([]);
    const records = JSON.parse(await vault.read('.meeting-assistant/daemon/meetings.json'));
    expect((records.meetings ?? records)[meeting]).toBeUndefined();
  }, 120_000);
});
