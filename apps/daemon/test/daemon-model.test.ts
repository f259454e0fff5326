/**
 * `ma-daemon run` against the scripted OpenAI-compatible server: kill -9 and restart, stopping,
 * transient failures. Spec: issue 12 (Tests; "Work"; "Stopping").
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { parseNote } from '@ma/core';
import {
  type ChatRequest,
  type ScriptedServer,
  type ScriptedTurn,
  startReadingServer as startScriptedServer,
} from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import {
  type DaemonChild,
  daemonBin,
  entries,
  readLog,
  type TestVault,
  testResources,
  waitFor,
  waitForQuietLook,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;
let server: ScriptedServer | undefined;

const NAME = '2026-11-20 Remote control kickoff';
const M = `Meetings/${NAME}.md`;
const SUMMARY =
  '## Summary\nThe team chose a rubber casing.\n\n## Decisions\n- Rubber casing\n\n## Next steps\n- [ ] Ben Okafor: price it\n';

/**
 * A model that writes the summary and then says it is done. While `hold.on` is true its first
 * answer waits until `hold.release()` (or forever: the server's close ends the connection).
 */
function agentScript(hold: { on: boolean; gate: Promise<void>; release(): void }) {
  return async (req: ChatRequest): Promise<ScriptedTurn> => {
    if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
    if (hold.on) await hold.gate;
    return { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] };
  };
}

function makeHold(on = true) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { on, gate, release };
}

async function setup(
  script: Parameters<typeof startScriptedServer>[0],
  daemon: Record<string, unknown> = {},
  approvals?: unknown,
) {
  server = t.server(await startScriptedServer(script));
  vault = await t.vault({
    daemon,
    approvals,
    model: {
      baseURL: server.baseURL,
      model: 'test-model',
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 60_000,
    },
  });
  await vault.writeTranscript(NAME);
  await vault.writeMeeting(NAME, 'ended');
  return vault;
}

function start(v: TestVault): DaemonChild {
  const d = t.daemon(v);
  return d;
}

/** The note without the lines a run may change (status and the links it adds). */
const stable = (text: string) =>
  text
    .split('\n')
    .filter((l) => !/^(status|context|summary):/.test(l))
    .join('\n');

