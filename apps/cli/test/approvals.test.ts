/**
 * Issue 11 (Deliver 2, 3, 4, 6) and seed 004 through the built `ma` binary in a child process, the
 * scripted model server and real files: `ma summarize --approvals …`, the vault-note adapter end
 * to end through files only, workflow requests and the terminal launcher.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { adapterChoices } from '@ma/notifier';
import type { ScriptedServer } from '@ma/testkit';
import { describe, expect, it, vi } from 'vitest';
import { launchInTerminal } from '../src/approvals/launch-terminal.js';
import { approvalChoices } from '../src/program.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const design = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${design}.md`;
const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';

const t = sampleVaultPerTest();
let server: ScriptedServer | undefined;
const read = t.read;

async function serve(first: { name: string; arguments: Record<string, unknown> }) {
  server = await t.server([
    { toolCalls: [first] },
    { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
    { text: 'Done.' },
  ]);
  return ['--base-url', server.baseURL, '--model', 'test-model'];
}

const associate = {
  name: 'request_project_association',
  arguments: { project: 'website-redesign', reason: 'The launch page was discussed.' },
};

/** The tool result the model got for the first call (request 2's messages). */
function firstToolResult(): string {
  const messages = server?.requests[1]?.body.messages ?? [];
  const tool = messages.find((m) => m.role === 'tool');
  return JSON.stringify(tool?.content);
}

describe('issue 11: ma summarize --approvals', () => {
  it('vault-note end to end through files only: the request note is ticked in the vault and the association is written', async () => {
    const model = await serve(associate);
    const before = await read(NOTE);
    const requests = join(t.vault.root, 'Assistant', 'Requests');
    let ticked = '';
    const run = await runMa(
      ['summarize', design, '--vault', t.vault.root, ...model, '--approvals', 'vault-note'],
      {
        onSpawn: () => {
          void (async () => {
            // Like a user in an editor (or on a phone through sync): wait for the note, tick Approve.
            for (;;) {
              const names = await readdir(requests).catch(() => [] as string[]);
              const name = names.find((n) => n.endsWith('.md'));
              if (name) {
                const text = await readFile(join(requests, name), 'utf8');
                if (text.includes('- [ ] Approve')) {
                  ticked = name;
                  await writeFile(join(requests, name), text.replace('- [ ] Approve', '- [x] Approve'));
                  return;
                }
              }
              await new Promise((r) => setTimeout(r, 50));
            }
          })();
        },
      },
    );
    expect(run.stderr).toContain('approval needed: Associate project Website redesign with');
    expect(run.stderr).toContain(
      'asking through vault-note (approvals: vault-note; answer within 10 minutes)',
    );
    expect(run.stderr).toMatch(
      /answer in Assistant\/Requests\/.+\.md: tick "- \[x\] Approve" or "- \[x\] Deny"/,
    );
    expect(run.code).toBe(0);
    const note = await read(join('Assistant', 'Requests', ticked));
    expect(note).toMatch(
      /^---\nrequest: "?project:Meetings\/2026-03-10 Remote control functional design\.md:website-redesign"?\n/,
    );
    expect(note).toContain(`meeting: "[[Meetings/${design}]]"\nproject: website-redesign\nasker_pid: `);
    expect(note).toMatch(/\nasker_host: .+\nexpires: /);
    expect(note).toMatch(/status: approved\ndecided: \d{4}-\d\d-\d\dT[\d:.]+Z\n/);
    expect(note).toMatch(/Outcome: approved \(\d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d\)\.\n$/);
    const after = await read(NOTE);
    expect(after).toContain('projects:\n  - remote-control\n  - website-redesign\n');
    // Only `projects` changed (and the run's own context/summary/status links).
    const strip = (t: string) =>
      t
        .split('\n')
        .filter((l) => !/^(context|summary|status):|^ {2}- website-redesign$/.test(l))
        .join('\n');
    expect(strip(after)).toBe(strip(before));
    expect(firstToolResult()).toContain('approved: project \\"website-redesign\\" is now associated');
  });

  it('--approvals deny: the model is told "denied" and the meeting note keeps its projects', async () => {
    const model = await serve(associate);
    const run = await runMa(['summarize', design, '--vault', t.vault.root, ...model, '--approvals', 'deny']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('asking through deny');
    expect(firstToolResult()).toContain('denied: the user declined');
    expect(await read(NOTE)).not.toContain('website-redesign');
  });

  it('the progress line shows what a call that ran came to: denied, not asked, requested, unchanged; never "ok" for them', async () => {
    server = await t.server([
      {
        toolCalls: [
          associate,
          {
            name: 'request_workflow_change',
            arguments: { intention: 'Add a Risks section', prompt: 'Add a Risks section to the template.' },
          },
          { name: 'add_attendee', arguments: { name: 'Marketing' } },
        ],
      },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const model = ['--base-url', server.baseURL, '--model', 'test-model'];
    const denied = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model,
      '--approvals',
      'deny',
    ]);
    expect(denied.code).toBe(0);
    const results = denied.stderr.split('\n').filter((l) => l.trimStart().startsWith('\u2192'));
    expect(results[0]).toMatch(/^\s+\u2192 denied: the user declined/);
    expect(results[1]).toMatch(/^\s+\u2192 requested: "Add a Risks section" is queued/);
    expect(results[2]).toMatch(/^\s+\u2192 unchanged: "Marketing" is already an attendee/);
    expect(results[3]).toMatch(/^\s+\u2192 ok: /);
    expect(await read(NOTE)).not.toContain('website-redesign');
    await server.close();
    server = await t.server([
      { toolCalls: [associate] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
    ]);
    const model2 = ['--base-url', server.baseURL, '--model', 'test-model'];
    const console = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model2,
      '--approvals',
      'console',
    ]);
    expect(console.stderr).toMatch(/\u2192 not asked: could not ask the user/);
    expect(console.stderr).not.toMatch(/\u2192 ok: not asked/);
  });

  it('config approvals.prompt is the default and --approvals wins over it', async () => {
    const config = JSON.parse(await read('meeting-assistant.json'));
    config.approvals.prompt = 'approve';
    await writeFile(join(t.vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    let model = await serve(associate);
    const denied = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model,
      '--approvals',
      'deny',
    ]);
    expect(denied.stderr).toContain('asking through deny');
    expect(await read(NOTE)).not.toContain('website-redesign');
    await server?.close();
    model = await serve(associate);
    const approved = await runMa(['summarize', design, '--vault', t.vault.root, ...model]);
    expect(approved.code).toBe(0);
    expect(approved.stderr).toContain('asking through approve (approvals: approve;');
    expect(await read(NOTE)).toContain('  - website-redesign\n');
  });

  it('A7: console without a terminal is "not asked", never "denied", and says so', async () => {
    const model = await serve(associate);
    const run = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model,
      '--approvals',
      'console',
    ]);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/could not ask the user .*: no terminal .*not the user's decision/);
    expect(firstToolResult()).toContain('not asked: could not ask the user');
    expect(firstToolResult()).not.toContain('denied');
    expect(await read(NOTE)).not.toContain('website-redesign');
  });

  it('an unknown --approvals value is a usage error naming the choices', async () => {
    expect([...approvalChoices]).toEqual([...adapterChoices]);
    const run = await runMa(['summarize', design, '--vault', t.vault.root, '--approvals', 'email']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('toast, console, vault-note, approve, deny');
  });
});

