import { chmod, mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PathSafetyError, SearchError } from '../errors/index.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { boundProjects } from '../vault/bound-projects.js';
import { pastSummaries } from '../vault/past-summaries.js';
import type { Vault } from '../vault/vault.js';
import { searchVault } from './search-vault.js';

let vault: Vault;
let dir: TempDir;
let outside: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  outside = await makeTempDir('ma-search-out-');
});
afterEach(async () => {
  await dir.cleanup();
  await outside.cleanup();
});

const write = async (rel: string, text: string) => {
  await mkdir(path.dirname(path.join(vault.root, rel)), { recursive: true });
  await writeFile(path.join(vault.root, rel), text);
};

describe('searchVault basics', () => {
  it('returns vault-relative matches sorted by path then line', async () => {
    await write('Notes/z.md', 'Falcon one\nnothing\nFalcon two\n');
    await write('Notes/a.md', 'x\nFalcon\n');
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes'] });
    expect(result).toEqual({
      matches: [
        { path: 'Notes/a.md', line: 2, text: 'Falcon' },
        { path: 'Notes/z.md', line: 1, text: 'Falcon one' },
        { path: 'Notes/z.md', line: 3, text: 'Falcon two' },
      ],
      truncated: false,
      dropped: false,
      linesCut: false,
      warnings: [],
      nextOffset: null,
    });
  });

  it('reports a line once when the paths overlap', async () => {
    await write('Notes/a.md', 'Falcon\n');
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes', 'Notes/a.md', './Notes'] });
    expect(result.matches).toEqual([{ path: 'Notes/a.md', line: 1, text: 'Falcon' }]);
  });

  it('searches the whole vault with "." but never the trash or links out of the vault', async () => {
    await write('.trash/old.md', 'Zebracorn in the trash\n');
    await write('Notes/live.md', 'Zebracorn alive\n');
    await writeFile(path.join(outside.root, 'secret.md'), 'Zebracorn secret\n');
    await symlink(path.join(outside.root, 'secret.md'), path.join(vault.root, 'Notes/leak.md'));
    await symlink(outside.root, path.join(vault.root, 'Projects/remote-control/out'));
    const result = await searchVault(vault, { pattern: 'Zebracorn', paths: ['.'] });
    expect(result.matches).toEqual([{ path: 'Notes/live.md', line: 1, text: 'Zebracorn alive' }]);
    await expect(
      searchVault(vault, { pattern: 'x', paths: ['Projects/remote-control/out'] }),
    ).rejects.toSatisfy(PathSafetyError.isInstance);
    await expect(searchVault(vault, { pattern: 'x', paths: ['.trash'] })).rejects.toMatchObject({
      reason: 'trash',
    });
  });

  it('B21: no match is an empty success', async () => {
    const result = await searchVault(vault, { pattern: 'Heron', paths: ['.'] });
    expect(result).toEqual({
      matches: [],
      truncated: false,
      dropped: false,
      linesCut: false,
      warnings: [],
      nextOffset: null,
    });
  });

  it("B21: an invalid regex is a bad-pattern error carrying rg's message", async () => {
    const error = await searchVault(vault, { pattern: 'Fal(con', paths: ['.'] }).catch((e: unknown) => e);
    expect(SearchError.isInstance(error)).toBe(true);
    expect((error as SearchError).reason).toBe('bad-pattern');
    expect((error as SearchError).message).toContain('unclosed group');
    await expect(searchVault(vault, { pattern: '', paths: ['.'] })).rejects.toMatchObject({
      reason: 'bad-pattern',
    });
    for (const pattern of ['a\u0000b', 'line\nbreak', 'a{1000}{1000}{1000}']) {
      await expect(searchVault(vault, { pattern, paths: ['.'] })).rejects.toMatchObject({
        reason: 'bad-pattern',
      });
    }
    // L99: past the length limit is its own reason, not a regex mistake.
    await expect(searchVault(vault, { pattern: 'x'.repeat(5000), paths: ['.'] })).rejects.toMatchObject({
      reason: 'too-long',
      message: 'the search pattern is too long: 5000 characters, at most 2000',
    });
    // Six rg runs, one compiling a regex up to rg's size limit: over 30 s once at load 40 (session 49).
  }, 120_000);

  it("B21: keeps rg's error but drops its advice to use flags the model cannot pass", async () => {
    for (const [pattern, kept] of [
      ['(?=Falcon)', 'look-around'],
      ['Fal\\1', 'backreferences are not supported'],
      ['a\nb', 'the literal'],
    ] as const) {
      const error = (await searchVault(vault, { pattern, paths: ['.'] }).catch((e: unknown) => e)) as Error;
      expect(SearchError.isInstance(error), pattern).toBe(true);
      expect(error.message, pattern).toContain(kept);
      expect(error.message, pattern).not.toMatch(/--pcre2|--multiline|-U\b|--text|Consider/);
    }
  });

  it('parses paths with line breaks and skips binary-file notes', async () => {
    await write('Notes/we\nird.md', 'Falcon in a strange name\n');
    await write('Notes/bin.md', 'Falcon\u0000binary\n');
    await write('Notes/z.md', 'Falcon last\n');
    const result = await searchVault(vault, {
      pattern: 'Falcon',
      paths: ['Notes/bin.md', 'Notes'],
    });
    expect(result.matches).toEqual([
      { path: 'Notes/we\nird.md', line: 1, text: 'Falcon in a strange name' },
      { path: 'Notes/z.md', line: 1, text: 'Falcon last' },
    ]);
  });

  it('B22: a long multibyte CRLF line is cut around the match, read back past the preview', async () => {
    const left = 'é'.repeat(3000);
    await write('Notes/mb.md', `first\r\n${left}Falcon${'ü'.repeat(3000)}\r\nlast Falcon\r\n`);
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes/mb.md'], maxLineChars: 40 });
    expect(result.truncated).toBe(true);
    const [deep, last] = result.matches;
    expect(last).toEqual({ path: 'Notes/mb.md', line: 3, text: 'last Falcon' });
    expect(deep?.line).toBe(2);
    expect(deep?.text).toMatch(/^…é+Falconü+…$/);
    expect(deep?.text.length).toBeLessThanOrEqual(40);
  });

  it('B21: matches plus an unreadable file give a partial result with a warning', async () => {
    await write('Notes/a.md', 'Falcon\n');
    const paths = ['Notes/a.md'];
    const isRoot = process.getuid?.() === 0;
    if (isRoot) {
      // chmod 000 does not stop root from reading; a path that vanished after the check makes rg exit 2 the same way.
      paths.push('Notes/locked.md');
    } else {
      await write('Notes/locked.md', 'Falcon locked\n');
      await chmod(path.join(vault.root, 'Notes/locked.md'), 0o000);
      paths.push('Notes/locked.md');
    }
    const result = await searchVault(vault, { pattern: 'Falcon', paths });
    expect(result.matches).toEqual([{ path: 'Notes/a.md', line: 1, text: 'Falcon' }]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatch(/^Notes\/locked\.md: .*(No such file or directory|Permission denied)/);
  });

  it('R21: ignore files are not read: a broken .ignore neither hides a note nor warns', async () => {
    await write('Notes/.ignore', '{a\na.md\n');
    await write('Notes/a.md', 'Falcon\n');
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes'] });
    expect(result.matches).toEqual([{ path: 'Notes/a.md', line: 1, text: 'Falcon' }]);
    expect(result.warnings).toEqual([]);
  });

  it('B23: a missing binary is "search unavailable", not a spawn crash', async () => {
    const missing = path.join(outside.root, 'no-rg');
    const error = await searchVault(vault, { pattern: 'x', paths: ['.'], rgPath: missing }).catch(
      (e: unknown) => e,
    );
    expect(SearchError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      reason: 'unavailable',
      message: `search unavailable: ripgrep binary not found at ${missing}`,
    });
  });

  it('stops at an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user cancelled'));
    await expect(
      searchVault(vault, { pattern: 'x', paths: ['.'], signal: controller.signal }),
    ).rejects.toThrow('user cancelled');
  });
});

