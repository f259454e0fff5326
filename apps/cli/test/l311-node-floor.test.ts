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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'ma-l311-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const preload = join(dir, 'node20.cjs');
writeFileSync(
  preload,
  "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });\n",
);
const bin = join(import.meta.dirname, '..', 'bin', 'ma.js');
const core = join(import.meta.dirname, '..', '..', '..', 'packages', 'core', 'dist');

/** Runs the real Node with `args`, as Node 20.20.2 when `old`. */
function node(args: string[], old: boolean) {
  const r = spawnSync(process.execPath, [...(old ? ['-r', preload] : []), ...args], {
    encoding: 'utf8',
    cwd: dir,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const NEEDS = /needs Node\.js 22\.12 or newer; this is Node\.js 20\.20\.2\. Install Node\.js 22 or later/;

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
    const daemon = join(import.meta.dirname, '..', '..', 'daemon', 'bin', 'ma-daemon.js');
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