describe('issue 11: workflow requests', () => {
  const prompt =
    'Add a "Risks" section to the summary template between Decisions and Next steps.\nKeep everything else.';
  const workflow = {
    name: 'request_workflow_change',
    arguments: { intention: 'Add a Risks section', prompt },
  };

  it('seed 004: only acceptance opens the settings agent in a new terminal with the whole prompt (configured launcher)', async () => {
    const model = await serve(workflow);
    const recorder = join(t.vault.root, '..', 'recorder.cjs');
    const out = join(t.vault.root, '..', 'launched.json');
    // The launcher runs detached, so the test may read while it writes: write aside, then rename
    // (a read sees no file or the whole argv, never an empty or half-written one).
    await writeFile(
      recorder,
      `const fs = require('fs');\nfs.writeFileSync(${JSON.stringify(`${out}.tmp`)}, JSON.stringify(process.argv.slice(2)));\nfs.renameSync(${JSON.stringify(`${out}.tmp`)}, ${JSON.stringify(out)});\n`,
    );
    const config = JSON.parse(await read('meeting-assistant.json'));
    config.approvals.terminal = `"${process.execPath}" "${recorder}" {command}`;
    await writeFile(join(t.vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    const run = await runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model,
      '--approvals',
      'approve',
    ]);
    expect(run.code).toBe(0);
    expect(firstToolResult()).toContain('requested: \\"Add a Risks section\\" is queued');
    expect(run.stderr).toContain(
      'workflow request accepted: opened the settings agent via approvals.terminal',
    );
    // The launcher is a spawned process: polled with a deadline (not 200 turns of 50 ms, which a
    // loaded machine can use up before it starts); a file caught half-written is read again.
    const argv = await vi.waitFor(
      async () => {
        const seen = JSON.parse(await readFile(out, 'utf8').catch(() => '[]')) as string[];
        expect(seen).not.toEqual([]);
        return seen;
      },
      { timeout: 25_000, interval: 50 },
    );
    expect(argv).toContain('settings');
    expect(argv.slice(argv.indexOf('--vault'), argv.indexOf('--vault') + 2)).toEqual([
      '--vault',
      t.vault.root,
    ]);
    const file = argv[argv.indexOf('--prompt-file') + 1] as string;
    expect(await readFile(file, 'utf8')).toBe(`${prompt}\n`);
  });

  it('seed 004: a denied workflow request changes nothing and opens nothing', async () => {
    const model = await serve(workflow);
    const run = await runMa(['summarize', design, '--vault', t.vault.root, ...model, '--approvals', 'deny']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/workflow request workflow:[0-9a-f]+: denied; nothing changed/);
    expect(run.stderr).not.toContain('settings agent via');
  });

  it('review5 Q5: the run record lists the workflow request with its outcome (deny: declined)', async () => {
    const model = await serve(workflow);
    const run = await runMa(['summarize', design, '--vault', t.vault.root, ...model, '--approvals', 'deny']);
    expect(run.code, run.stderr).toBe(0);
    const context = await read(`Assistant/${design}.md`);
    const line = context.split('\n').find((l) => l.startsWith('- workflow request:'));
    expect(line).toContain('"Add a Risks section"');
    expect(line).toContain('declined by the user');
  });

  it('review5 Q5: a request asked through a request note: the run record links the note and says it is pending', async () => {
    const model = await serve(workflow);
    // L123: no short deadline raced against a loaded machine (1 s, and the test's own limit): the run records the
    // request as pending and waits; the test answers the note once the record is there, and the outcome follows.
    const config = JSON.parse(await read('meeting-assistant.json'));
    config.approvals = { ...config.approvals, timeoutMs: 600_000 };
    await writeFile(join(t.vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    const running = runMa([
      'summarize',
      design,
      '--vault',
      t.vault.root,
      ...model,
      '--approvals',
      'vault-note',
    ]);
    const requests = join(t.vault.root, 'Assistant', 'Requests');
    const pendingLine = async () => {
      const context = await read(`Assistant/${design}.md`).catch(() => '');
      return context.split('\n').find((l) => l.startsWith('- workflow request:') && l.includes('pending'));
    };
    // The condition, not a time: the run record says pending (the run is over, ma waits for the answer).
    while ((await pendingLine()) === undefined) await new Promise((r) => setTimeout(r, 50));
    const notes = (await readdir(requests)).filter((n) => n.endsWith('.md'));
    expect(notes).toHaveLength(1);
    const line = (await pendingLine()) as string;
    expect(line).toContain('"Add a Risks section"');
    expect(line).toContain(`[[Assistant/Requests/${(notes[0] as string).replace(/\.md$/, '')}]]`);
    const noteFile = join(requests, notes[0] as string);
    await writeFile(noteFile, (await readFile(noteFile, 'utf8')).replace('- [ ] Deny', '- [x] Deny'));
    const run = await running;
    expect(run.code, run.stderr).toBe(0);
    // The answer came after the run record: the outcome follows it.
    const context = await read(`Assistant/${design}.md`);
    const after = context.slice(context.indexOf(line) + line.length);
    expect(after).toMatch(
      /^## Workflow request \d{4}-\d\d-\d\d \d\d:\d\d [+-]\d\d:\d\d: declined by the user$/m,
    );
    expect(after).toContain('- workflow request: "Add a Risks section"');
  }, 120_000);

  it('where no terminal can be opened, the command to run is given instead', async () => {
    const result = await launchInTerminal(['ma', 'settings', '--prompt-file', '/tmp/x y.md'], {
      template: null,
      platform: 'linux',
      env: { PATH: '' },
    });
    expect(result).toEqual({
      launched: false,
      reason: 'no graphical session (no DISPLAY or WAYLAND_DISPLAY)',
    });
    const none = await launchInTerminal(['ma'], {
      template: null,
      platform: 'linux',
      env: { PATH: '', DISPLAY: ':0' },
    });
    expect(none).toEqual({
      launched: false,
      reason: 'no terminal emulator found on PATH (set approvals.terminal)',
    });
  });
});
