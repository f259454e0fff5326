#!/usr/bin/env node
// CommonJS (bin/package.json): a CommonJS entry starts a few ms sooner than an ES module one.
const path = require('node:path');

// L311: below Node 22.12 parts of ma fail oddly or quietly (no node:sqlite on Node 20: every index
// off); say so in one line before anything loads (core's nodeFloorProblem says the same to importers).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  // L404: the floor itself (a Node 22.5 is "22 or later"), and setup.sh only in a checkout that has it.
  const setup = path.join(__dirname, '..', '..', '..', 'scripts', 'setup.sh');
  process.stderr.write(
    `ERROR: ma needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}. Install Node.js 22.12 or later (https://nodejs.org)${require('node:fs').existsSync(setup) ? ', or run scripts/setup.sh, which brings one into .tools/ (apps/cli/bin/ma uses it)' : ''}\n`,
  );
  process.exit(1);
}

// V191/L394: under a file-size limit (`ulimit -f`, LimitFSIZE=, a host's RLIMIT_FSIZE) a write past it raises
// SIGXFSZ, whose default action killed `ma` with no word and left the atomic write's temp file in the vault.
// With a listener the write fails with EFBIG instead: said and cleaned up, the target as it was (every command:
// tool, search, mcp, the search server; core's failWritesPastFileSizeLimit, the one helper every entry point
// takes). The direct loader, which every line requires anyway, hands it on: no module more is loaded.
const loader = require('../dist/direct/loader.cjs');
loader.failWritesPastFileSizeLimit();

const argv = process.argv.slice(2);
// A plain `ma tool` / `ma search` line runs from the direct bundle and a help or version line from
// the help bundle, each one CommonJS file with a code cache of what the command ran
// (docs/startup.md); every other line from the split ES module bundle.
const started =
  argv[0] === 'tool' || argv[0] === 'search' || argv.length <= 2
    ? loader.startDirect(argv, path.join(__dirname, '..', 'dist'))
    : null;
if (!started) {
  // Node's on-disk compile cache (in this build's folder of the OS temp folder's ma-code-cache/,
  // removed when newer builds came; NODE_DISABLE_COMPILE_CACHE=1 turns it off) saves parsing and
  // compiling the bundled chunks on every start (docs/startup.md). The CommonJS bundles have their
  // own code cache, so it is turned on only here.
  loader.enableSplitCompileCache();
  import('../dist/bin.js');
}
