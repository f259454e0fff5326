#!/usr/bin/env node
// Node's on-disk compile cache (in the OS temp folder; NODE_DISABLE_COMPILE_CACHE=1 turns it
// off) saves parsing and compiling the bundled chunks on every start (docs/startup.md).
import module from 'node:module';

module.enableCompileCache?.();
await import('../dist/bin.js');
