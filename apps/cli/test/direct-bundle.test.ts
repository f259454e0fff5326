/**
 * issue 13 (e)(f): a plain `ma tool` / `ma search` line runs from the direct bundle
 * (`dist/direct/main.cjs`) with a V8 code cache written after the command ran (docs/startup.md).
 * The cache is never needed: the output is the same without it, with it, with a broken one, with
 * it turned off, and as through commander. Timing lives in bench/ (cases e, f).
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_HEAD, BUNDLE_TAIL } from '../src/direct/bundle-wrapper.js';
import { fnv1a } from '../src/direct/load-direct-bundle.js';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let vault: string;
let cleanup: () => Promise<void>;
const temps: string[] = [];

beforeAll(async () => {
  const copy = await copySampleVault();
  vault = copy.root;
  cleanup = copy.cleanup;
});
afterAll(async () => {
  await cleanup();
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A fresh folder to serve as the OS temp folder of a run (where the code cache goes). */
function freshTemp(): string {
  const t = mkdtempSync(join(tmpdir(), 'ma-direct-'));
  temps.push(t);
  return t;
}

const run = (args: string[], temp: string, env: Record<string, string> = {}) =>
  runMa(args, { env: { TMPDIR: temp, TMP: temp, TEMP: temp, ...env } });

const outcome = (r: MaResult) => ({ code: r.code, stdout: r.stdout, stderr: r.stderr });

