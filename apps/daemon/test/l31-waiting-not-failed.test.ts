/**
 * L31: while the daemon waits to run a meeting again — a model endpoint that cannot be reached
 * (S51, retried without end), a transient failure before `daemon.retry.attempts` runs (C8), a
 * configuration problem that pauses summaries (S50) — its meeting note said `status: failed`,
 * which the agent set on every failed run. docs/vault-format.md allows only `recording | ended |
 * summarized | failed`, so the note now keeps `status: ended` while the daemon waits, and the
 * context note's `## Run failed` record says the daemon runs it again (and when) and that it is
 * not marked failed; `failed` comes only when the daemon gives up (the last of the attempts).
 * Built `ma-daemon` child processes, scripted model server (or a closed port), temp vaults.
 * Spec: L31; docs/vault-format.md (Meeting note); apps/daemon/README.md (Work).
 */
import { parseNote } from '@ma/core';
import { type ScriptedTurn, startReadingServer as startScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { entries, type TestVault, testResources, waitFor } from './daemon-harness.js';

const t = testResources();
const A = '2026-11-20 Alpha';

const status = async (v: TestVault) => parseNote(await v.read(`Meetings/${A}.md`)).frontmatter?.data.status;
const context = (v: TestVault) => v.read(`Assistant/${A}.md`);

describe('L31: a meeting the daemon will run again is not marked failed', () => {
  it('L31 unreachable endpoint: while the daemon waits, status stays ended and the context note says when it runs again', async () => {
    const gone = await startScriptedServer(() => ({ text: 'never' }));
    const { port } = gone;
    await gone.close();
    const v = await t.vault({
      model: { baseURL: `http://127.0.0.1:${port}/v1`, model: 'm', retry: { attempts: 0, delayMs: 0 } },
      daemon: { retry: { attempts: 1, delayMs: 600_000 } },
    });
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    const d = t.daemon(v, []);
    await d.ready();
    await waitFor(
      'the first retry planned',
      async () => (await entries(v, 'run failed (transient): retrying later')).length === 1,
    );
    expect(await status(v)).toBe('ended');
    const record = await context(v);
    expect(record).toContain('## Run failed');
    expect(record).toMatch(
      /The model endpoint cannot be reached: the daemon runs this meeting again at \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d, and keeps trying \(at most every 30 minutes\) until the endpoint answers\. Not marked failed/,
    );
  }, 60_000);

  it('L31 transient HTTP 503: status ended between the runs, failed (and no "runs again") once the attempts are used up', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const server = t.server(
      await startScriptedServer(async (): Promise<ScriptedTurn> => {
        runs++;
        // The second run waits until the test has looked at the note between the two runs.
        if (runs === 2) await held;
        return { status: 503, body: { error: { message: 'model is loading' } } };
      }),
    );
    const v = await t.vault({
      model: { baseURL: server.baseURL, model: 'm', retry: { attempts: 0, delayMs: 0 } },
      daemon: { retry: { attempts: 2, delayMs: 100 } },
    });
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    t.daemon(v, []);
    await waitFor(
      'the retry planned',
      async () => (await entries(v, 'run failed (transient): retrying later')).length === 1,
    );
    await waitFor('the second run asked', async () => runs === 2);
    expect(await status(v)).toBe('ended');
    expect(await context(v)).toMatch(
      /The daemon runs this meeting again at \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d\. Not marked failed: the meeting note keeps its status/,
    );
    release();
    await waitFor('the final failure', async () => (await entries(v, 'run failed')).length === 1);
    expect(await status(v)).toBe('failed');
    const records = (await context(v)).split('## Run failed').slice(1);
    expect(records).toHaveLength(2);
    expect(records[1]).not.toContain('runs this meeting again');
  }, 60_000);

  it('L31 configuration problem (HTTP 401): paused, status stays ended, the record says so', async () => {
    const server = t.server(
      await startScriptedServer(() => ({
        status: 401,
        body: { error: { message: 'Incorrect API key provided' } },
      })),
    );
    const v = await t.vault({
      model: { baseURL: server.baseURL, model: 'm', retry: { attempts: 0, delayMs: 0 } },
    });
    await v.writeTranscript(A);
    await v.writeMeeting(A, 'ended');
    t.daemon(v, []);
    await waitFor(
      'paused',
      async () => (await entries(v, 'configuration problem: summaries paused')).length === 1,
    );
    await waitFor('the run recorded', async () =>
      (await context(v).catch(() => '')).includes('## Run failed'),
    );
    expect(await status(v)).toBe('ended');
    expect(await context(v)).toContain('The daemon paused summaries on this configuration problem');
  }, 60_000);
});
