/**
 * The path of the ripgrep binary that `@vscode/ripgrep` brings, found without loading that package
 * (docs/startup.md). Spec: issue #13, goal (f): `ma search` ≤ 1.5× `node -e 0` + `rg`.
 */
import { createRequire } from 'node:module';

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
  try {
    const entry = createRequire(import.meta.url).resolve('@vscode/ripgrep');
    const arch = process.env.npm_config_arch || process.arch;
    const binary = process.platform === 'win32' ? 'rg.exe' : 'rg';
    return createRequire(entry).resolve(`@vscode/ripgrep-${process.platform}-${arch}/bin/${binary}`);
  } catch {
    return (await import('@vscode/ripgrep')).rgPath;
  }
}