/** The cache files of the direct bundle in `temp`, relative to its `ma-code-cache` folder. */
function caches(temp: string): string[] {
  try {
    return readdirSync(join(temp, 'ma-code-cache'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.bin'),
    );
  } catch {
    return [];
  }
}

describe('issue 13 (e)(f): the direct bundle and its code cache', () => {
  // Each test runs at most 3 processes (2 s to 5 s each on a loaded machine), well inside the 30 s timeout.
  const READ_NOTE = ['tool', 'read_meetingnote', '--meeting', MEETING];

  /** A first `ma tool read_meetingnote` in `temp`: its result, and the one cache file it wrote. */
  async function firstRun(temp: string): Promise<{ first: MaResult; file: string }> {
    const first = await run([...READ_NOTE, '--vault', vault], temp);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Meetings/${MEETING}.md`);
    expect(caches(temp)).toEqual([expect.stringMatching(/-tool-read_meetingnote\.bin$/)]);
    return { first, file: join(temp, 'ma-code-cache', caches(temp)[0] as string) };
  }

  it('issue 13 (e): ma tool writes the code cache once, then gives the same output with it', async () => {
    const temp = freshTemp();
    const { first, file } = await firstRun(temp);
    const written = readFileSync(file);
    const second = await run([...READ_NOTE, '--vault', vault], temp);
    expect(outcome(second)).toEqual(outcome(first));
    expect(readFileSync(file).equals(written)).toBe(true); // used, not written again
  });

  it('issue 13 (e): ma tool gives the same output with a broken code cache and with a file that is no cache, and writes it again', async () => {
    const temp = freshTemp();
    const { first, file } = await firstRun(temp);
    const written = readFileSync(file);
    writeFileSync(
      file,
      Buffer.concat([written.subarray(0, written.indexOf(10) + 1), Buffer.from('garbage')]),
    );
    const broken = await run([...READ_NOTE, '--vault', vault], temp);
    expect(outcome(broken)).toEqual(outcome(first));
    expect(readFileSync(file).length).toBeGreaterThan(1000); // refused by V8, written again

    writeFileSync(file, 'not a cache at all');
    expect(outcome(await run([...READ_NOTE, '--vault', vault], temp))).toEqual(outcome(first));
    expect(readFileSync(file).length).toBeGreaterThan(1000);
  });

  it('issue 13 (e): NODE_DISABLE_COMPILE_CACHE=1 turns the cache off; a folder others may write to is never used', async () => {
    const args = ['tool', 'read_meetingnote', '--meeting', MEETING, '--vault', vault];
    const off = freshTemp();
    const r = await run(args, off, { NODE_DISABLE_COMPILE_CACHE: '1' });
    expect(r.code, r.stderr).toBe(0);
    expect(caches(off)).toEqual([]);

    if (process.platform === 'win32') return;
    const open = freshTemp();
    mkdirSync(join(open, 'ma-code-cache'));
    chmodSync(join(open, 'ma-code-cache'), 0o777);
    const planted = join(open, 'ma-code-cache', 'planted.bin');
    writeFileSync(planted, 'x');
    const o = await run(args, open);
    expect(outcome(o)).toEqual(outcome(r));
    expect(caches(open)).toEqual(['planted.bin']);
  });

  // One test per line (two processes each): the fourteen processes of one test came near its timeout under load.
  it.each([
    [['tool', 'read_meetingnote', '--meeting', MEETING]],
    [['tool', 'read_meetingnote', '--meeting', 'no such meeting']],
    [['tool', 'no_such_tool', '--meeting', MEETING]],
    [['tool', 'read_meetingnote', '--meeting', MEETING, '--args', '{"from": 3, "to": 5}']],
    [['search', 'remote', '--meeting', MEETING]],
    [['search', 'remote(', '--meeting', MEETING]],
    [['search', 'remote', '--meeting', MEETING, '--projects', 'no-such-project']],
  ])(
    'issue 13 (e)(f): a direct line and the same line through commander give the same output and exit code: ma %j',
    async (line) => {
      const temp = freshTemp();
      const direct = await run([...line, '--vault', vault], temp);
      // A global option before the command: commander reads this line (readDirectCommand does not).
      const viaCommander = await run(['--vault', vault, ...line], temp);
      expect(outcome(direct), line.join(' ')).toEqual(outcome(viaCommander));
    },
  );

  it('issue 13 (e)(f): one code cache per direct command (`ma search` from its own bundle, under its own hash)', async () => {
    const temp = freshTemp();
    for (const line of [
      ['tool', 'read_meetingnote', '--meeting', MEETING],
      ['tool', 'no_such_tool', '--meeting', MEETING],
      ['search', 'remote', '--meeting', MEETING],
    ])
      await run([...line, '--vault', vault], temp);
    expect(
      caches(temp)
        .map((f) => f.replace(/^.*-(?=search|tool)/, ''))
        .sort(),
    ).toEqual(['search.bin', 'tool-no_such_tool.bin', 'tool-read_meetingnote.bin']);
  });

  it('issue 13 (e)(f): the direct and help bundles are ASCII, so Node reads them into one-byte strings', () => {
    // One character outside ASCII (a comment's dash, a regular expression's letter) makes V8 decode
    // the whole file into a two-byte string: about 3 ms more per start (docs/startup.md). Write it
    // with an escape (`\u2014`) in our sources; third-party comments are handled by tsup.config.ts.
    const dist = join(import.meta.dirname, '..', 'dist');
    for (const file of [
      join(dist, 'direct', 'main.cjs'),
      join(dist, 'direct', 'search.cjs'),
      join(dist, 'direct', 'read-tools.cjs'),
      join(dist, 'direct', 'loader.cjs'),
      join(dist, 'help.cjs'),
    ]) {
      const lines = readFileSync(file, 'utf8').split('\n');
      const offending = lines.flatMap((line, i) =>
        /[^\x00-\x7f]/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      );
      expect(offending).toEqual([]);
    }
  });

  it('issue 13 (e)(f): the direct and help bundles are written inside the module wrapper, and the loader is a plain module', () => {
    // Compiled as read: a wrapper added at run time made V8 copy the whole bundle once more
    // (docs/startup.md, twelfth pass). bin/ma.js requires the loader as an ordinary CommonJS module.
    const dist = join(import.meta.dirname, '..', 'dist');
    for (const file of [
      join(dist, 'direct', 'main.cjs'),
      join(dist, 'direct', 'search.cjs'),
      join(dist, 'direct', 'read-tools.cjs'),
      join(dist, 'help.cjs'),
    ]) {
      const text = readFileSync(file, 'latin1');
      expect(text.startsWith(BUNDLE_HEAD)).toBe(true);
      expect(text.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '').endsWith(BUNDLE_TAIL)).toBe(true);
    }
    expect(readFileSync(join(dist, 'direct', 'loader.cjs'), 'latin1').startsWith(BUNDLE_HEAD)).toBe(false);
  });

  it('P120 (issue 13 (e)(f)): the CommonJS bundles take our imports of Node built-in modules as the modules themselves, not as a copy per importing file', () => {
    // esbuild wraps a default or namespace import of a built-in (`import path from 'node:path'`) in
    // its `__toESM` helper when it writes CommonJS: `<helper>(require("path"),1)`, a new object
    // with a getter per property, once per importing file (search.cjs made 36 of them as it
    // loaded). The build takes such imports of our sources with `require` (apps/cli/tsup.config.ts;
    // docs/startup.md, thirtieth pass). Third-party files keep esbuild's form (none in these three).
    const dist = join(import.meta.dirname, '..', 'dist', 'direct');
    for (const name of ['main.cjs', 'search.cjs', 'read-tools.cjs', 'loader.cjs']) {
      const text = readFileSync(join(dist, name), 'latin1');
      expect(text.match(/[\w$]+\(require\("(?:node:)?[a-z_/]+"\),1\)/g) ?? [], name).toEqual([]);
      expect(text, name).toMatch(/require\("(?:node:)?path"\)/);
    }
  });

  it('issue 13 (f): `ma search` runs from a bundle of its own that holds no other tool and not `ma tool`', () => {
    // Every byte of a bundle is read, turned into a string and its code cache deserialised on each
    // start; the search bundle reaches the search tool without the registry of every tool
    // (docs/startup.md, thirteenth pass).
    const dist = join(import.meta.dirname, '..', 'dist');
    const search = readFileSync(join(dist, 'direct', 'search.cjs'), 'latin1');
    const main = readFileSync(join(dist, 'direct', 'main.cjs'), 'latin1');
    const descriptions = {
      search: "Search bound projects' files and their past meeting summaries",
      read_meetingnote:
        'Read the meeting note: frontmatter (title, date, attendees, projects, links) and body.',
      read_transcript: 'Read the transcript (',
      write_projectfile: 'Create or update a file in a bound project',
    };
    for (const [name, text] of Object.entries(descriptions)) {
      expect(main.includes(text), `main.cjs: ${name}`).toBe(true);
      expect(search.includes(text), `search.cjs: ${name}`).toBe(name === 'search');
    }
    expect(search.length).toBeLessThan(main.length * 0.7);
  });

  it('P80 (issue 13 (e)): a tool that only reads runs from a bundle of its own without the write tools, the compact tools and the approval prompt; every other tool from main.cjs', async () => {
    // Every byte of a bundle is read, turned into a string and its code cache deserialised on each
    // start, and the whole bundle's modules initialised (docs/startup.md, seventeenth pass).
    const dist = join(import.meta.dirname, '..', 'dist');
    const reads = readFileSync(join(dist, 'direct', 'read-tools.cjs'), 'latin1');
    const main = readFileSync(join(dist, 'direct', 'main.cjs'), 'latin1');
    const descriptions = {
      read_meetingnote:
        'Read the meeting note: frontmatter (title, date, attendees, projects, links) and body.',
      read_transcript: 'Read the transcript (',
      search: "Search bound projects' files and their past meeting summaries",
      write_projectfile: 'Create or update a file in a bound project',
      add_attendee: 'Add a person who took part but is missing',
      query_meeting: 'Read the meeting, its transcript and notes, the glossary, your notebook',
      'the approval prompt': 'answer in the vault), approve or deny',
    };
    for (const [name, text] of Object.entries(descriptions)) {
      expect(main.includes(text), `main.cjs: ${name}`).toBe(true);
      expect(reads.includes(text), `read-tools.cjs: ${name}`).toBe(
        name.startsWith('read_') || name === 'search',
      );
    }
    expect(reads.length).toBeLessThan(main.length * 0.7);
    // Which bundle ran a line: its code cache is named after the bundle's path.
    const temp = freshTemp();
    const lines = [
      ['tool', 'read_meetingnote', '--meeting', MEETING],
      ['tool', 'list_projects', '--meeting', MEETING],
      ['tool', 'write_context', '--meeting', MEETING, '--args', '{}'],
      ['tool', 'query_meeting', '--tools', 'compact', '--meeting', MEETING, '--args', '{"view":"note"}'],
    ];
    for (const line of lines) await run([...line, '--vault', vault], temp);
    const hashOf = (bundle: string) => fnv1a(join(dist, 'direct', bundle));
    expect(
      caches(temp)
        .map((f) => f.replace(/^.*[\\/]/, ''))
        .sort(),
    ).toEqual(
      [
        `${hashOf('read-tools.cjs')}-tool-list_projects.bin`,
        `${hashOf('read-tools.cjs')}-tool-read_meetingnote.bin`,
        `${hashOf('main.cjs')}-tool-query_meeting.bin`,
        `${hashOf('main.cjs')}-tool-write_context.bin`,
      ].sort(),
    );
  });

  it("issue 13 (e): a plain `ma tool read_meetingnote` builds no stdin stream and loads none of Node's stream, socket, crypto, child-process or fs/promises modules", async () => {
    // Each of these costs page faults and CPU on every start (docs/startup.md, twelfth pass): the
    // stdin stream was built for `--args -` on every line, and notes were read through fs streams.
    const temp = freshTemp();
    const report = join(temp, 'modules.json');
    const preload = join(temp, 'report-modules.cjs');
    writeFileSync(
      preload,
      `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify(process.moduleLoadList)));\n`,
    );
    const args = ['tool', 'read_meetingnote', '--meeting', MEETING, '--vault', vault];
    for (const input of [undefined, '']) {
      const r = await runMa(args, {
        env: { TMPDIR: temp, TMP: temp, TEMP: temp, NODE_OPTIONS: `--require ${preload}` },
        ...(input === undefined ? {} : { input }),
      });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain(`Meetings/${MEETING}.md`);
      const loaded = (JSON.parse(readFileSync(report, 'utf8')) as string[]).filter((m) =>
        /^NativeModule (stream|net|tty|crypto|child_process|internal\/fs\/streams|internal\/streams\/readable|fs\/promises|internal\/readline\/interface|os|internal\/async_local_storage\/async_hooks)$/.test(
          m,
        ),
      );
      expect(loaded).toEqual([]);
    }
    // P188: nor does `ma search` load `node:fs/promises` (ten built-in modules, readline's among them),
    // whose functions the CommonJS bundles now load on first use; the same matches as before.
    const search = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault], {
      env: { TMPDIR: temp, TMP: temp, TEMP: temp, NODE_OPTIONS: `--require ${preload}` },
    });
    expect(search.code, search.stderr).toBe(0);
    expect(search.stdout).toMatch(/^Projects\/remote-control\/PROJECT.md:\d+ /m);
    const searchLoaded = JSON.parse(readFileSync(report, 'utf8')) as string[];
    // Ripgrep ran through the binding `child_process.spawnSync` calls (the report is this run's), without
    // child_process and the socket modules it loads (session 45, P221).
    expect(searchLoaded).toContain('Internal Binding spawn_sync');
    expect(searchLoaded.filter((m) => /^NativeModule (child_process|net|dgram)$/.test(m))).toEqual([]);
    expect(
      // P193 (session 42): nor `node:os` (the temp folder read from the environment, the home folder only
      // for a `~`) or AsyncLocalStorage's module (only for a call with numbers as written).
      searchLoaded.filter((m) =>
        /^NativeModule (fs\/promises|internal\/readline\/interface|os|internal\/async_local_storage\/async_hooks)$/.test(
          m,
        ),
      ),
    ).toEqual([]);
  });

  it('the code caches stay bounded: a new build keeps its own folder and the 5 newest others, and removes older builds and loose files', async () => {
    const temp = freshTemp();
    const root = join(temp, 'ma-code-cache');
    mkdirSync(root, { mode: 0o700 });
    const now = Date.now() / 1000;
    const old = Array.from({ length: 8 }, (_, i) => `0.0.${i}-old`);
    for (const [i, name] of old.entries()) {
      mkdirSync(join(root, name, 'v22-node'), { recursive: true, mode: 0o700 });
      writeFileSync(join(root, name, 'v22-node', 'entry'), 'x');
      writeFileSync(join(root, name, `0011aabb-tool-read_meetingnote.bin`), 'x');
      utimesSync(join(root, name), now - 3600 * (i + 1), now - 3600 * (i + 1)); // 0.0.0-old is the newest
    }
    writeFileSync(join(root, 'deadbeef-tool-read_meetingnote.bin'), 'x'); // the flat layout of earlier builds
    writeFileSync(join(root, 'deadbeef-search.bin.123.tmp'), 'x');
    const r = await run(['tool', 'read_meetingnote', '--meeting', MEETING, '--vault', vault], temp);
    expect(r.code, r.stderr).toBe(0);
    const left = readdirSync(root).sort();
    const current = left.filter((f) => !old.includes(f));
    expect(current).toHaveLength(1);
    expect(left).toEqual([...old.slice(0, 5), ...current].sort());
    expect(readdirSync(join(root, current[0] as string))).toEqual([
      expect.stringMatching(/-tool-read_meetingnote\.bin$/),
    ]);
    // The split bundle's lines keep Node's compile cache in the same build folder, not in the
    // shared node-compile-cache/ (whose entries are never removed: a new chunk name every build).
    const split = await run(['tools', '--vault', vault], temp);
    expect(split.code, split.stderr).toBe(0);
    expect(readdirSync(temp)).not.toContain('node-compile-cache');
    expect(readdirSync(join(root, current[0] as string)).length).toBeGreaterThan(1);
    expect(readdirSync(root).sort()).toEqual(left);
  });
});
