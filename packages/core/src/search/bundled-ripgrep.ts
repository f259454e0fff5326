/**
 * The path of the ripgrep binary that `@vscode/ripgrep` brings, found without loading that package
 * (docs/startup.md). Spec: issue #13, goal (f): `ma search` ≤ 1.5× `node -e 0` + `rg`.
 */
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real folder of package `name` as Node's resolver finds it from a file in `start`: the first
 * `<folder>/node_modules/<name>` of `start` and its parents (folders named `node_modules` skipped);
 * null when there is none.
 */
function packageFolder(start: string, name: string): string | null {
  for (let folder = start; ; ) {
    if (path.basename(folder) !== 'node_modules') {
      const candidate = path.join(folder, 'node_modules', name);
      if (existsSync(candidate)) return realpathSync(candidate);
    }
    const parent = path.dirname(folder);
    if (parent === folder) return null;
    folder = parent;
  }
}

/**
 * The ripgrep binary of `@vscode/ripgrep`: its own entry's lookup (the platform package
 * `@vscode/ripgrep-<platform>-<arch>`, `npm_config_arch` winning over the process's arch, resolved
 * from the package's own folder), done here because the package is an ES module and loading it
 * from CommonJS sets up Node's ES module loader: about 4 ms of CPU per `ma search`. When that
 * lookup fails (another layout of the package), the package itself is imported, so its answer or
 * its error is the one given.
 * @returns the absolute path of `rg` (`rg.exe` on Windows).
 * @throws what importing `@vscode/ripgrep` throws (its platform package missing).
 */
export async function bundledRipgrepPath(): Promise<string> {
  const arch = process.env.npm_config_arch || process.arch;
  const binary = process.platform === 'win32' ? 'rg.exe' : 'rg';
  // The same lookup by hand first: Node's resolver takes about 4 ms of CPU for these two
  // (docs/startup.md, sixth pass).
  try {
    const ripgrep = packageFolder(path.dirname(fileURLToPath(import.meta.url)), '@vscode/ripgrep');
    const platform = ripgrep && packageFolder(ripgrep, `@vscode/ripgrep-${process.platform}-${arch}`);
    const found = platform && path.join(platform, 'bin', binary);
    if (found && existsSync(found)) return realpathSync(found);
  } catch {
    // Node's own lookup below.
  }
  try {
    const entry = createRequire(import.meta.url).resolve('@vscode/ripgrep');
    return createRequire(entry).resolve(`@vscode/ripgrep-${process.platform}-${arch}/bin/${binary}`);
  } catch {
    return (await import('@vscode/ripgrep')).rgPath;
  }
}
