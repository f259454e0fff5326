/**
 * The file a {@link BatchPool} worker loads when the engine runs from its built package (P314): the pool's module,
 * which answers the pool's jobs as it loads in such a worker, bundled with only what a batch needs. The package's
 * whole bundle (`dist/index.js`) also loads the rest of `@ma/core` (its YAML, zod, diff and file code) and the
 * engine's stream and rendering, which a worker never runs; this file holds `@ma/core`'s few text functions the batch
 * stages call, built from its sources (`tsup.config.ts`), so a worker's start compiles and runs less.
 *
 * Spec: issue 13 (offline engine 1M lines ≤ 10 s: batches on every core, same result).
 */
import './batch-pool.js';
