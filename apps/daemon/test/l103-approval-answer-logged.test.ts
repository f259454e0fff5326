/**
 * L103: the daemon logged "approval requested" for each approval a run raised, but never the
 * answer: whether the user approved, denied or let it expire could only be read in the request
 * note (if there was one). Now each answer is logged beside it: `approval answered: denied`,
 * `approval answered: expired without an answer`, with the request's id and `outcome`. Real daemon
 * process, the scripted model server, a temp vault.
 * Spec: issue 12 (Notifications through `@ma/notifier`).
 */
import { mkdir } from 'node:fs/promises';
import { startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { readLog, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();

const NAME = '2026-11-20 Remote control kickoff';
const SUMMARY = '## Summary\nThe team chose a rubber casing.\n';

async function setup(approvals: Record<string, unknown>): Promise<TestVault> {
  const server = t.server(
    await startScriptedServer([
      {
        toolCalls: [
          {
            name: 'request_project_association',
            arguments: { project: 'remote-control', reason: 'The casing was discussed.' },
          },
        ],
      },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] },
      { text: 'Summary written.' },
    ]),
  );
  const v = await t.vault({
    approvals,
    model: {
      baseURL: server.baseURL,
      model: 'test-model',
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 60_000,
    },
  });
  await v.writeTranscript(NAME);
  await v.writeMeeting(NAME, 'ended');
  await mkdir(v.abs('Projects/remote-control'), { recursive: true });
  return v;
}

const answered = async (v: TestVault) =>
  (await readLog(v)).filter((e) => typeof e.msg === 'string' && e.msg.startsWith('approval answered'));

describe('L103: the daemon logs the answer to an approval it requested', () => {
  it('L103: a denied approval is logged as "approval answered: denied" with its id', async () => {
    const v = await setup({ prompt: 'deny', timeoutMs: 60_000 });
    t.daemon(v);
    await waitFor('the run', async () => (await readLog(v)).some((e) => e.msg === 'run done'));
    const requested = (await readLog(v)).find((e) => e.msg === 'approval requested');
    expect(requested).toBeDefined();
    const logged = await answered(v);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'approval answered: denied',
      id: requested!.id,
      outcome: 'denied',
    });
  }, 180_000);

  it('L103: an approval nobody answered in its request note is logged as expired', async () => {
    const v = await setup({ prompt: 'vault-note', timeoutMs: 1000 });
    t.daemon(v);
    await waitFor('the run', async () => (await readLog(v)).some((e) => e.msg === 'run done'));
    const requested = (await readLog(v)).find((e) => e.msg === 'approval requested');
    const logged = await answered(v);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'approval answered: expired without an answer',
      id: requested!.id,
      outcome: 'timeout',
    });
  }, 180_000);
});
