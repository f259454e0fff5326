#!/usr/bin/env node
// CommonJS (bin/package.json): a CommonJS entry starts a few ms sooner than an ES module one.
const path = require('node:path');

const argv = process.argv.slice(2);
// A plain `ma tool` / `ma search` line runs from the direct bundle and a help or version line from
// the help bundle, each one CommonJS file with a code cache of what the command ran
// (docs/startup.md); every other line from the split ES module bundle.
const started =
  argv[0] === 'tool' || argv[0] === 'search' || argv.length <= 2
    ? require('../dist/direct/loader.cjs').startDirect(argv, path.join(__dirname, '..', 'dist'))
    : null;
if (!started) {
  // Node's on-disk compile cache (in this build's folder of the OS temp folder's ma-code-cache/,
  // removed when newer builds came; NODE_DISABLE_COMPILE_CACHE=1 turns it off) saves parsing and
  // compiling the bundled chunks on every start (docs/startup.md). The CommonJS bundles have their
  // own code cache, so it is turned on only here.
  require('../dist/direct/loader.cjs').enableSplitCompileCache();
  import('../dist/bin.js');
}
