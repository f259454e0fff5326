import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { runMa } from './run-ma.js';

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

// Each `ma doctor` is a whole process that loads the agent (about 1.3 s of CPU, 0.6 s of it the
// OpenAI tokenizer tables built at import) and runs ripgrep: ~3 s idle, 10-25 s when every
// package's tests share two busy cores (CI). Several tests run it three to five times.
describe('ma doctor', { timeout: 150_000 }, () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());

  it('exit 0 without a model: config, vault and ripgrep are fine', async () => {
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('ok   config:');
    expect(run.stdout).toContain('skip model: none configured');
    expect(run.stdout).toContain('ok   ripgrep:');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('all good');
    // The sample vault has no meeting-assistant.README.md: the repository README is named.
    expect(run.stdout).toContain(
      'fix: add a "model" section to meeting-assistant.json (README: "Connecting a model") or pass --base-url/--model',
    );
  });

  it('L416: in a vault `ma init` made, the no-model fix names the meeting-assistant.README.md beside the configuration', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'ma-l416-'));
    const dir = join(parent, 'vault');
    onTestFinished(() => rm(parent, { recursive: true, force: true }));
    const init = await runMa(['init', dir]);
    expect(init.code, init.stderr).toBe(0);
    const run = await runMa(['doctor', '--vault', dir]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `fix: add a "model" section to meeting-assistant.json (its "## model" section in ${join(dir, 'meeting-assistant.README.md')}) or pass --base-url/--model`,
    );
    expect(await readFile(join(dir, 'meeting-assistant.README.md'), 'utf8')).toMatch(/^## model /m);
  });

  it('P14: a meeting whose transcript or notes frontmatter is broken, or whose transcript link names no file, is named as a run names it', async () => {
    const ok = await runMa(['doctor', '--vault', vault.root]);
    expect(ok.stdout).toMatch(
      /^ok {3}meetings: 6 meeting notes in Meetings\/; their frontmatter, transcripts and notes can be read$/m,
    );
    const functional = '2026-03-10 Remote control functional design';
    const transcript = join(vault.root, 'Transcripts', `${functional}.md`);
    await writeFile(
      transcript,
      (await readFile(transcript, 'utf8')).replace(/^---\n/, '---\ntitle: [unclosed\n'),
    );
    const kickoff = join(vault.root, 'Meetings', '2026-03-09 Remote control kickoff.md');
    await writeFile(
      kickoff,
      (await readFile(kickoff, 'utf8')).replace(
        /^transcript: .*$/m,
        'transcript: "[[Transcripts/No such meeting]]"',
      ),
    );
    const notes = join(vault.root, 'Notes', `${functional}.md`);
    await writeFile(notes, '---\ntags: [a\n---\n- a note\n');
    const run = await runMa(['doctor', '--vault', vault.root]);
    const line = run.stdout.split('\n').find((l) => l.startsWith('FAIL meetings: '));
    expect(line, run.stdout).toContain(
      '6 meeting notes in Meetings/; 3 problems a summary run would stop on',
    );
    expect(line).toContain(`Transcripts/${functional}.md: frontmatter is not valid YAML (line 3, column 1)`);
    expect(line).toContain(`Notes/${functional}.md: frontmatter is not valid YAML`);
    expect(line).toContain(
      'transcript link "[[Transcripts/No such meeting]]" in Meetings/2026-03-09 Remote control kickoff.md names no file',
    );
    // N10: each kind its own fix line; meetings every run stops on are problems to fix (exit 1).
    expect(run.stdout).toMatch(/^ {5}fix: frontmatter that is not valid YAML: fix it between the --- lines/m);
    expect(run.stdout).toMatch(
      /^ {5}fix: a broken link: point the meeting note's transcript:\/usernotes: link/m,
    );
    expect(run.stdout.trim().split('\n').at(-1)).toMatch(/^3 problems to fix/);
    expect(run.code).toBe(1);
    const summarize = await runMa(['summarize', functional, '--vault', vault.root]);
    expect(summarize.code).toBe(1);
    expect(summarize.stderr).toMatch(
      /(Transcripts|Notes)\/2026-03-10 Remote control functional design\.md: frontmatter is not valid YAML/,
    );
  });

  it('P15: an endpoint that accepts connections but never answers: each try bounded and said, the diagnosis names it', async () => {
    // A TCP sink: a model still loading, a wedged server, a wrong port.
    const sockets: import('node:net').Socket[] = [];
    const sink = createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((done) => sink.listen(0, '127.0.0.1', done));
    const { port } = sink.address() as { port: number };
    const file = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    config.model = {
      baseURL: `http://127.0.0.1:${port}/v1`,
      model: 'm',
      timeoutMs: 1500,
      retry: { attempts: 3, delayMs: 2000 },
    };
    await writeFile(file, JSON.stringify(config, null, 2));
    try {
      const run = await runMa(['doctor', '--vault', vault.root]);
      expect(run.stderr).toContain(
        `ma doctor: asking http://127.0.0.1:${port}/v1 (endpoint check up to 1.5 s, one try; tool-calling probe up to 1.5 s per try)`,
      );
      // S60: the endpoint check is one try of its own bound (a lower model.timeoutMs wins).
      expect(run.stderr).not.toMatch(/attempt 2 of 3/);
      expect(run.stdout).toMatch(/^FAIL endpoint: .*timed out after 1500 ms \(1 try\)/m);
      expect(run.stdout).toMatch(
        /fix: the server accepts connections but sent no answer within 1\.5 s \(ma doctor's endpoint check waits 1\.5 s, one try\): is the model still loading, or is this the right port\?/,
      );
      expect(run.code).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => sink.close(done));
    }
  });

  it('S60: a server that accepts connections but never answers fails the endpoint check within its own 5 s, one try; the FAIL line says so', async () => {
    const sockets: import('node:net').Socket[] = [];
    const sink = createServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((done) => sink.listen(0, '127.0.0.1', done));
    const { port } = sink.address() as { port: number };
    const file = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    // A run's own per-try timeout (10 s, 3 tries) is longer than the endpoint check's bound.
    config.model = {
      baseURL: `http://127.0.0.1:${port}/v1`,
      model: 'm',
      timeoutMs: 10_000,
      retry: { attempts: 3, delayMs: 1000 },
    };
    await writeFile(file, JSON.stringify(config, null, 2));
    try {
      const run = await runMa(['doctor', '--vault', vault.root]);
      expect(run.stderr).toContain(
        'endpoint check up to 5 s, one try; tool-calling probe up to 10 s per try',
      );
      expect(run.stderr).not.toMatch(/attempt 2 of 3/);
      expect(run.stdout).toMatch(
        /^FAIL endpoint: GET .*\/models failed: .*timed out after 5000 ms \(1 try\)/m,
      );
      expect(run.stdout).toMatch(
        /fix: the server accepts connections but sent no answer within 5 s \(ma doctor's endpoint check waits 5 s, one try\)/,
      );
      expect(run.stdout).toMatch(/^skip tool calling: /m);
      expect(run.code).toBe(1);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => sink.close(done));
    }
  });

  it('P24: a summary.template without a heading is a warning: a run cannot check a reply against it', async () => {
    const file = join(vault.root, 'meeting-assistant.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    config.summary = { template: 'A short paragraph on what was discussed, then action items with owners.' };
    await writeFile(file, JSON.stringify(config, null, 2));
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/^warn summary template: summary.template has no Markdown heading/m);
    expect(run.stdout).toMatch(/^ {5}fix: write summary.template as Markdown headings/m);
  });

  it('P12: a stock Ollama (no num_ctx, model not loaded) is said to run with its default 4,096 tokens, not the trained maximum', async () => {
    const server = await startScriptedServer(
      [{ toolCalls: [{ name: 'ping', arguments: { word: 'pong' } }] }],
      {
        ollama: { contextLength: 40_960, architecture: 'qwen3' },
      },
    );
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.stdout).toMatch(/^warn context window: 4096 tokens \(Ollama's default/m);
      expect(run.stdout).not.toContain('40960');
      expect(run.stdout).toMatch(/fix: .*OLLAMA_CONTEXT_LENGTH/);
    } finally {
      await server.close();
    }
  });

  it('checks a configured endpoint: models listed and a tool-calling probe', async () => {
    const server = await startScriptedServer([
      { toolCalls: [{ name: 'ping', arguments: { word: 'pong' } }] },
    ]);
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain('ok   endpoint:');
      expect(run.stdout).toContain('ok   model: "test-model" is listed');
      expect(run.stdout).toContain('ok   tool calling:');
      expect(server.requests[0]?.body.tools?.[0]?.function.name).toBe('ping');
    } finally {
      await server.close();
    }
  });

  it('exit 1 when the model answers the probe in text: the agent needs tool calling', async () => {
    const server = await startScriptedServer([{ text: 'pong, I think' }, { text: 'pong, I think' }]);
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'test-model'], {
        cwd: vault.root,
      });
      expect(run.code, run.stdout).toBe(1);
      expect(run.stdout).toContain('ok   model: "test-model" is listed');
      expect(run.stdout).toMatch(/^FAIL tool calling: .*without calling the probe tool: "pong, I think"/m);
      expect(run.stdout).toMatch(/^ {5}fix: use a model with native tool calling/m);
    } finally {
      await server.close();
    }
  });

  it('exit 1 when the model is not listed, saying what to fix', async () => {
    const server = await startScriptedServer([]);
    try {
      const run = await runMa(['doctor', '--base-url', server.baseURL, '--model', 'qwen3:8b'], {
        cwd: vault.root,
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('FAIL model: "qwen3:8b" is not among the one model listed (test-model)');
      expect(run.stdout).toContain('fix: pull/load the model');
    } finally {
      await server.close();
    }
  });

  it('exit 1 when the endpoint is unreachable', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const run = await runMa(['doctor', '--vault', vault.root], { env: { MA_BASE_URL: url, MA_MODEL: 'm' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`FAIL endpoint: GET ${url}/models failed`);
    expect(run.stdout).toContain('skip tool calling');
  });

  it('M2, M7: approvals.timeoutMs 0 and a baseURL with credentials fail the config check; the password is never printed', async () => {
    await writeFile(join(vault.root, 'meeting-assistant.json'), '{ "approvals": { "timeoutMs": 0 } }');
    const zero = await runMa(['doctor', '--vault', vault.root]);
    expect(zero.code).toBe(1);
    expect(zero.stdout).toContain(
      'FAIL config: approvals.timeoutMs: expected a deadline in ms of at least 1000 (a shorter one ends every approval before anyone can answer, as denied), got 0',
    );
    await writeFile(join(vault.root, 'meeting-assistant.json'), '{}');
    const url = 'http://u:SECRETPW@127.0.0.1:9/v1';
    const run = await runMa(['doctor', '--vault', vault.root, '--base-url', url, '--model', 'm']);
    expect(run.code).toBe(1);
    expect(`${run.stdout}${run.stderr}`).not.toContain('SECRETPW');
    expect(run.stdout).toContain(
      'FAIL config: model.baseURL: expected an http(s) URL without user info (user:password@): it would be sent in every request and written to run records and messages; put the key in "apiKeyEnv" (or "apiKey"), got "http://***@127.0.0.1:9/v1"',
    );
    // No request was made: the endpoint is not checked with a refused configuration.
    expect(run.stdout).not.toContain('endpoint');
  });

  it('M14: an onSummary program that does not exist fails and an unset webhook secretEnv warns, before any summary', async () => {
    await writeFile(
      join(vault.root, 'meeting-assistant.json'),
      JSON.stringify({
        daemon: {
          hooks: {
            onSummary: ['/nonexistent/notify-me', 'x'],
            webhook: { url: 'http://127.0.0.1:1/hook', secretEnv: 'HOOK_SECRET_UNSET_M14' },
          },
        },
      }),
    );
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'FAIL hooks: onSummary program "/nonexistent/notify-me" not found (or not executable): the command would fail after every summary',
    );
    expect(run.stdout).toContain(
      'warn hooks: daemon.hooks.webhook.secretEnv names HOOK_SECRET_UNSET_M14, which is not set here: no webhook is sent while it is unset',
    );
    expect(run.stdout.trim().split('\n').at(-1)).toBe('1 problem to fix, 1 warning to read above');
  });

  it('exit 1 for an invalid configuration, naming the key', async () => {
    await writeFile(join(vault.root, 'meeting-assistant.json'), '{ "approvals": { "prompt": "popup" } }');
    const run = await runMa(['doctor', '--vault', vault.root]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(
      /FAIL config: approvals\.prompt: expected one of "toast", "console", "vault-note", "approve", "deny"/,
    );
  });
  it('N3: a configured prompt.basePromptFile that is missing or empty fails the config check, as a run would', async () => {
    await writeFile(
      join(vault.root, 'meeting-assistant.json'),
      '{ "prompt": { "basePromptFile": "Prompts/missing.md" } }',
    );
    const missing = await runMa(['doctor', '--vault', vault.root]);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(
      /^FAIL config: invalid configuration: prompt\.basePromptFile: expected a readable Markdown file inside the vault, got "Prompts\/missing\.md"/m,
    );
    expect(missing.stdout).toMatch(
      /fix: create Prompts\/missing\.md in the vault, or set prompt\.basePromptFile to null/,
    );
    await mkdir(join(vault.root, 'Prompts'));
    await writeFile(join(vault.root, 'Prompts/missing.md'), '  \n');
    expect((await runMa(['doctor', '--vault', vault.root])).stdout).toMatch(
      /^FAIL config: .*a non-empty file/m,
    );
    await writeFile(join(vault.root, 'Prompts/missing.md'), 'You are careful.\n');
    const ok = await runMa(['doctor', '--vault', vault.root]);
    expect(ok.stdout).toMatch(/^ok {3}base prompt: Prompts\/missing\.md$/m);
    expect(ok.code).toBe(0);
  });
  it('P6: a base prompt that is (a link to) the configuration file or a meeting note fails the config check; a run refuses it too', async () => {
    const config = JSON.parse(await readFile(join(vault.root, 'meeting-assistant.json'), 'utf8'));
    config.model = { baseURL: 'http://127.0.0.1:9/v1', model: 'm', apiKey: 'sk-live-SECRET123' };
    config.prompt = { basePromptFile: 'meeting-assistant.json' };
    await writeFile(join(vault.root, 'meeting-assistant.json'), JSON.stringify(config));
    const direct = await runMa(['doctor', '--vault', vault.root]);
    expect(direct.code).toBe(1);
    expect(direct.stdout).toMatch(
      /^FAIL config: .*prompt\.basePromptFile: expected a Markdown note of its own inside the vault, not the configuration file/m,
    );
    expect(direct.stdout).not.toContain('SECRET123');
    // A Markdown name that is a symlink to the configuration file or a meeting note.
    await mkdir(join(vault.root, 'Prompts'));
    await symlink(join(vault.root, 'meeting-assistant.json'), join(vault.root, 'Prompts/base.md'));
    await symlink(
      join(vault.root, 'Meetings/2026-03-10 Remote control functional design.md'),
      join(vault.root, 'Prompts/meeting.md'),
    );
    for (const [file, what] of [
      ['Prompts/base.md', 'the configuration file'],
      ['Prompts/meeting.md', 'a meeting note'],
    ]) {
      config.prompt = { basePromptFile: file };
      await writeFile(join(vault.root, 'meeting-assistant.json'), JSON.stringify(config));
      const run = await runMa(['doctor', '--vault', vault.root]);
      expect(run.code, file).toBe(1);
      expect(run.stdout, file).toContain(`not ${what}`);
      expect(run.stdout).not.toMatch(/^ok {3}base prompt/m);
      const summarize = await runMa([
        'summarize',
        '2026-03-10 Remote control functional design',
        '--vault',
        vault.root,
      ]);
      expect(summarize.code, file).not.toBe(0);
      expect(summarize.stderr, file).toContain(`not ${what}`);
      expect(summarize.stderr + summarize.stdout).not.toContain('SECRET123');
    }
  });
});
