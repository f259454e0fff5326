/**
 * L461: a host that installed `@ma/tools` outside its peer range (`npm --legacy-peer-deps`, or a
 * package manager that only warns) with zod 3 and ai 6 got `TypeError: z7.refine is not a function`
 * from a schema deep in `@ma/core`'s bundle, naming nothing. Now each package with peers checks their
 * versions against the whole range (L570: not the major alone) as its first module runs and names the package, the range and the version found.
 * Real parts: temp npm projects with the registry's zod@3.25.76 and ai@6, zod@4.0.0 and ai@7.0.0, the BUILT packages
 * (dist + package.json, as installed) beside them, loaded by a child Node from ESM and CommonJS.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { installedPeerVersion, peerVersionProblem } from '@ma/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_RANGES as AGENT_PEERS } from '../../agent/src/peers.js';
import { PEER_RANGES as CORE_PEERS } from '../../core/src/peers.js';
import { PEER_RANGES as TOOLS_PEERS } from '../src/peers.js';

const execFileAsync = promisify(execFile);
/** Node's sentence when @ma/agent's ES module build links against ai 6 (L464: the peers stay plain imports). */
const AGENT_ESM_LINK_ERROR = /^The requested module 'ai' does not provide an export named 'isStepCount'$/;
const PACKAGES = resolve(import.meta.dirname, '../..');

