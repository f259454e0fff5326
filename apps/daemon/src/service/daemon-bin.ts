/**
 * Where the `ma-daemon` bin is. Spec: issue 12 (`install` writes a service that starts it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute path of `bin/ma-daemon.js` of this package (found by walking up from this module to
 * the `package.json` named `@ma/daemon`, so it works from `src/` and from the bundled `dist/`).
 * Spec: issue 12.
 */
export function daemonBinPath(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === '@ma/daemon'
    ) {
      return path.join(dir, 'bin', 'ma-daemon.js');
    }
    const up = path.dirname(dir);
    if (up === dir) throw new Error('cannot find the @ma/daemon package folder');
    dir = up;
  }
}
