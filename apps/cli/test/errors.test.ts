/**
 * Exit codes and one-line messages of the built `ma` binary (docs: `ma: <what went wrong>; <what
 * to do>`; 2 = usage incl. unknown/invalid meeting), the offline-engine reason in the context note,
 * `summarize --json` on failure, and the doctor's symlinked-project warning.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AmbiguousError, FrontmatterError, NotFoundError } from '@ma/core';
import { copySampleVault, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeError } from '../src/io/report-error.js';
import { runMa } from './run-ma.js';

const design = '2026-03-10 Remote control functional design';

/** Exactly one non-empty stderr line starting `ma: `. */
function oneMaLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .filter(
      (l) =>
        l.trim() !== '' &&
        !l.startsWith('no model configured') &&
        !l.startsWith('using the offline extractive engine') &&
        !l.startsWith('summarizing '),
    );
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^ma: /);
  return lines[0] ?? '';
}

describe('ma: errors and exit codes', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('without a model the context note says no model is configured; --engine extractive says requested', async () => {
    expect((await runMa(['summarize', design, '--vault', vault.root])).code).toBe(0);
    const context = await read(`Assistant/${design}.md`);
    expect(context).toContain('No model is configured');
    expect(context).not.toContain('was requested');
    expect((await runMa(['summarize', design, '--vault', vault.root, '--engine', 'extractive'])).code).toBe(
      0,
    );
    expect(await read(`Assistant/${design}.md`)).toContain('The extractive engine was requested');
  });

  it('unsafe meeting references and notes outside the meetings folder exit 2 with one line', async () => {
    for (const ref of ['../examples/x', '/etc/passwd', `Transcripts/${design}.md`]) {
      const run = await runMa(['summarize', ref, '--vault', vault.root]);
      expect(run.code, ref).toBe(2);
      const line = oneMaLine(run.stderr);
      expect(line).toContain(ref);
      expect(line).toMatch(/Meetings|known:/);
    }
    const tool = await runMa(['tool', 'list_projects', '--meeting', '../x', '--vault', vault.root]);
    expect(tool.code).toBe(2);
    oneMaLine(tool.stderr);
  });

  it('an invalid configuration is one line naming the file, with a hint', async () => {
    const file = join(vault.root, 'meeting-assistant.json');
    await writeFile(file, '{ "modle": {} }\n');
    const run = await runMa(['projects', '--all', '--vault', vault.root]);
    expect(run.code).toBe(1);
    const line = oneMaLine(run.stderr);
    expect(line).toContain(`invalid configuration in ${file}`);
    expect(line).toContain('modle');
    expect(line).toContain('ma doctor');
    await writeFile(file, '{ "folders": { "meetings": "../out" }, "model": { "baseURL": 3 } }\n');
    oneMaLine((await runMa(['projects', '--all', '--vault', vault.root])).stderr);
  });

  it('model overrides that leave the model section invalid name what was given, not every flag', async () => {
    const file = join(vault.root, 'meeting-assistant.json');
    const env = await runMa(['projects', '--all', '--vault', vault.root], { env: { MA_MODEL: 'fake' } });
    expect(env.code).toBe(1);
    const line = oneMaLine(env.stderr);
    expect(line).toContain('model.baseURL');
    expect(line).toContain(`fix the "model" section of ${file} or the MA_MODEL environment variable`);
    expect(line).not.toContain('--api-key-env');
    expect(line).not.toContain('flag');
    const flags = await runMa(['summarize', design, '--vault', vault.root, '--model', 'fake'], {
      env: { MA_API_KEY_ENV: 'MY_KEY' },
    });
    expect(flags.code).toBe(1);
    expect(oneMaLine(flags.stderr)).toContain(
      `or the --model flag and the MA_API_KEY_ENV environment variable, then run \`ma doctor\``,
    );
  });

  it('a missing --config file is a usage error (2) saying to check the path', async () => {
    const missing = join(vault.root, 'missing.json');
    const run = await runMa(['projects', '--all', '--vault', vault.root, '--config', missing]);
    expect(run.code).toBe(2);
    expect(oneMaLine(run.stderr)).toBe(`ma: config file not found: ${missing}; check the --config path`);
  });

  it('a run lock folder refused for safety says to remove the .meeting-assistant symlink', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'ma-lock-out-'));
    try {
      await rm(join(vault.root, '.meeting-assistant'), { recursive: true, force: true });
      await symlink(outside, join(vault.root, '.meeting-assistant'));
      const run = await runMa(['summarize', design, '--vault', vault.root]);
      expect(run.code).toBe(1);
      const line = oneMaLine(run.stderr);
      expect(line).toContain('run lock folder: path resolves outside the allowed folder');
      expect(line).toContain('remove the `.meeting-assistant` symlink');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('R1: a transcript in UTF-16 or Latin-1 is one line naming its vault path and how to fix it', async () => {
    const cases: [string, Buffer, RegExp][] = [
      ['utf16', Buffer.from('\ufeff[00:00:01] **Ann:** hi\n', 'utf16le'), /it is UTF-16/],
      [
        'latin1',
        Buffer.from('[00:00:01] **Ann:** café\n', 'latin1'),
        /bytes that are not UTF-8, such as Latin-1/,
      ],
    ];
    for (const [name, bytes, why] of cases) {
      await writeFile(join(vault.root, `Transcripts/${name}.md`), bytes);
      const meeting = `2026-03-16 Encoding ${name}`;
      await writeFile(
        join(vault.root, `Meetings/${meeting}.md`),
        `---\ntitle: Encoding\ndate: 2026-03-16\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\nnotes\n`,
      );
      const run = await runMa(['summarize', meeting, '--vault', vault.root]);
      expect(run.code).toBe(1);
      const line = oneMaLine(run.stderr);
      expect(line).toMatch(new RegExp(`^ma: Transcripts/${name}\\.md: not a UTF-8 text file \\(`));
      expect(line).toMatch(why);
      // R233: `ma import` of a note already linked makes a second meeting note; the fix converts it in place.
      expect(line).toContain(
        `; save it as UTF-8 in place (an editor's "save with encoding: UTF-8", or iconv -f ${name === 'utf16' ? 'UTF-16' : 'WINDOWS-1252'} -t UTF-8 <file> > <file>.utf8 && mv <file>.utf8 <file>), then run again`,
      );
      expect(line).not.toContain('ma import');
      // …and the command it names, run as written, makes the next run succeed.
      const command = /or (iconv [^)]*)\)/.exec(line)?.[1] ?? '';
      const file = `'${join(vault.root, `Transcripts/${name}.md`)}'`;
      execFileSync('sh', ['-c', command.replaceAll('<file>', file)]);
      const again = await runMa(['summarize', meeting, '--vault', vault.root]);
      expect(again.code, again.stderr).toBe(0);
    }
  });

  it('broken meeting frontmatter is one line naming the note, with a hint', async () => {
    await writeFile(join(vault.root, 'Meetings', `${design}.md`), '---\ntitle: [unclosed\n---\nbody\n');
    const run = await runMa(['summarize', design, '--vault', vault.root]);
    expect(run.code).toBe(1);
    const line = oneMaLine(run.stderr);
    expect(line).toMatch(/frontmatter is not valid YAML/);
    expect(line).toContain(`Meetings/${design}.md`);
    expect(line).toContain('fix the YAML frontmatter at the top of that note');
    // The note's path is named when core's FrontmatterError carries it.
    const named = describeError(new FrontmatterError('invalid-yaml', `Meetings/${design}.md`, 2, 8));
    expect(named.code).toBe(1);
    expect(named.message).toContain(`Meetings/${design}.md`);
    expect(named.message).not.toContain('\n');
  });

  it('only an unknown meeting is a usage error (2); a missing linked file, project or link is a failure (1)', () => {
    expect(describeError(new NotFoundError('meeting', 'nope')).code).toBe(2);
    for (const reason of ['file', 'project', 'link'] as const) {
      const described = describeError(new NotFoundError(reason, `Transcripts/${design}.md`));
      expect(described.code, reason).toBe(1);
      expect(described.message).toContain(`${reason} not found`);
    }
    expect(describeError(new AmbiguousError('Standup', ['a/Standup.md', 'b/Standup.md'])).code).toBe(1);
  });

  it('an unset apiKeyEnv variable is reported once', async () => {
    const server = await startScriptedServer([]);
    try {
      const run = await runMa(
        ['summarize', design, '--vault', vault.root, '--base-url', server.baseURL, '--model', 'm'],
        { env: { MA_API_KEY_ENV: 'MA_TEST_UNSET_KEY' } },
      );
      expect(run.code).toBe(1);
      expect(run.stderr.match(/MA_TEST_UNSET_KEY/g)?.length).toBeGreaterThan(0);
      const mentions = run.stderr.split('\n').filter((l) => l.includes('MA_TEST_UNSET_KEY'));
      expect(mentions).toHaveLength(1);
      expect(mentions[0]).toMatch(/^ma: .*set that environment variable/);
    } finally {
      await server.close();
    }
  });

  it('summarize --json prints one JSON object on failure too, and ok: true on success', async () => {
    const bad = await runMa(['summarize', 'no such meeting', '--json', '--vault', vault.root]);
    expect(bad.code).toBe(2);
    expect(bad.stdout.trim().split('\n')).toHaveLength(1);
    const failure = JSON.parse(bad.stdout);
    expect(failure).toEqual({
      ok: false,
      error: { reason: 'usage', message: expect.stringContaining('no such meeting') },
    });
    const model = await runMa([
      'summarize',
      design,
      '--json',
      '--vault',
      vault.root,
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'm',
    ]);
    expect(model.code).toBe(1);
    expect(JSON.parse(model.stdout)).toMatchObject({ ok: false, error: { reason: 'model' } });
    const good = await runMa(['summarize', design, '--json', '--vault', vault.root]);
    expect(JSON.parse(good.stdout)).toMatchObject({ ok: true, engine: 'extractive' });
  });

  it("ma search '' speaks of <pattern>, not the tool's query", async () => {
    const run = await runMa(['search', '', '--meeting', design, '--vault', vault.root]);
    expect(run.code).toBe(2);
    const line = oneMaLine(run.stderr);
    expect(line).toContain('<pattern>');
    expect(line).not.toContain('query');
  });

  it('doctor warns about symlinked project folders (ignored for safety), with a fix', async () => {
    const outside = await realpath(await mkdtemp(join(tmpdir(), 'ma-outside-')));
    try {
      await mkdir(join(outside, 'linked'));
      await writeFile(join(outside, 'linked', 'PROJECT.md'), '---\nname: Linked\ndescription: x\n---\n');
      await symlink(join(outside, 'linked'), join(vault.root, 'Projects', 'linked'), 'dir');
      const projects = await runMa(['projects', '--all', '--vault', vault.root]);
      expect(projects.stdout).not.toContain('linked');
      const run = await runMa(['doctor', '--vault', vault.root]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        /^warn projects: Projects\/linked \(a symlink to .*, outside the vault\): not followed/m,
      );
      expect(run.stdout).toMatch(/^ {5}fix: move the real project folder into Projects\//m);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});

describe('outside any vault', () => {
  it('ma projects --all says no vault was found and how to point at one (exit 2)', async () => {
    const dir = await realpath(await mkdtemp(join(tmpdir(), 'ma-novault-')));
    try {
      for (const args of [['projects', '--all'], ['tools'], ['summarize', design]]) {
        const run = await runMa(args, { cwd: dir });
        expect(run.code, args.join(' ')).toBe(2);
        const line = oneMaLine(run.stderr);
        expect(line).toContain('no vault found');
        expect(line).toContain('--vault');
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
