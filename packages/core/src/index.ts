// L461: first, so that the peers' versions are checked before any module that builds with them runs
// (an export, not a bare import: `sideEffects: false` lets the build drop a module nothing uses).

export * from './artifacts/index.js';
export * from './audit/index.js';
export * from './config/index.js';
export * from './errors/index.js';
export * from './fs/index.js';
export * from './import/index.js';
export * from './journal/index.js';
export * from './lines/index.js';
export * from './lock/index.js';
export * from './names/index.js';
export * from './notes/index.js';
export * from './paths/index.js';
export { PEER_RANGES } from './peers.js';
export * from './process/index.js';
export * from './search/index.js';
export * from './state/index.js';
export * from './text/index.js';
export * from './transcript/index.js';
export * from './vault/index.js';

import { assertSupportedNode } from './process/node-floor.js';

// L311: a host importing the library on a Node.js it does not support hears so here, once, in one
// sentence, rather than from a part failing oddly later (docs/packages.md, L311). (`sideEffects: false`
// lets a bundler drop this; `ma`'s own start checks the same.)
assertSupportedNode();
