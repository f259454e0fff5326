/**
 * L311: on Node 20 (below every package's `engines.node`, `>=22.12`) `ma` and an import of the
 * libraries ran without a word while parts failed oddly or quietly (no `node:sqlite`: every index
 * off, each `ma search` parsing every summary). `ma` now stops at its start and an import of
 * `@ma/core` (ES module and CommonJS) throws, each with one sentence naming the Node.js needed and
 * the one found. The real `bin/ma.js` and the built core, in a real Node whose `process.versions.node`
 * a preload sets to 20.20.2 (runs on any machine; this one's /usr/bin/node 20 gives the same).
 * Spec: README.md (requirements); docs/packages.md (L311).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ma-l311-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A preload that makes `process.versions.node` say `version`. */
function preloadFor(version: string): string {
  const file = join(dir, `node-${version}.cjs`);
  writeFileSync(
    file,
    `Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '${version}' } });\n`,
  );
  return file;
}
const preload = preloadFor('20.20.2');
const bin = join(import.meta.dirname, '..', 'bin', 'ma.js');
const core = join(import.meta.dirname, '..', '..', '..', 'packages', 'core', 'dist');
const daemon = join(import.meta.dirname, '..', '..', 'daemon', 'bin', 'ma-daemon.js');

/** Runs the real Node with `args`, as Node 20.20.2 when `old` (or as the version `old` names). */
function node(args: string[], old: boolean | string) {
  const pre = old === true ? [preload] : typeof old === 'string' ? [preloadFor(old)] : [];
  const r = spawnSync(process.execPath, [...pre.flatMap((p) => ['-r', p]), ...args], {
    encoding: 'utf8',
    cwd: dir,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const NEEDS = /needs Node\.js 22\.12 or newer; this is Node\.js 20\.20\.2\. Install Node\.js 22\.12 or later/;

describe('L311: an unsupported Node.js is refused in one sentence', () => {
  it('L311: ma stops at its start with exit 1; on this Node it runs', () => {
    const old = node([bin, '--version'], true);
    expect(old.code).toBe(1);
    expect(old.stdout).toBe('');
    expect(old.stderr).toMatch(new RegExp(`^ERROR: ma ${NEEDS.source}`));
    expect(node([bin, '--version'], false)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('L311: ma-daemon stops at its start with exit 1; on this Node it runs', () => {
    const old = node([daemon, '--help'], true);
    expect(old.code).toBe(1);
    expect(old.stderr).toMatch(new RegExp(`^ERROR: ma-daemon ${NEEDS.source}`));
    expect(node([daemon, '--help'], false)).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/ma-daemon/),
    });
  });

  it('L311: importing @ma/core (ES module and CommonJS) throws the sentence; on this Node it loads', () => {
    const esm = `import(${JSON.stringify(join(core, 'index.js'))}).then((m) => console.log(typeof m.readMeeting), (e) => { console.error(e.message); process.exit(3); })`;
    const cjs = `try { console.log(typeof require(${JSON.stringify(join(core, 'index.cjs'))}).readMeeting) } catch (e) { console.error(e.message); process.exit(3) }`;
    for (const code of [esm, cjs]) {
      const old = node(['-e', code], true);
      expect(old.code).toBe(3);
      expect(old.stderr).toMatch(new RegExp(`^Meeting Assistant ${NEEDS.source}`));
      expect(node(['-e', code], false)).toMatchObject({ code: 0, stdout: 'function\n' });
    }
  });
});

/**
 * L404: the sentence told a Node 22.5 user to "Install Node.js 22 or later" (which they had), and every
 * importer and every installed `ma` to "run scripts/setup.sh", a file of our repository only: a host
 * project that imports @ma/core, or `ma` installed from its tarball, has none. The floor is named
 * (22.12), and setup.sh only where it exists (a checkout: `bin/` three folders below it).
 */
describe('L404: the Node.js advice names the floor, and setup.sh only in a checkout', () => {
  const esm = `import(${JSON.stringify(join(core, 'index.js'))}).then(() => {}, (e) => { console.error(e.message); process.exit(3); })`;
  const cjs = `try { require(${JSON.stringify(join(core, 'index.cjs'))}) } catch (e) { console.error(e.message); process.exit(3) }`;
  // A copy of each bin as a tarball installs it (node_modules/@ma/<name>/bin/…): no scripts/setup.sh around.
  const installed = join(dir, 'node_modules', '@ma');
  cpSync(join(bin, '..'), join(installed, 'cli', 'bin'), { recursive: true });
  cpSync(daemon, join(installed, 'daemon', 'bin', 'ma-daemon.js'));
  writeFileSync(join(installed, 'daemon', 'package.json'), '{ "type": "module" }\n');
  const installedMa = join(installed, 'cli', 'bin', 'ma.js');
  const installedDaemon = join(installed, 'daemon', 'bin', 'ma-daemon.js');
  /** The four entry points: ma, ma-daemon (`cli`, `daemon`: which copies), core's ES module and CommonJS. */
  const entries = (cli: string, d: string) => [
    [cli, '--version'],
    [d, '--help'],
    ['-e', esm],
    ['-e', cjs],
  ];

  it('L404: on Node 22.5 every check says to install 22.12 or later, never "22 or later"', () => {
    for (const args of entries(bin, daemon)) {
      const old = node(args, '22.5.0');
      expect(old.code).not.toBe(0);
      expect(old.stderr).toContain(
        'this is Node.js 22.5.0. Install Node.js 22.12 or later (https://nodejs.org)',
      );
      expect(old.stderr).not.toMatch(/Node\.js 22 or later/);
    }
  });

  it('L404: an importer of @ma/core and an installed ma / ma-daemon are not told to run scripts/setup.sh', () => {
    for (const args of entries(installedMa, installedDaemon)) {
      const old = node(args, true);
      expect(old.code).not.toBe(0);
      expect(old.stderr).toMatch(
        /needs Node\.js 22\.12 or newer; this is Node\.js 20\.20\.2\. Install Node\.js 22\.12 or later \(https:\/\/nodejs\.org\)\n$/,
      );
      expect(old.stderr).not.toContain('setup.sh');
    }
    // In this checkout, which has scripts/setup.sh, ma and ma-daemon still name it.
    for (const args of entries(bin, daemon).slice(0, 2)) {
      expect(node(args, true).stderr).toContain(', or run scripts/setup.sh, which brings one into .tools/');
    }
  });
});
