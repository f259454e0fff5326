/**
 * The oldest Node.js Meeting Assistant runs on, and the one check of it (L311). Below it parts fail
 * oddly or quietly rather than with a word: Node 20 has no `node:sqlite`, so every index is off and
 * `ma search` parses every summary on every call (bench/README.md), and the AI SDK the agent runs on
 * supports Node 22 and later (docs/ai-sdk-7-notes.md). So an import of `@ma/core` (every package
 * but `@ma/notifier` imports it) and `ma`'s start refuse such a Node with one sentence naming both
 * versions. Every package's `engines.node` says the same (`>=22.12`; the daemon's watcher 22.22).
 */

/** The oldest supported Node.js, as in the packages' `engines.node` (`>=22.12`). */
export const MA_NODE_FLOOR = '22.12.0';

/**
 * Why Node.js `version` cannot run Meeting Assistant, as one sentence naming the version needed,
 * the one found and what to do; null when it can (`22.12.0` and later). What to do names the floor
 * itself (`Install Node.js 22.12 or later`: a Node 22.5 is "22 or later" and still refused) and
 * nothing of our repository: the importer is another project, where no `scripts/setup.sh` exists (L404).
 * @param version the running version, with or without the `v` (`process.versions.node`: `20.20.2`).
 */
export function nodeFloorProblem(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const [floorMajor, floorMinor] = MA_NODE_FLOOR.split('.').map(Number) as [number, number];
  if (major > floorMajor || (major === floorMajor && minor >= floorMinor)) return null;
  return `Meeting Assistant needs Node.js ${MA_NODE_FLOOR.replace(/\.0$/, '')} or newer; this is Node.js ${version.replace(/^v/, '')}. Install Node.js ${MA_NODE_FLOOR.replace(/\.0$/, '')} or later (https://nodejs.org)`;
}

/**
 * Throws {@link nodeFloorProblem}'s sentence on a Node.js older than {@link MA_NODE_FLOOR}.
 * @param version the running version (default `process.versions.node`).
 * @throws Error before anything is read or written.
 */
export function assertSupportedNode(version: string = process.versions.node): void {
  const problem = nodeFloorProblem(version);
  if (problem !== null) throw new Error(problem);
}
