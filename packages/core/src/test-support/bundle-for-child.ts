import { build } from 'esbuild';

/**
 * Bundles one TypeScript module of this package into a single ES module file that a child Node
 * process can import (children cannot load TypeScript with `.js`-suffixed imports themselves).
 * Used by tests that must kill or memory-limit a real process running our code.
 *
 * @param entry absolute path of the `.ts` module
 * @param outfile absolute path of the `.mjs` bundle to write
 */
export async function bundleForChild(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
  });
}
