import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { satisfies, valid, validRange } from 'semver';

/**
 * Set to `true` by a build that bundles its peers (the `ma` CLI's bundles carry their own zod and
 * AI SDK, fixed when built): there no installed peer exists to check, and the check's reads are skipped.
 */
declare const __MA_PEERS_BUNDLED__: boolean | undefined;

/**
 * The version of the installed package `peer` as `from` (a module's `import.meta.url`) resolves it,
 * read from its `package.json` without loading the package; null when it is not installed there.
 * A package whose `exports` hides `package.json` is found through its entry, then up its folders.
 * @param peer a package name (`zod`, `ai`).
 * @param from the URL or path of the module that imports it; one that names no file (a host's CommonJS
 *   bundle of our ES module build gives `undefined`) finds nothing: null (L463).
 */
export function installedPeerVersion(peer: string, from: string | URL): string | null {
  let require: NodeJS.Require;
  try {
    require = createRequire(from);
  } catch {
    // L463: `from` names no file: a host that bundled us into CommonJS has no `import.meta.url` (esbuild
    // makes it undefined), and at import that threw ERR_INVALID_ARG_VALUE. Such a bundle carries the peer
    // it was built with; nothing installed beside a file can be read, so none is found.
    return null;
  }
  let file: string | undefined;
  try {
    file = require.resolve(`${peer}/package.json`);
  } catch {
    try {
      for (let dir = dirname(require.resolve(peer)); file === undefined; ) {
        const candidate = join(dir, 'package.json');
        try {
          if (JSON.parse(readFileSync(candidate, 'utf8')).name === peer) file = candidate;
        } catch {
          // no package.json here (or not JSON): look one folder up
        }
        if (dirname(dir) === dir) return null;
        dir = dirname(dir);
      }
    } catch {
      return null;
    }
  }
  const version: unknown = JSON.parse(readFileSync(file, 'utf8')).version;
  return typeof version === 'string' ? version : null;
}

/**
 * Why `found`, the installed version of `peer`, cannot serve package `pkg`, whose peer range for it is
 * `range` (a caret range, `^4.1.8`), as one sentence naming all three; null when `found` lies in the range
 * (`semver.satisfies`, prereleases included: `7.1.0-beta.2` serves `^7.0.88`). (`npm --legacy-peer-deps` and
 * package managers that only warn install any version: zod 3 then failed as `z.refine is not a function` deep
 * in a schema, naming nothing, L461; an older minor of the right major, `ai` 7.0.0 under `^7.0.88`, passed a
 * major-only check and `checkEndpoint` then threw `Cannot read properties of undefined (reading 'isInstance')`
 * for the `ToolChoiceViolationError` 7.0.88 added, L570.) A `found` that is no version at all is let through,
 * as is a `range` semver cannot read: the import that needs the peer says what is wrong.
 */
export function peerVersionProblem(pkg: string, peer: string, range: string, found: string): string | null {
  if (validRange(range) === null || valid(found) === null) return null;
  if (satisfies(found, range, { includePrerelease: true })) return null;
  return `${pkg} needs ${peer} ${range}; this is ${peer} ${found}. Install ${peer}@"${range}" beside it`;
}

/**
 * Throws {@link peerVersionProblem}'s sentence for the first of `peers` whose installed version (as
 * `from` resolves it: {@link installedPeerVersion}) is outside its range (L570: the whole range, not its major); a peer not installed is left
 * to the import that needs it. Called by each package with peers as its first module runs (L461), as
 * {@link assertSupportedNode} checks Node.js; nothing in a build that bundles its peers.
 * @param pkg the package's name (`@ma/tools`).
 * @param peers its `peerDependencies` (name → caret range).
 * @param from its module's `import.meta.url`.
 * @throws Error before anything of the package runs.
 */
export function assertPeerVersions(
  pkg: string,
  peers: Readonly<Record<string, string>>,
  from: string | URL,
): void {
  if (typeof __MA_PEERS_BUNDLED__ !== 'undefined') return;
  for (const [peer, range] of Object.entries(peers)) {
    const found = installedPeerVersion(peer, from);
    const problem = found === null ? null : peerVersionProblem(pkg, peer, range, found);
    if (problem !== null) throw new Error(problem);
  }
}
