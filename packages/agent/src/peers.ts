import { assertPeerVersions } from '@ma/core';

/** This package's `peerDependencies` (package.json's; a test holds them equal). */
export const PEER_RANGES: Readonly<Record<string, string>> = { ai: '^7.0.88', zod: '^4.1.8' };

// L461: checked as the package's first module runs, before any schema is built with them.
assertPeerVersions('@ma/agent', PEER_RANGES, import.meta.url);
