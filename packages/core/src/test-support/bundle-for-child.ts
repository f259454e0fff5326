import { build } from 'esbuild';

/**
 * Bundles one TypeScript module of this package into a single ES module file that a child Node
 * process can import (children cannot load TypeScript with `.js`-suffixed imports themselves).
 * Used by tests that must kill or memory-limit a real process running our code. CommonJS
 * dependencies bundled in (`yaml`, which search reaches through `linksAnotherMeeting`, V241) get a
 * `require` for the built-in modules they load (an ES module has none of its own).
 *
 * @param entry absolute path of the `.ts` module
 * @param outfile absolute path of the `.mjs` bundle to write
 * @param alias module specifiers to replace (e.g. a CommonJS dependency that needs `__dirname`) by absolute paths
 * Spec: docs/contributing.md (Rules: tests use real parts, the sample vault on a temp copy).
 */
export async function bundleForChild(
  entry: string,
  outfile: string,
  alias: Record<string, string> = {},
): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    alias,
    banner: {
      js: "import { createRequire as __maCreateRequire } from 'node:module'; const require = __maCreateRequire(import.meta.url);",
    },
  });
}
