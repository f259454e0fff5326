// L461/L465: `export { PEER_RANGES } from './peers.js'` below (an export, not a bare import: with `sideEffects:
// false` the build drops a module nothing uses) checks the peers' versions as its module runs. It is NOT
// first: the packages this one imports are evaluated before it (@ma/core checks zod itself, so for zod
// @ma/core is named), this package's modules sorted before it run first (none may build with a peer at
// load), and from ES modules a peer that lacks a name imported here fails as Node links, before any check.

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
