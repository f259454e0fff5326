import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, never, readingFirst, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasAnsi, runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';
const kickoff = '2026-03-09 Remote control kickoff';
const offlineNotice =
  'no model configured: using the offline extractive engine (configure one with --base-url/--model or meeting-assistant.json)';

describe('ma summarize', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('uses the offline engine without a model, says so, and writes plain progress (no TTY)', async () => {
    const run = await runMa(['summarize', design, '--vault', vault.root]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain(offlineNotice);
    expect(hasAnsi(run.stderr)).toBe(false);
    expect(hasAnsi(run.stdout)).toBe(false);
    expect(run.stdout).toContain(`summary: ${join(vault.root, 'Summaries', `${design}.md`)}`);
    const summary = await read(`Summaries/${design}.md`);
    expect(summary).toContain('generated_by: meeting-assistant');
    expect(summary).toContain('## Summary');
    expect(summary).toContain('## Next steps');
    const note = await read(`Meetings/${design}.md`);
    expect(note).toContain('status: summarized');
    expect(note).toContain(`summary: "[[Summaries/${design}]]"`);
    expect(await read(`Assistant/${design}.md`)).toContain(`Meetings/${design}`);
  });

  it('newcomer s33: --engine extractive is said as asked, not as "no model configured"', async () => {
    const run = await runMa(['summarize', design, '--engine', 'extractive', '--vault', vault.root]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('using the offline extractive engine, as --engine extractive asks');
    expect(run.stderr).not.toContain('no model configured');
  });

  it('--json prints exactly one parseable object: the run result', async () => {
    const run = await runMa(['summarize', design, '--json'], { cwd: vault.root });
    expect(run.code).toBe(0);
    const result = JSON.parse(run.stdout);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(result).toMatchObject({
      summaryPath: `Summaries/${design}.md`,
      contextPath: `Assistant/${design}.md`,
      engine: 'extractive',
      steps: 0,
    });
    expect(await read(result.summaryPath)).toContain('## Summary');
  });

  it('reports an unknown meeting in one line with exit 2', async () => {
    const run = await runMa(['summarize', 'Budget review', '--vault', vault.root]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(
      `ma: meeting "Budget review" not found in ${join(vault.root, 'Meetings')}; known: `,
    );
  });

  it('runs the full agent path against a scripted OpenAI-compatible server via --base-url', async () => {
    const body =
      '## Summary\nThe team set the functional design.\n\n## Decisions\n- One remote for TV only\n\n## Next steps\n- [ ] Industrial Designer: casing options';
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 40 } }] },
      { toolCalls: [{ name: 'write_summary', arguments: { content: body, replace_file: true } }] },
      { text: 'Summary written.' },
    ]);
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.stderr).not.toContain('no model configured');
      expect(run.code, run.stderr).toBe(0);
      expect(hasAnsi(run.stderr)).toBe(false);
      expect(run.stderr).toContain('step 1 of 40');
      expect(run.stderr).toMatch(/tool read_transcript .*"from":1/);
      expect(run.stderr).toMatch(/→ ok: Transcripts\//);
      expect(run.stderr).toMatch(/tool write_summary/);
      expect(run.stderr).toMatch(/tokens: in 10, out 5/);
      expect(run.stdout).toContain(`summary: ${join(vault.root, 'Summaries', `${design}.md`)}`);
      expect(server.requests.length).toBe(3);
      expect(server.requests[0]?.body.model).toBe('test-model');
      const lastMessages = server.requests[1]?.body.messages ?? [];
      expect(lastMessages.at(-1)?.role).toBe('tool');
      const summary = await read(`Summaries/${design}.md`);
      expect(summary).toContain('The team set the functional design.');
      expect(summary).toContain('- [ ] Industrial Designer: casing options');
      expect(await read(`Meetings/${design}.md`)).toContain('status: summarized');
    } finally {
      await server.close();
    }
  });

  it('MA_BASE_URL/MA_MODEL configure the model; --max-steps caps the run', async () => {
    const server = await startScriptedServer(() => ({
      toolCalls: [{ name: 'read_glossary', arguments: {} }],
    }));
    try {
      const run = await runMa(['summarize', design, '--max-steps', '2'], {
        cwd: vault.root,
        env: { MA_BASE_URL: server.baseURL, MA_MODEL: 'test-model' },
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('step 2 of 2');
      expect(run.stderr).toMatch(/^ma: stopped after 2 tool steps/m);
      expect(server.requests.length).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('a partial model section in the file is completed by --base-url/--model/--max-steps', async () => {
    const configFile = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(configFile, 'utf8'));
    config.model = { retry: { attempts: 1, delayMs: 10 }, timeoutMs: 3000 };
    await writeFile(configFile, JSON.stringify(config));
    const body = '## Summary\nPartial config works.\n\n## Decisions\n\n## Next steps\n';
    const server = await startScriptedServer(
      // L285: the model reads the transcript before it writes (a summary of one never read fails).
      readingFirst([
        { toolCalls: [{ name: 'write_summary', arguments: { content: body, replace_file: true } }] },
        { text: 'Summary written.' },
      ]),
    );
    try {
      const run = await runMa(
        ['summarize', design, '--base-url', server.baseURL, '--model', 'fake', '--max-steps', '3'],
        { cwd: vault.root },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain('step 1 of 3');
      expect(server.requests[0]?.body.model).toBe('fake');
      expect(await read(`Summaries/${design}.md`)).toContain('Partial config works.');

      // Without overrides the section is incomplete: every command that loads it names the key.
      for (const args of [
        ['summarize', design],
        ['projects', '--all'],
      ]) {
        const bad = await runMa(args, { cwd: vault.root });
        expect(bad.code).toBe(1);
        expect(bad.stderr.trim().split('\n')).toHaveLength(1);
        expect(bad.stderr).toContain(
          `ma: invalid configuration in ${configFile}: model.baseURL: expected a base URL (config "model.baseURL" or --base-url), got nothing`,
        );
      }
      // A flag that leaves a key missing is named too.
      const half = await runMa(['summarize', design, '--base-url', server.baseURL], { cwd: vault.root });
      expect(half.code).toBe(1);
      expect(half.stderr).toContain(
        'model.model: expected a model name (config "model.model" or --model), got nothing',
      );
    } finally {
      await server.close();
    }
  });

  it('--stream asks for streamed replies (SSE) and writes the summary', async () => {
    const body = '## Summary\nStreamed summary.\n\n## Decisions\n\n## Next steps\n';
    const server = await startScriptedServer(
      // L285: the model reads the transcript before it writes (a summary of one never read fails).
      readingFirst([
        { toolCalls: [{ name: 'write_summary', arguments: { content: body, replace_file: true } }] },
        { text: 'Summary written.' },
      ]),
    );
    try {
      const run = await runMa(
        ['summarize', design, '--stream', '--json', '--base-url', server.baseURL, '--model', 'test-model'],
        { cwd: vault.root },
      );
      expect(run.code, run.stderr).toBe(0);
      expect(JSON.parse(run.stdout)).toMatchObject({
        ok: true,
        engine: 'agent',
        summaryPath: `Summaries/${design}.md`,
      });
      expect(server.requests.length).toBeGreaterThan(0);
      for (const request of server.requests) expect(request.body.stream).toBe(true);
      expect(await read(`Summaries/${design}.md`)).toContain('Streamed summary.');
    } finally {
      await server.close();
    }
  });

  it('without --stream the requests are not streamed', async () => {
    const server = await startScriptedServer(
      // L285: the model reads the transcript before it writes (a summary of one never read fails).
      readingFirst([{ text: '## Summary\nPlain.\n\n## Decisions\n\n## Next steps\n' }]),
    );
    try {
      const run = await runMa(['summarize', design, '--base-url', server.baseURL, '--model', 'm'], {
        cwd: vault.root,
      });
      expect(run.code, run.stderr).toBe(0);
      expect(server.requests[0]?.body.stream).not.toBe(true);
    } finally {
      await server.close();
    }
  });

  it('Ctrl-C (SIGINT) cancels: exit 130, the old summary untouched, the context note says so', async () => {
    const before = await read(`Summaries/${kickoff}.md`);
    const server = await startScriptedServer(() => never());
    try {
      const run = await runMa(['summarize', kickoff, '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
        onSpawn: (child, out) => {
          const timer = setInterval(() => {
            if (server.requests.length > 0 && out.stderr().includes('step 1 of')) {
              clearInterval(timer);
              child.kill('SIGINT');
            }
          }, 20);
          child.on('close', () => clearInterval(timer));
        },
      });
      expect(run.code).toBe(130);
      expect(run.stderr).toContain('interrupted: no summary was written');
      expect(await read(`Summaries/${kickoff}.md`)).toBe(before);
      expect(await readdir(vault.root)).not.toContain('.trash');
      // H15: a cancel is recorded as cancelled, with what cancelled it.
      const context = await read(`Assistant/${kickoff}.md`);
      expect(context).toMatch(/## Run cancelled .*\n\nrun cancelled \(interrupted by Ctrl-C\)/);
      expect(context).not.toContain('Run failed');
    } finally {
      await server.close();
    }
  });

  it('SIGTERM cancels like Ctrl-C: exit 143, --json reason interrupted, context note, lock released', async () => {
    const before = await read(`Summaries/${kickoff}.md`);
    const server = await startScriptedServer(() => never());
    try {
      const run = await runMa(
        ['summarize', kickoff, '--json', '--base-url', server.baseURL, '--model', 'test-model'],
        {
          cwd: vault.root,
          onSpawn: (child) => {
            const timer = setInterval(() => {
              if (server.requests.length > 0) {
                clearInterval(timer);
                child.kill('SIGTERM');
              }
            }, 20);
            child.on('close', () => clearInterval(timer));
          },
        },
      );
      expect(run.signal).toBeNull();
      expect(run.code).toBe(143);
      expect(JSON.parse(run.stdout.trim())).toMatchObject({ ok: false, error: { reason: 'interrupted' } });
      expect(await read(`Summaries/${kickoff}.md`)).toBe(before);
      expect(await read(`Assistant/${kickoff}.md`)).toMatch(
        /## Run cancelled .*\n\nrun cancelled \(terminated by SIGTERM\)/,
      );
      const locks = await readdir(join(vault.root, '.meeting-assistant', 'locks')).catch(
        () => [] as string[],
      );
      expect(locks.filter((f) => f.endsWith('.lock'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('N11: ma summarize warns about a project the meeting names that does not exist', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('N11: `projects: [[remote-control]], nope` binds remote-control and prints a warning on stderr', async () => {
    const rel = join(vault.root, 'Meetings', `${design}.md`);
    const text = await readFile(rel, 'utf8');
    await writeFile(
      rel,
      text.replace('projects:\n  - remote-control\n', 'projects: [[[remote-control]], nope]\n'),
    );
    const run = await runMa(['summarize', design, '--vault', vault.root, '--json']);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("warning: the meeting's `projects:` entry `nope` names no project folder");
    const result = JSON.parse(run.stdout);
    expect(result.warnings).toHaveLength(1);
    expect(await readFile(join(vault.root, result.summaryPath), 'utf8')).toMatch(
      /^projects:\n {2}- remote-control$/m,
    );
  });
});
