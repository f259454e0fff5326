#!/usr/bin/env node
// L311: below Node 22.12 say so in one line before anything loads (a static import would run first
// and end in core's import error with a stack trace). `run`/`install` check the watcher's 22.22.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  // L404: the floor itself (a Node 22.5 is "22 or later"), and setup.sh only in a checkout that has it.
  const { existsSync } = await import('node:fs');
  const setup = new URL('../../../scripts/setup.sh', import.meta.url);
  process.stderr.write(
    `ERROR: ma-daemon needs Node.js 22.12 or newer; this is Node.js ${process.versions.node}. Install Node.js 22.12 or later (https://nodejs.org)${existsSync(setup) ? ', or run scripts/setup.sh, which brings one into .tools/' : ''}\n`,
  );
  process.exit(1);
}
await import('../dist/bin.js');
