/**
 * I10.3: every command example in README.md, apps/*\/README.md and docs/ is run (or, for the
 * commands that would set up, build or test this very checkout, checked to name real scripts,
 * packages and binaries); the note and configuration examples parse; docs speak of real files.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseConfig, parseNote } from '@ma/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '..', '..', '..');

/** The documents whose examples are checked, repository-relative. */
async function documents(): Promise<string[]> {
  const apps = (await readdir(join(repo, 'apps'))).map((a) => `apps/${a}/README.md`);
  const docs = (await readdir(join(repo, 'docs'), { recursive: true }))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`);
  const all = ['README.md', ...apps, ...docs];
  const exists = await Promise.all(
    all.map((f) =>
      stat(join(repo, f)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return all.filter((_, i) => exists[i]);
}

interface Block {
  file: string;
  lang: string;
  body: string;
}

async function blocks(): Promise<Block[]> {
  const out: Block[] = [];
  for (const file of await documents()) {
    const text = await readFile(join(repo, file), 'utf8');
    for (const m of text.matchAll(/^(`{3,})(\w*)[^\n]*\n([\s\S]*?)^\1\s*$/gm))
      out.push({ file, lang: m[2] ?? '', body: m[3] ?? '' });
  }
  return out;
}

/** Shell command lines of a block: `\` continuations joined, comments and blank lines dropped. */
function commandLines(body: string): string[] {
  return body
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map(stripComment)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

/** Drops a `# comment` that is outside quotes. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1] ?? ''))) return line.slice(0, i);
  }
  return line;
}

/**
 * Runs a server example (`ma mcp`, `ma daemon`) with stdin closed: it passes when it exits 0 or is
 * still serving after 4 s (then it is stopped); a port already taken on this machine counts as
 * started (the example is right, the machine is busy).
 */
function runServer(
  script: string,
  env: Record<string, string | undefined>,
): Promise<{ code: number; stderr: string }> {
  return new Promise((done) => {
    const child = spawn('bash', ['-c', script], {
      cwd: repo,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGTERM');
      } catch {}
      done({ code: 0, stderr });
    }, 4000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code: code === 0 || /EADDRINUSE|in use/.test(stderr) ? 0 : (code ?? -1), stderr });
    });
  });
}

