/**
 * Post-summary hooks and hand-edited summaries, end to end with the offline engine.
 * Spec: issue 12 ("Post-summary hooks"; "a meeting whose summary was edited by hand is left alone
 * and reported").
 */
import { createHmac } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { summarizeMeeting } from '@ma/agent';
import { loadConfig, openVault } from '@ma/core';
import { describe, expect, it } from 'vitest';
import {
  daemonStatus,
  entries,
  handEditedEntries,
  readLog,
  type TestVault,
  testResources,
  waitFor,
} from './daemon-harness.js';

const t = testResources();
let vault: TestVault | undefined;

/**
 * Waits for the daemon's `no run` line of `meeting` with reason `hand-edited`: the look that reported
 * the hand edit is over and made no run (the event instead of a fixed quiet period: leftovers C L158).
 */
async function waitForHandEditedLook(v: TestVault, meeting: string): Promise<void> {
  await waitFor('the hand-edited look to end', async () =>
    (await entries(v, 'no run', meeting)).some((e) => e.reason === 'hand-edited'),
  );
}

describe('ma-daemon hooks and hand-edited summaries', () => {
  it('issue 12: the onSummary argv runs without a shell with the paths in env vars; the webhook is signed and retried; a failing hook never fails the run', async () => {
    const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => {
        body += d;
      });
      req.on('end', () => {
        seen.push({ headers: req.headers, body });
        res.statusCode = seen.length === 1 ? 502 : 204;
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.server(server);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/summary`;
    vault = await t.vault();
    const out = vault.abs('../hook-env.json');
    const script = vault.abs('../hook.mjs');
    // Records its argv and environment, then fails: the run must still count as done.
    await writeFile(
      script,
      `import { writeFileSync } from 'node:fs';
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MA_')));
writeFileSync(process.argv[2], JSON.stringify({ argv: process.argv.slice(3), env }));
process.stderr.write('hook says no');
process.exit(3);`,
    );
    const config = JSON.parse(await vault.read('meeting-assistant.json'));
    config.daemon.hooks = {
      onSummary: [process.execPath, script, out, '$(touch pwned); echo *'],
      webhook: { url, secretEnv: 'HOOK_SECRET', attempts: 3, timeoutMs: 5000 },
    };
    await writeFile(vault.abs('meeting-assistant.json'), JSON.stringify(config));
    const name = "2026-11-20 Budget; rm -rf $HOME 'x'";
    await vault.writeTranscript(name);
    await vault.writeMeeting(name, 'ended');
    t.daemon(vault, [], { HOOK_SECRET: 'shh' });
    await waitFor(
      'both hooks',
      async () =>
        (await entries(vault!, 'run done')).length === 1 &&
        seen.length === 2 &&
        (await entries(vault!, 'hook failed')).length === 1 &&
        (await entries(vault!, 'hook done')).length === 1,
    );
    const recorded = JSON.parse(await readFile(out, 'utf8'));
    expect(recorded.argv).toEqual(['$(touch pwned); echo *']);
    expect(recorded.env).toMatchObject({
      MA_VAULT: vault.root,
      MA_MEETING: `Meetings/${name}.md`,
      MA_MEETING_PATH: vault.abs(`Meetings/${name}.md`),
      MA_SUMMARY_PATH: vault.abs(`Summaries/${name}.md`),
      MA_CONTEXT_PATH: vault.abs(`Assistant/${name}.md`),
      MA_TRANSCRIPT_PATH: vault.abs(`Transcripts/${name}.md`),
      MA_ENGINE: 'extractive',
    });
    const failed = (await entries(vault, 'hook failed'))[0]!;
    expect(failed).toMatchObject({ hook: 'onSummary', code: 3, stderr: 'hook says no' });
    expect((await entries(vault, 'hook done'))[0]).toMatchObject({
      hook: 'webhook',
      status: 204,
      attempts: 2,
    });
    const { headers, body } = seen[1]!;
    expect(headers['x-meeting-assistant-signature-256']).toBe(
      `sha256=${createHmac('sha256', 'shh').update(body).digest('hex')}`,
    );
    expect(JSON.parse(body)).toMatchObject({
      event: 'summary',
      meeting: `Meetings/${name}.md`,
      engine: 'extractive',
    });
    expect(await vault.read(`Meetings/${name}.md`)).toContain('status: summarized');
    expect((await entries(vault, 'run failed')).length).toBe(0);
  }, 180_000);

  it('issue 12: a newer transcript re-runs a meeting, but a summary edited by hand is left alone and reported', async () => {
    vault = await t.vault();
    const [edited, untouched] = ['2026-11-23 Pricing', '2026-11-23 Packaging'];
    for (const n of [edited, untouched]) {
      await vault.writeTranscript(n, 4);
      await vault.writeMeeting(n, 'ended');
    }
    t.daemon(vault);
    await waitFor('two runs', async () => (await entries(vault!, 'run done')).length === 2);
    const handEdit = `${await vault.read(`Summaries/${edited}.md`)}\n- My own note, typed by hand.\n`;
    await writeFile(vault.abs(`Summaries/${edited}.md`), handEdit);
    // The recorder re-transcribes both meetings and marks them ended again.
    for (const n of [edited, untouched]) {
      await vault.writeTranscript(n, 8);
      await vault.writeMeeting(n, 'ended');
    }
    await waitFor(
      'the re-run and the report',
      async () =>
        (await entries(vault!, 'run done')).length === 3 && (await handEditedEntries(vault!)).length === 1,
    );
    // The look that reported the hand edit ends in its `no run` line: no run follows it (no fixed
    // wait: L158).
    await waitForHandEditedLook(vault, `Meetings/${edited}.md`);
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'run start' && e.meeting === `Meetings/${untouched}.md`)).toHaveLength(
      2,
    );
    expect(log.filter((e) => e.msg === 'run start' && e.meeting === `Meetings/${edited}.md`)).toHaveLength(1);
    expect(log.find((e) => e.msg === 'notify' && e.kind === 'hand-edited')?.meeting).toBe(
      `Meetings/${edited}.md`,
    );
    expect(await vault.read(`Summaries/${edited}.md`)).toBe(handEdit);
    const status = await daemonStatus(vault);
    expect(status).toContain(`left alone (summary edited by hand): Meetings/${edited}.md`);
    expect(status).toContain('daemon: running');
  }, 180_000);

  it('issue 12: an ended meeting whose frontmatter does not parse is reported as failed with the parser message, then run once it is fixed', async () => {
    vault = await t.vault();
    const name = '2026-11-25 Broken';
    await vault.writeTranscript(name, 4);
    await vault.writeMeeting(name, 'ended', 'foo: [unclosed');
    t.daemon(vault);
    await waitFor(
      'the report',
      async () => (await entries(vault!, 'meeting note unreadable: not summarized')).length === 1,
    );
    const status = await daemonStatus(vault);
    expect(status).toMatch(
      new RegExp(`Meetings/${name}\\.md \\(.*unreadable, not run\\): cannot read the meeting note`),
    );
    expect(status).not.toContain('failed: none');
    // Fixed by the user: summarized as usual.
    await vault.writeMeeting(name, 'ended');
    await waitFor('the run', async () => (await entries(vault!, 'run done')).length === 1);
    expect(await vault.read(`Meetings/${name}.md`)).toContain('status: summarized');
  }, 180_000);

  it('issue 12 + H14: a summary written by `ma summarize` and then edited by hand is left alone on catch-up, not run into an `edited` failure', async () => {
    vault = await t.vault();
    const name = '2026-11-24 Roadmap';
    await vault.writeTranscript(name, 4);
    await vault.writeMeeting(name, 'ended');
    // Summarized by the CLI's run (no daemon record of it), then edited by hand.
    const opened = await openVault(vault.root, await loadConfig({ vault: vault.root }));
    await summarizeMeeting({ vault: opened, meeting: `Meetings/${name}.md`, engine: 'extractive', env: {} });
    const handEdit = `${await vault.read(`Summaries/${name}.md`)}\n- Typed by hand after the run.\n`;
    await writeFile(vault.abs(`Summaries/${name}.md`), handEdit);
    // A newer transcript while the daemon was down, and the note marked ended again.
    await vault.writeTranscript(name, 8);
    await vault.writeMeeting(name, 'ended');
    t.daemon(vault);
    await waitFor('the report', async () => (await handEditedEntries(vault!)).length === 1);
    await waitForHandEditedLook(vault, `Meetings/${name}.md`);
    const log = await readLog(vault);
    expect(log.filter((e) => e.msg === 'run start')).toHaveLength(0);
    expect(log.filter((e) => e.msg === 'run failed')).toHaveLength(0);
    expect(await vault.read(`Summaries/${name}.md`)).toBe(handEdit);
  }, 180_000);
  it('X8: the hand-edited warning names the command that replaces the summary (`ma summarize --force <meeting> --vault <root>`), and only that command replaces it', async () => {
    vault = await t.vault();
    const name = '2026-11-24 Roadmap';
    await vault.writeTranscript(name, 4);
    await vault.writeMeeting(name, 'ended');
    const opened = await openVault(vault.root, await loadConfig({ vault: vault.root }));
    const meeting = `Meetings/${name}.md`;
    await summarizeMeeting({ vault: opened, meeting, engine: 'extractive', env: {} });
    const handEdit = `${await vault.read(`Summaries/${name}.md`)}\n- Typed by hand after the run.\n`;
    await writeFile(vault.abs(`Summaries/${name}.md`), handEdit);
    await vault.writeTranscript(name, 8);
    await vault.writeMeeting(name, 'ended');
    t.daemon(vault);
    await waitFor('the report', async () => (await handEditedEntries(vault!)).length === 1);
    const [warning] = await handEditedEntries(vault);
    const root = /^[\w./:=@+-]+$/.test(vault.root) ? vault.root : `'${vault.root.replaceAll("'", `'\\''`)}'`;
    const command = `ma summarize --force 'Meetings/${name}.md' --vault ${root}`;
    expect(warning!.msg).toBe(
      `summary edited by hand: left alone (run \`${command}\` to replace it (the current note goes to .trash))`,
    );
    // Plain `ma summarize` (no force) refuses, as the old hint led users into; the named one replaces it.
    await expect(summarizeMeeting({ vault: opened, meeting, engine: 'extractive', env: {} })).rejects.toThrow(
      /run again with --force/,
    );
    expect(await vault.read(`Summaries/${name}.md`)).toBe(handEdit);
    const forced = await summarizeMeeting({
      vault: opened,
      meeting,
      engine: 'extractive',
      env: {},
      force: true,
    });
    expect(forced.summaryPath).toBe(`Summaries/${name}.md`);
    expect(await vault.read(`Summaries/${name}.md`)).not.toBe(handEdit);
  }, 180_000);
});
