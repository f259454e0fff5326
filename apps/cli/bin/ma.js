#!/usr/bin/env node
// Node's on-disk compile cache (in the OS temp folder; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off) saves parsing and compiling the bundled chunks on every start (docs/startup.md).
import module from 'node:module';

module.enableCompileCache?.();
const argv = process.argv.slice(2);
// A plain `ma tool` / `ma search` line runs from the direct bundle, one file with a code cache of
// what the command ran (docs/startup.md); every other line from the split bundle.
const started =
  argv[0] === 'tool' || argv[0] === 'search'
    ? module
        .createRequire(import.meta.url)('../dist/direct/loader.cjs')
        .startDirect(argv, new URL('../dist/direct/main.cjs', import.meta.url).pathname)
    : null;
if (started) await started;
else await import('../dist/bin.js');