/** `@ma/<name>` as an install places it in `host`: its package.json and dist, its own dependencies (not its peers) beside it. */
async function install(host: string, name: string): Promise<void> {
  const source = join(PACKAGES, name);
  const target = join(host, 'node_modules', '@ma', name);
  await mkdir(join(target, 'node_modules'), { recursive: true });
  await cp(join(source, 'package.json'), join(target, 'package.json'));
  await cp(join(source, 'dist'), join(target, 'dist'), { recursive: true });
  const manifest = JSON.parse(await readFile(join(source, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) {
    if (dep.startsWith('@ma/')) continue;
    if (dep.includes('/'))
      await mkdir(join(target, 'node_modules', dep.split('/')[0] as string), { recursive: true });
    await symlink(join(source, 'node_modules', dep), join(target, 'node_modules', dep), 'dir');
  }
}

/** What `node` says loading `pkg` in `host` from ESM and from CommonJS: 'loaded' or the error's message. */
async function load(host: string, pkg: string): Promise<{ esm: string; cjs: string }> {
  const run = async (code: string) =>
    (await execFileAsync(process.execPath, ['-e', code], { cwd: host, timeout: 120_000 })).stdout.trim();
  return {
    esm: await run(
      `import(${JSON.stringify(pkg)}).then(() => console.log('loaded'), (e) => console.log(e.message))`,
    ),
    cjs: await run(
      `try { require(${JSON.stringify(pkg)}); console.log('loaded') } catch (e) { console.log(e.message) }`,
    ),
  };
}

/** `npm install --legacy-peer-deps <specs>` in `host` from the registry, as a host's shell runs it. */
function npmInstall(host: string, specs: string[]): void {
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...specs], {
    cwd: host,
    // npm as a host's shell runs it: without the npm_config_* variables of the `pnpm run` that started these tests
    // (their globalconfig hides the machine's npmrc, and with it its cafile: SELF_SIGNED_CERT_IN_CHAIN under turbo).
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name))),
      npm_config_cache: join(root, 'npm-cache'),
    },
    // Piped, so that a failed install's error is in the test's failure.
    stdio: 'pipe',
    timeout: 400_000,
  });
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ma-l461-'));
}, 30_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('L461: a peer outside its range is named at import', () => {
  it('L461: zod 3.25.76 and ai 6 from the registry: @ma/tools and @ma/agent refuse to load from ESM and CommonJS, naming package, range and version', async () => {
    const host = join(root, 'zod3');
    await mkdir(host);
    await writeFile(join(host, 'package.json'), '{"name":"host","private":true}');
    npmInstall(host, ['zod@3.25.76', 'ai@6']);
    for (const name of ['core', 'extractive', 'tools', 'agent']) await install(host, name);
    const refusal = '@ma/core needs zod ^4.1.8; this is zod 3.25.76.';
    for (const pkg of ['@ma/tools', '@ma/agent', '@ma/core']) {
      const said = await load(host, pkg);
      // L464: @ma/agent's ESM links against ai first (its named import ai 6 lacks), before any check runs.
      if (pkg === '@ma/agent') expect(said.esm).toMatch(AGENT_ESM_LINK_ERROR);
      else expect(said.esm).toContain(refusal);
      expect(said.cjs).toContain(refusal);
    }

    // zod 4 (the workspace's) with the same ai 6: the AI SDK's range is named by the first package that
    // checks it (for @ma/agent from CommonJS, itself or the @ma/tools it loads, by the module order).
    // L464: from ESM, @ma/agent's named import of a name ai 6 lacks (`isStepCount`) fails as Node links
    // the module graph, before any code runs: Node's own sentence names the peer and the name. (Peers
    // bundled as namespaces made the check speak there too, but cost a host's bundler the tree-shaking
    // of ai: +287 KB for a host importing one function of @ma/agent.)
    const ai6 = join(root, 'ai6');
    await mkdir(join(ai6, 'node_modules'), { recursive: true });
    await writeFile(join(ai6, 'package.json'), '{"name":"host","private":true}');
    for (const entry of await readdir(join(host, 'node_modules'))) {
      // Our packages as copies (a link's target resolves from the zod 3 project).
      if (entry === 'zod' || entry === '@ma' || entry === '.package-lock.json') continue;
      await symlink(join(host, 'node_modules', entry), join(ai6, 'node_modules', entry), 'dir');
    }
    for (const name of ['core', 'extractive', 'tools', 'agent']) await install(ai6, name);
    await symlink(join(PACKAGES, 'tools', 'node_modules', 'zod'), join(ai6, 'node_modules', 'zod'), 'dir');
    const aiVersion = JSON.parse(
      await readFile(join(host, 'node_modules', 'ai', 'package.json'), 'utf8'),
    ).version;
    expect(aiVersion).toMatch(/^6\./);
    for (const pkg of ['@ma/tools', '@ma/agent']) {
      const said = await load(ai6, pkg);
      const names = pkg === '@ma/tools' ? '@ma/tools' : '@ma/(?:agent|tools)';
      const refusal = new RegExp(
        `^${names} needs ai \\^7\\.0\\.88; this is ai ${aiVersion.replaceAll('.', '\\.')}\\.`,
      );
      if (pkg === '@ma/agent') expect(said.esm).toMatch(AGENT_ESM_LINK_ERROR);
      else expect(said.esm).toMatch(refusal);
      expect(said.cjs).toMatch(refusal);
    }
    expect(await load(ai6, '@ma/core')).toEqual({ esm: 'loaded', cjs: 'loaded' });
  }, 600_000);

  it('L570: zod 4.0.0 and ai 7.0.0 from the registry (the right majors, below the ranges): each package refuses to load, naming the version', async () => {
    // The check compared majors only, so ai 7.0.0 loaded and `checkEndpoint` threw `Cannot read properties of
    // undefined (reading 'isInstance')` at its first refused probe: ToolChoiceViolationError came in ai 7.0.88.
    const host = join(root, 'old-minors');
    await mkdir(host);
    await writeFile(join(host, 'package.json'), '{"name":"host","private":true}');
    npmInstall(host, ['zod@4.0.0', 'ai@7.0.0']);
    for (const name of ['core', 'extractive', 'tools', 'agent']) await install(host, name);
    const zodRefusal = '@ma/core needs zod ^4.1.8; this is zod 4.0.0. Install zod@"^4.1.8" beside it';
    for (const pkg of ['@ma/core', '@ma/tools', '@ma/agent']) {
      const said = await load(host, pkg);
      // From ESM, @ma/agent links against ai 7.0.0 first, which lacks a name it imports (Node's sentence).
      if (pkg === '@ma/agent')
        expect(said.esm).toMatch(/^The requested module 'ai' does not provide an export named '\w+'$/);
      else expect(said.esm).toBe(zodRefusal);
      expect(said.cjs).toBe(zodRefusal);
    }
    // The workspace's zod 4 with the same ai 7.0.0: the AI SDK's range is named.
    await rm(join(host, 'node_modules', 'zod'), { recursive: true });
    await symlink(join(PACKAGES, 'tools', 'node_modules', 'zod'), join(host, 'node_modules', 'zod'), 'dir');
    expect(await load(host, '@ma/core')).toEqual({ esm: 'loaded', cjs: 'loaded' });
    const aiRefusal =
      /^@ma\/(?:tools|agent) needs ai \^7\.0\.88; this is ai 7\.0\.0\. Install ai@"\^7\.0\.88" beside it$/;
    expect((await load(host, '@ma/tools')).esm).toMatch(aiRefusal);
    expect((await load(host, '@ma/tools')).cjs).toMatch(aiRefusal);
    expect((await load(host, '@ma/agent')).cjs).toMatch(aiRefusal);
  }, 600_000);

  it('L461: within the range (the workspace’s zod 4 and ai 7) the built packages load from ESM and CommonJS', async () => {
    // From the agent's folder: its node_modules hold @ma/core and @ma/tools (workspace links) and zod 4, ai 7.
    for (const pkg of ['@ma/core', '@ma/tools', '@ma/agent'])
      expect(await load(join(PACKAGES, 'agent'), pkg)).toEqual({ esm: 'loaded', cjs: 'loaded' });
  }, 300_000);

  it("L461: each package's checked ranges are its package.json's peerDependencies", async () => {
    const peers = async (name: string) =>
      JSON.parse(await readFile(join(PACKAGES, name, 'package.json'), 'utf8')).peerDependencies;
    expect(CORE_PEERS).toEqual(await peers('core'));
    expect(TOOLS_PEERS).toEqual(await peers('tools'));
    expect(AGENT_PEERS).toEqual(await peers('agent'));
  });

  it('L461: a peer whose exports map hides package.json is read through its entry; one not installed is null', async () => {
    const hidden = join(root, 'hidden');
    const pkg = join(hidden, 'node_modules', 'shy');
    await mkdir(join(pkg, 'lib'), { recursive: true });
    await writeFile(
      join(pkg, 'package.json'),
      JSON.stringify({
        name: 'shy',
        version: '3.2.1',
        exports: { '.': { require: './lib/index.js', import: './lib/index.js' } },
      }),
    );
    await writeFile(
      join(pkg, 'lib', 'index.js'),
      'throw new Error("loaded: the check must not run the package")',
    );
    await writeFile(join(pkg, 'lib', 'package.json'), '{"type":"commonjs"}');
    const from = join(hidden, 'host.js');
    expect(installedPeerVersion('shy', from)).toBe('3.2.1');
    expect(installedPeerVersion('absent-peer', from)).toBeNull();
    expect(peerVersionProblem('@ma/tools', 'shy', '^4.1.8', '3.2.1')).toBe(
      '@ma/tools needs shy ^4.1.8; this is shy 3.2.1. Install shy@"^4.1.8" beside it',
    );
    // L570: the whole range, prereleases included, not the major alone.
    expect(peerVersionProblem('@ma/tools', 'zod', '^4.1.8', '4.0.0-beta.1')).toBe(
      '@ma/tools needs zod ^4.1.8; this is zod 4.0.0-beta.1. Install zod@"^4.1.8" beside it',
    );
    expect(peerVersionProblem('@ma/tools', 'zod', '^4.1.8', '4.1.7')).toContain('this is zod 4.1.7.');
    expect(peerVersionProblem('@ma/tools', 'zod', '^4.1.8', '5.0.0')).toContain('this is zod 5.0.0.');
    expect(peerVersionProblem('@ma/tools', 'zod', '^4.1.8', '4.1.8')).toBeNull();
    expect(peerVersionProblem('@ma/tools', 'zod', '^4.1.8', '4.6.7')).toBeNull();
    expect(peerVersionProblem('@ma/tools', 'ai', '^7.0.88', '7.1.0-beta.2')).toBeNull();
  });
});