describe('B20: the pattern is never an rg flag', () => {
  it('B20: --pre=<script>, -f<file>, -1 and --release are searched literally; the script never runs', async () => {
    const marker = path.join(outside.root, 'ma-rg-marker');
    await write('scripts/mark.sh', `#!/bin/sh\ntouch '${marker}'\ncat "$1"\n`);
    await chmod(path.join(vault.root, 'scripts/mark.sh'), 0o755);
    await write('Notes/flags.md', 'use --release builds\nscore -1 today\n');
    for (const pattern of ['--pre=scripts/mark.sh', '--pre', '-f/etc/hostname', '--files']) {
      const result = await searchVault(vault, { pattern, paths: ['.'] });
      expect(result.matches.every((m) => m.text.includes(pattern))).toBe(true);
    }
    expect((await searchVault(vault, { pattern: '-1', paths: ['.'] })).matches).toContainEqual({
      path: 'Notes/flags.md',
      line: 2,
      text: 'score -1 today',
    });
    expect((await searchVault(vault, { pattern: '--release', paths: ['.'] })).matches).toEqual([
      { path: 'Notes/flags.md', line: 1, text: 'use --release builds' },
    ]);
    await expect(stat(marker)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('B20: a path that looks like a flag is still a path', async () => {
    await write('-e.md', 'Falcon in a dash file\n');
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['-e.md'] });
    expect(result.matches).toEqual([{ path: '-e.md', line: 1, text: 'Falcon in a dash file' }]);
  });

  it('ignores RIPGREP_CONFIG_PATH', async () => {
    const config = path.join(outside.root, 'rgrc');
    await writeFile(config, '--pre=/bin/false\n--invert-match\n');
    const before = process.env.RIPGREP_CONFIG_PATH;
    process.env.RIPGREP_CONFIG_PATH = config;
    try {
      await write('Notes/a.md', 'Falcon\nother\n');
      expect((await searchVault(vault, { pattern: 'Falcon', paths: ['Notes/a.md'] })).matches).toEqual([
        { path: 'Notes/a.md', line: 1, text: 'Falcon' },
      ]);
    } finally {
      if (before === undefined) delete process.env.RIPGREP_CONFIG_PATH;
      else process.env.RIPGREP_CONFIG_PATH = before;
    }
  });
});

describe('B22: giant lines and unbounded output', () => {
  it('B22: a 3 MB single line is cut to a preview around the match and the result is truncated', async () => {
    const half = 'A'.repeat(1_500_000);
    await write('attachments/export.md', `${half}Falcon${half}\n`);
    for (let i = 0; i < 300; i++)
      await write(`bulk/note-${String(i).padStart(3, '0')}.md`, `mentions Falcon ${i}\n`);
    const result = await searchVault(vault, {
      pattern: 'Falcon',
      paths: ['attachments', 'bulk'],
      maxResults: 200,
      maxLineChars: 240,
    });
    expect(result.truncated).toBe(true);
    expect(result.matches).toHaveLength(200);
    const big = result.matches.find((m) => m.path === 'attachments/export.md');
    expect(big?.text.length).toBeLessThanOrEqual(240);
    expect(big?.text).toContain('Falcon');
    expect(big?.text.startsWith('…')).toBe(true);
    expect(big?.text.endsWith('…')).toBe(true);
    const size = result.matches.reduce((n, m) => n + m.path.length + m.text.length + 12, 0);
    expect(size).toBeLessThan(32 * 1024);
  });

  it('B22: the character budget cuts the result even under the match cap', async () => {
    await write(
      'Notes/long.md',
      `${Array.from({ length: 100 }, (_, i) => `Falcon ${'x'.repeat(200)} ${i}`).join('\n')}\n`,
    );
    const result = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes/long.md'], maxChars: 2000 });
    expect(result.truncated).toBe(true);
    expect(result.matches.length).toBeGreaterThan(0);
    expect(result.matches.reduce((n, m) => n + m.text.length, 0)).toBeLessThanOrEqual(2000);
  });
});

describe('seed 000 scenarios', () => {
  it('seed 000: Agent searches past project meeting summaries (project files and past summaries both match)', async () => {
    const meeting = 'Meetings/2026-03-10 Remote control functional design.md';
    const scope = await boundProjects(vault, meeting);
    expect(scope).toEqual(['remote-control']);
    const summaries = await pastSummaries(vault, scope);
    expect(summaries.map((s) => s.path)).toEqual(['Summaries/2026-03-09 Remote control kickoff.md']);
    const result = await searchVault(vault, {
      pattern: '12\\.50',
      paths: [...scope.map((id) => `Projects/${id}`), ...summaries.map((s) => s.path)],
    });
    const files = new Set(result.matches.map((m) => m.path));
    expect([...files].some((p) => p.startsWith('Projects/remote-control/'))).toBe(true);
    expect(files.has('Summaries/2026-03-09 Remote control kickoff.md')).toBe(true);
    expect(
      [...files].every((p) => p.startsWith('Projects/remote-control/') || p.startsWith('Summaries/')),
    ).toBe(true);
    const line = result.matches.find((m) => m.path.startsWith('Summaries/'))!;
    const text = await readFile(path.join(vault.root, line.path), 'utf8');
    expect(text.split('\n')[line.line - 1]).toContain(line.text.replace(/^…|…$/g, ''));
    expect(line.text.length).toBeLessThanOrEqual(vault.config.limits.searchLineChars);
  });

  it('seed 000: Agent searches project knowledge (out-of-scope project files never match)', async () => {
    const result = await searchVault(vault, {
      pattern: '(?i)website|remote',
      paths: ['Projects/remote-control'],
    });
    expect(result.matches.length).toBeGreaterThan(0);
    expect(result.matches.every((m) => m.path.startsWith('Projects/remote-control/'))).toBe(true);
  });
});

describe('searchVault paging (offset, nextOffset)', () => {
  it('pages cut by the result cap or the character budget give every match once, in order', async () => {
    const files: Record<string, string> = {
      'Notes/a.md': 'Falcon 1\nx\nFalcon 2\nFalcon 3\n',
      'Notes/b/c.md': 'Falcon 4\n',
      'Notes/d.md': `Falcon 5 ${'y'.repeat(50)}\nFalcon 6\nFalcon 7\n`,
    };
    for (const [rel, text] of Object.entries(files)) await write(rel, text);
    const whole = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes', 'Notes/a.md'] });
    expect(whole.nextOffset).toBeNull();
    expect(whole.matches).toHaveLength(7);
    for (const budget of [{ maxResults: 2 }, { maxChars: 30 }, { maxResults: 1, maxChars: 5 }]) {
      const seen: string[] = [];
      let offset: number | null = 0;
      let pages = 0;
      while (offset !== null) {
        const page = await searchVault(vault, {
          pattern: 'Falcon',
          paths: ['Notes', 'Notes/a.md'],
          offset,
          ...budget,
        });
        expect(page.matches.length, JSON.stringify(budget)).toBeGreaterThan(0);
        seen.push(...page.matches.map((m) => `${m.path}:${m.line}`));
        if (page.nextOffset !== null) expect(page.nextOffset).toBe(offset + page.matches.length);
        offset = page.nextOffset;
        expect(++pages).toBeLessThan(20);
      }
      expect(pages, JSON.stringify(budget)).toBeGreaterThan(1);
      expect(seen).toEqual(whole.matches.map((m) => `${m.path}:${m.line}`));
    }
    const past = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes'], offset: 7 });
    expect(past).toMatchObject({ matches: [], dropped: false, nextOffset: null });
    const huge = await searchVault(vault, { pattern: 'Falcon', paths: ['Notes'], offset: 1e300 });
    expect(huge.matches).toEqual([]);
  });
});