function ma(args: string[]): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [daemonBin, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

describe('ma-daemon run with a model', () => {
  it('issue 12: kill -9 during a run, then a restart: the meeting is summarized exactly once, no note truncated', async () => {
    const hold = makeHold();
    const v = await setup(agentScript(hold));
    const before = await v.read(M);
    const transcriptBefore = await v.read(`Transcripts/${NAME}.md`);
    const first = start(v);
    await waitFor('the model request', () => server!.requests.length >= 1);
    first.child.kill('SIGKILL');
    await first.exited;
    hold.on = false;
    const note = await v.read(M);
    expect(parseNote(note).frontmatter?.data.status).toBe('ended');
    expect(stable(note)).toBe(stable(before));
    const second = start(v);
    await waitFor('the run after the restart', async () => (await entries(v, 'run done', M)).length === 1);
    // Its own writes looked at and no second run (no fixed wait: L158).
    await waitForQuietLook(
      v,
      M,
      (await readLog(v)).map((e) => e.msg === 'run start' && e.meeting === M).lastIndexOf(true),
    );
    const log = await readLog(v);
    expect(log.filter((e) => e.msg === 'run start' && e.pid === second.child.pid)).toHaveLength(1);
    expect(log.filter((e) => e.msg === 'run done')).toHaveLength(1);
    const after = await v.read(M);
    expect(parseNote(after).frontmatter?.data.status).toBe('summarized');
    expect(stable(after)).toBe(stable(before));
    expect(await v.read(`Transcripts/${NAME}.md`)).toBe(transcriptBefore);
    expect(await v.read(`Summaries/${NAME}.md`)).toContain('The team chose a rubber casing.');
    const context = await v.read(`Assistant/${NAME}.md`);
    expect(context.match(/^## Run .*summary written/gm)).toHaveLength(1);
    // Nothing went to the trash: there was never a second summary to replace.
    expect(await readdir(v.abs('.trash')).catch(() => [])).toEqual([]);
  }, 180_000);

  it('issue 12: SIGTERM lets the running summary finish (status shows it running), then exits 0', async () => {
    const hold = makeHold();
    const v = await setup(agentScript(hold), { shutdownMs: 120_000 });
    const d = start(v);
    await waitFor('the model request', () => server!.requests.length >= 1);
    const status = await ma(['status', '--vault', v.root]);
    expect(status.stdout).toMatch(new RegExp(`running: \\n  ${M.replace(/[.]/g, '\\.')} \\(since `));
    expect(status.stdout).toMatch(/last scan: \d{4}-\d\d-\d\dT/);
    d.child.kill('SIGTERM');
    await waitFor(
      'the stop to begin',
      async () => (await entries(v, 'stopping: waiting for running summaries')).length === 1,
    );
    hold.release();
    expect(await d.exited).toEqual({ code: 0, signal: null });
    const msgs = (await readLog(v)).map((e) => e.msg);
    expect(msgs.indexOf('stopping: waiting for running summaries')).toBeLessThan(msgs.indexOf('run done'));
    expect(msgs.at(-1)).toBe('stopped');
    expect(parseNote(await v.read(M)).frontmatter?.data.status).toBe('summarized');
    expect((await ma(['status', '--vault', v.root])).stdout).toContain('daemon: not running');
    expect(await readdir(v.abs('.meeting-assistant/locks'))).toEqual([]);
  }, 180_000);

  it('issue 12: past the shutdown deadline the run is cancelled; a second signal quits at once; no note truncated', async () => {
    const v = await setup(agentScript(makeHold()), { shutdownMs: 300 });
    const before = await v.read(M);
    const d = start(v);
    await waitFor('the model request', () => server!.requests.length >= 1);
    d.child.kill('SIGTERM');
    expect(await d.exited).toEqual({ code: 0, signal: null });
    expect((await readLog(v)).map((e) => e.msg)).toContain('deadline reached: cancelling running summaries');
    expect(parseNote(await v.read(M)).frontmatter?.data.status).toBe('ended');
    expect(await v.read(`Assistant/${NAME}.md`)).toMatch(/aborted|cancel/i);
    expect(await readdir(v.abs('.meeting-assistant/locks'))).toEqual([]);

    const again = start(v);
    await waitFor('the second model request', () => server!.requests.length >= 2);
    again.child.kill('SIGTERM');
    await waitFor('the first signal to be seen', () => again.stderr().includes('stopping cleanly'));
    // A second request (the same SIGTERM right away would be the same stop delivered twice: L200).
    again.child.kill('SIGHUP');
    expect(await again.exited).toEqual({ code: 129, signal: null });
    const note = await v.read(M);
    expect(parseNote(note).frontmatter?.data.status).toBe('ended');
    expect(stable(note)).toBe(stable(before));
    expect(await readdir(v.abs('Summaries'))).toEqual([]);
    // The lock itself is gone (the owner record beside it may stay: it never locks anything).
    expect((await readdir(v.abs('.meeting-assistant/locks'))).filter((n) => n.endsWith('.lock'))).toEqual([]);
  }, 180_000);

  it('issue 12, C8: transient model failures are run again with backoff until daemon.retry.attempts runs in all, then failed with the reason until the note changes', async () => {
    const v = await setup(() => ({ status: 503, body: { error: { message: 'model is loading' } } }), {
      retry: { attempts: 2, delayMs: 200 },
    });
    start(v);
    await waitFor('the final failure', async () => (await entries(v, 'run failed', M)).length === 1);
    // `run failed` (not `… retrying later`) is the decision that no attempt follows; the daemon
    // saves its record and then notifies, so the notice is the last line to wait for (no fixed wait: L158).
    await waitFor('the failure notice', async () =>
      (await readLog(v)).some((e) => e.msg === 'notify' && e.kind === 'run-failed'),
    );
    const log = await readLog(v);
    expect(log.filter((e) => e.msg === 'run start').map((e) => e.attempt)).toEqual([1, 2]);
    expect(
      log.filter((e) => e.msg === 'run failed (transient): retrying later').map((e) => e.retryInMs),
    ).toEqual([200]);
    expect(log.find((e) => e.msg === 'run failed')).toMatchObject({ reason: 'model', attempts: 2 });
    expect(log.find((e) => e.msg === 'notify' && e.kind === 'run-failed')?.reason).toMatch(
      /model is loading/,
    );
    expect(parseNote(await v.read(M)).frontmatter?.data.status).toBe('failed');
    const status = await ma(['status', '--vault', v.root]);
    expect(status.stdout).toMatch(
      new RegExp(
        `failed: \\n  ${M.replace(/[.]/g, '\\.')} \\(.*, model, after 2 run\\(s\\)\\): .*model is loading`,
      ),
    );
    const json = JSON.parse((await ma(['status', '--vault', v.root, '--json'])).stdout);
    expect(json.failed[0]).toMatchObject({ meeting: M, state: 'failed', reason: 'model' });
    // The note changes (the user sets it back to ended): one more round.
    const requests = server!.requests.length;
    await v.writeMeeting(NAME, 'ended');
    await waitFor('a new run', async () => (await entries(v, 'run start', M)).length === 4);
    await waitFor('its model request', () => server!.requests.length > requests);
  }, 180_000);

  it('issue 12: the approvals a run raises and its workflow requests go through the notifier (policy "deny")', async () => {
    const v = await setup(
      [
        {
          toolCalls: [
            {
              name: 'request_project_association',
              arguments: { project: 'remote-control', reason: 'The casing was discussed.' },
            },
            {
              name: 'request_workflow_change',
              arguments: {
                intention: 'Add a Risks section to the template',
                prompt: 'Add "## Risks" to summary.template.',
              },
            },
          ],
        },
        { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] },
        { text: 'Summary written.' },
      ],
      {},
      { prompt: 'deny', timeoutMs: 60_000 },
    );
    const { mkdir } = await import('node:fs/promises');
    await mkdir(v.abs('Projects/remote-control'), { recursive: true });
    start(v);
    await waitFor('the run and the settled request', async () => {
      const log = await readLog(v);
      return log.some((e) => e.msg === 'run done') && log.some((e) => e.msg === 'workflow request settled');
    });
    const log = await readLog(v);
    expect(
      log.find((e) => e.msg === 'approval requested' && String(e.id).includes('remote-control')),
    ).toBeDefined();
    expect(log.find((e) => e.msg === 'workflow request')).toMatchObject({
      meeting: M,
      intention: 'Add a Risks section to the template',
      status: 'requested',
    });
    expect(log.find((e) => e.msg === 'workflow request settled')).toMatchObject({ outcome: 'denied' });
    // Denied: the meeting is not bound to the project.
    expect(parseNote(await v.read(M)).frontmatter?.data.projects).toBeUndefined();
    expect(
      server!.requests[1]?.body.messages?.filter((m: { role: string }) => m.role === 'tool'),
    ).toHaveLength(2);
  }, 180_000);
});

describe('A2: shutdown cancels pending approvals', () => {
  it('A2: on SIGTERM a pending project approval is cancelled at once (its note says so); the run goes on and finishes', async () => {
    const v = await setup(
      [
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
      ],
      // Long enough that waiting for the user instead would end the run by the deadline.
      { shutdownMs: 60_000 },
      { prompt: 'vault-note', timeoutMs: 600_000 },
    );
    const { mkdir, readFile } = await import('node:fs/promises');
    await mkdir(v.abs('Projects/remote-control'), { recursive: true });
    const before = await v.read(M);
    const d = start(v);
    const note = await waitFor('the request note', async () => {
      const names = await readdir(v.abs('Assistant/Requests')).catch(() => [] as string[]);
      const name = names.find((n) => n.endsWith('.md'));
      return name ? v.abs(`Assistant/Requests/${name}`) : undefined;
    });
    expect(await readFile(note, 'utf8')).toContain('status: pending');
    d.child.kill('SIGTERM');
    const exit = await d.exited;
    expect(exit.code).toBe(0);
    const text = await readFile(note, 'utf8');
    expect(text).toContain('status: cancelled');
    expect(text).toMatch(/Outcome: cancelled .*ticking a box now changes nothing/);
    const log = await readLog(v);
    const cancelledAt = log.findIndex((e) => e.msg === 'stopping: cancelling pending approvals');
    expect(cancelledAt).toBeGreaterThanOrEqual(0);
    const waiting = log.findIndex((e) => e.msg === 'stopping: waiting for running summaries');
    if (waiting >= 0) expect(cancelledAt).toBeLessThan(waiting);
    // The model was told "cancelled", went on, and the run finished well before the deadline.
    expect(JSON.stringify(server!.requests[1]?.body.messages)).toContain(
      'cancelled: the run was cancelled or the application is shutting down',
    );
    expect(log.some((e) => e.msg === 'run done')).toBe(true);
    expect(log.some((e) => e.msg === 'deadline reached: cancelling running summaries')).toBe(false);
    expect(stable(await v.read(M))).toBe(stable(before));
  }, 180_000);

  it('Q5: the request note shows the whole workflow prompt; acceptance saves it and names the ma settings --prompt-file command', async () => {
    // Seed 004: "Only acceptance … automatically submits the complete detailed prompt".
    const PROMPT = `DETAILED-PROMPT-XYZ: In the summary template add "## Prices" after "## Decisions". ${'List every price in EUR with its line citation. '.repeat(15)}END-OF-PROMPT-XYZ`;
    const v = await setup(
      [
        {
          toolCalls: [
            {
              name: 'request_workflow_change',
              arguments: { intention: 'Always list prices in EUR', prompt: PROMPT },
            },
          ],
        },
        { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] },
        { text: 'Summary written.' },
      ],
      {},
      { prompt: 'vault-note', timeoutMs: 120_000 },
    );
    start(v);
    const note = await waitFor('the request note', async () => {
      const names = await readdir(v.abs('Assistant/Requests')).catch(() => [] as string[]);
      const found = names.find((n) => n.endsWith('.md') && !n.endsWith('.prompt.md'));
      return found ? `Assistant/Requests/${found}` : undefined;
    });
    const text = await v.read(note);
    expect(text).toContain(PROMPT);
    expect(text).toContain('Always list prices in EUR');
    // Q5: the run's record in the context note lists the request, its note and that it is pending.
    await waitFor('the run', async () => (await readLog(v)).find((e) => e.msg === 'run done'));
    const context = `Assistant/${NAME}.md`;
    const line = (await v.read(context)).split('\n').find((l) => l.startsWith('- workflow request:'));
    expect(line).toContain('"Always list prices in EUR"');
    expect(line).toContain(`[[${note.replace(/\.md$/, '')}]]`);
    expect(line).toContain('pending');
    await writeFile(v.abs(note), text.replace('- [ ] Approve', '- [x] Approve'));
    const accepted = await waitFor('the accepted request', async () =>
      (await readLog(v)).find((e) => e.msg === 'workflow request accepted'),
    );
    const promptFile = String(accepted.promptFile);
    expect(promptFile.startsWith(v.abs('Assistant/Requests/'))).toBe(true);
    expect(await readFile(promptFile, 'utf8')).toBe(`${PROMPT}\n`);
    // Quoted: the request id's `:` is a space in the file name (one name rule with core, L115).
    expect(promptFile).toContain(' ');
    expect(String(accepted.command)).toBe(`ma settings --vault ${v.root} --prompt-file '${promptFile}'`);
    const settled = await waitFor('the settled request', async () =>
      (await readLog(v)).find((e) => e.msg === 'workflow request settled'),
    );
    expect(settled).toMatchObject({ outcome: 'approved' });
    // Q5: the outcome, decided after the run, follows in the context note.
    const followed = await waitFor('the outcome in the context note', async () => {
      const text = await v.read(context);
      return /^## Workflow request .*: approved by the user$/m.test(text) ? text : undefined;
    });
    expect(followed).toContain('approved by the user: its whole prompt was handed to the settings agent');
  }, 180_000);
});