describe('I10.3: command examples in the docs', () => {
  let sandbox: string;
  let all: Block[];
  beforeAll(async () => {
    sandbox = await mkdtemp(join(tmpdir(), 'ma-docs-'));
    await cp(join(repo, 'examples', 'sample-vault'), join(sandbox, 'demo-vault'), { recursive: true });
    // `~/vault` (HOME is the sandbox) is a sample vault too, so examples naming its meetings work.
    await cp(join(repo, 'examples', 'sample-vault'), join(sandbox, 'vault'), { recursive: true });
    all = await blocks();
  });
  afterAll(async () => rm(sandbox, { recursive: true, force: true }));

  it('every `ma` example runs after `source scripts/env.sh` (ma on PATH) against a copy of the sample vault', async () => {
    const shell = all.filter((b) => ['sh', 'bash', 'shell', 'console'].includes(b.lang));
    const commands = shell.flatMap((b) => commandLines(b.body).map((line) => ({ file: b.file, line })));
    const ma = commands.filter((c) => /^(?:[A-Z_]+=(?:"[^"]*"|\S+)\s+)*ma\s/.test(c.line));
    expect(ma.length).toBeGreaterThanOrEqual(10);
    const env: Record<string, string | undefined> = {
      ...process.env,
      HOME: sandbox,
      PATH: (process.env.PATH ?? '')
        .split(':')
        .filter((p) => !p.endsWith('apps/cli/bin'))
        .join(':'),
    };
    for (const key of ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV']) delete env[key];
    for (const { file, line } of ma) {
      const local = line.replace(/(^|\s)(demo-vault|my-vault)(?=\s|$)/g, `$1${sandbox}/$2`);
      const server = /(?:^|\s)ma\s+(?:mcp|daemon)(?:\s|$)/.test(line);
      const result = server
        ? await runServer(`source scripts/env.sh && ${local}`, env)
        : await run('bash', ['-c', `source scripts/env.sh && ${local}`], {
            cwd: repo,
            env,
            maxBuffer: 64 * 1024 * 1024,
          }).then(
            (r) => ({ code: 0, stderr: r.stderr }),
            (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, stderr: e.stderr ?? '' }),
          );
      expect(result.code, `${file}: ${line}\n${result.stderr}`).toBe(0);
    }
  }, 600_000);

  it('the other commands name real scripts, packages, binaries and folders', async () => {
    const pkgs = new Set<string>();
    for (const group of ['packages', 'apps'])
      for (const dir of await readdir(join(repo, group)))
        pkgs.add(JSON.parse(await readFile(join(repo, group, dir, 'package.json'), 'utf8')).name);
    const rootScripts = Object.keys(JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')).scripts);
    const shell = all.filter((b) => ['sh', 'bash', 'shell', 'console'].includes(b.lang));
    for (const b of shell) {
      for (const line of commandLines(b.body)) {
        if (/^(?:[A-Z_]+=(?:"[^"]*"|\S+)\s+)*ma\s/.test(line)) continue;
        for (const part of line.split(/\s*&&\s*/)) {
          const words = part.replace(/^(?:[A-Z_]+=(?:"[^"]*"|\S+)\s+)+/, '').split(/\s+/);
          const [cmd, ...args] = words;
          const where = `${b.file}: ${line}`;
          if (cmd === 'bash' || cmd === 'source') {
            await expect(stat(join(repo, args[0] ?? '')), where).resolves.toBeTruthy();
            await run('bash', ['-n', join(repo, args[0] ?? '')]);
          } else if (cmd?.startsWith('ma-')) {
            // Another package's command (ma-daemon): it must be a declared bin whose file exists.
            const bins = new Map<string, string>();
            for (const dir of await readdir(join(repo, 'apps'))) {
              const manifest = JSON.parse(await readFile(join(repo, 'apps', dir, 'package.json'), 'utf8'));
              for (const [name, file] of Object.entries(manifest.bin ?? {}))
                bins.set(name, join(repo, 'apps', dir, String(file)));
            }
            expect([...bins.keys()], where).toContain(cmd);
            await expect(stat(bins.get(cmd ?? '') ?? ''), where).resolves.toBeTruthy();
          } else if (cmd === 'ma_ensure_toolchain') {
            await run('bash', ['-c', 'source scripts/env.sh && ma_ensure_toolchain'], { cwd: repo });
          } else if (cmd === 'pnpm') {
            const filter = args.indexOf('--filter');
            if (filter >= 0) expect(pkgs, where).toContain((args[filter + 1] ?? '').replace(/\.\.\.$/, ''));
            if (args[0] === 'exec')
              await expect(
                stat(join(repo, 'node_modules', '.bin', args[1] ?? '')),
                where,
              ).resolves.toBeTruthy();
            else if (filter < 0) expect(rootScripts, where).toContain(args[0]);
          } else if (cmd === 'node') {
            // A repository script: the file must exist and parse.
            const script = args.find((a) => !a.startsWith('-')) ?? '';
            await expect(stat(join(repo, script)), where).resolves.toBeTruthy();
            await run(process.execPath, ['--check', join(repo, script)]);
          } else if (cmd === 'npm' && args[0] === 'install') {
            // Packed tarballs name our packages (ma-<dir>-<version>.tgz → @ma/<dir>); others are registry names.
            for (const arg of args.slice(1)) {
              const packed = /(?:^|\/)ma-(?:\{([\w,]+)\}|([\w]+))-\*\.tgz$/.exec(arg);
              if (packed)
                for (const name of (packed[1] ?? packed[2] ?? '').split(','))
                  expect(pkgs, where).toContain(`@ma/${name}`);
            }
          } else {
            throw new Error(`${where}: no rule for "${cmd}"; run it here or check what it names`);
          }
        }
      }
    }
  }, 120_000);

  it('note examples are valid notes (YAML frontmatter parses) and configuration examples are valid', async () => {
    let notes = 0;
    let configs = 0;
    for (const b of all) {
      if (b.lang === 'markdown' && b.body.startsWith('---\n')) {
        const note = parseNote(b.body);
        expect(note.frontmatter, `${b.file}: ${b.body.slice(0, 60)}`).not.toBeNull();
        notes++;
      }
      if (b.lang === 'json' || b.lang === 'jsonc') {
        const text = b.body.replace(/\s\/\/.*$/gm, '');
        const data = JSON.parse(text);
        if (b.file !== 'docs/tools.md') {
          expect(() => parseConfig(data), `${b.file}: ${text.slice(0, 80)}`).not.toThrow();
          configs++;
        }
      }
    }
    expect(notes).toBeGreaterThanOrEqual(3);
    expect(configs).toBeGreaterThanOrEqual(2);
    const meeting =
      (await readFile(join(repo, 'docs', 'vault-format.md'), 'utf8')).split('## Meeting note')[1] ?? '';
    const example = /```markdown\n([\s\S]*?)```/.exec(meeting)?.[1] ?? '';
    expect(parseNote(example).frontmatter?.data).toMatchObject({
      title: 'Remote control kickoff',
      date: '2026-11-20',
      status: 'ended',
      attendees: ['Alice Moreau', 'Ben Okafor'],
      projects: ['remote-control'],
      tags: ['meeting'],
    });
  });

  it('docs use repository-relative paths and name only files of this repository', async () => {
    const files = [...(await documents()), 'examples/sample-vault/README.md', 'bench/README.md'];
    const roots = /^(?:packages|apps|docs|scripts|bench|examples|test)\//;
    for (const file of files) {
      const text = await readFile(join(repo, file), 'utf8');
      expect(text, file).not.toMatch(
        /(?:^|[\s`(])\/(?:work|home)\/|shared\/docs|steering repo|research\/tools/m,
      );
      for (const m of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        const target = m[1] ?? '';
        if (/^[a-z]+:/.test(target)) continue;
        await expect(
          stat(resolve(repo, dirname(file), target)),
          `${file}: link ${target}`,
        ).resolves.toBeTruthy();
      }
      // hostile-cases.md and the seeds quote paths inside users' vaults, not this repository's.
      if (file === 'docs/hostile-cases.md' || file.startsWith('docs/seeds/')) continue;
      for (const m of text.matchAll(/`([^`\s]+)`/g)) {
        const path = (m[1] ?? '').replace(/[:,.]$/, '');
        if (!roots.test(path) || /[<>*…{}]|\.\.\./.test(path)) continue;
        await expect(stat(join(repo, path)), `${file}: \`${path}\``).resolves.toBeTruthy();
      }
    }
  });
});
