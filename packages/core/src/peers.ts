import { assertPeerVersions } from './process/peer-versions.js';

/** This package's `peerDependencies` (package.json's; a test holds them equal). */
export const PEER_RANGES: Readonly<Record<string, string>> = { zod: '^4.1.8' };

// L461: checked as the package's first module runs, before any schema is built with them.
assertPeerVersions('@ma/core', PEER_RANGES, import.meta.url);
