/**
 * Per-test resources of the cli tests: a fresh temp copy of the sample vault before each test, and
 * everything a test starts (scripted model servers, MCP clients and servers, other cleanups)
 * released after it, newest first, then the vault removed. One call at the top of a test file
 * replaces the `beforeEach`/`afterEach` pair every file used to repeat.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  copySampleVault,
  readingFirst,
  type SampleVaultCopy,
  type ScriptedServer,
  startScriptedServer,
} from '@ma/testkit';
import { afterEach, beforeEach } from 'vitest';
import { type RawMcpStdio, rawMcpStdio } from './ma-mcp-stdio.js';

/** What {@link sampleVaultPerTest} gives a test file. */
export interface CliTestResources {
  /** The current test's vault copy. Throws outside a test (before `beforeEach` ran). */
  readonly vault: SampleVaultCopy;
  /** A vault file as UTF-8 text; `rel` is relative to the vault root, with `/` separators. Rejects when missing. */
  read(rel: string): Promise<string>;
  /** Runs `release` after the current test, before the vault is removed (newest first). */
  onCleanup(release: () => unknown): void;
  /**
   * Starts `@ma/testkit`'s scripted model server, closed after the test. Same arguments as `startScriptedServer`;
   * the script as `readingFirst` makes it (a model that reads the transcript before it writes the summary, L285).
   */
  server(...args: Parameters<typeof startScriptedServer>): Promise<ScriptedServer>;
  /** Starts the built `ma mcp` with `args` over raw stdio; its stdin is ended and its exit awaited after the test. */
  mcp(args: string[]): RawMcpStdio;
}

/**
 * Registers the `beforeEach`/`afterEach` hooks of one test file and returns its resources.
 * Call once, at the top level of the file.
 */
export function sampleVaultPerTest(): CliTestResources {
  let current: SampleVaultCopy | undefined;
  const releases: (() => unknown)[] = [];
  beforeEach(async () => {
    current = await copySampleVault();
  });
  afterEach(async () => {
    for (const release of releases.splice(0).reverse()) await release();
    await current?.cleanup();
    current = undefined;
  });
  const resources: CliTestResources = {
    get vault() {
      if (!current) throw new Error('sampleVaultPerTest: no vault outside a test');
      return current;
    },
    read: (rel) => readFile(join(resources.vault.root, rel), 'utf8'),
    onCleanup: (release) => {
      releases.push(release);
    },
    server: async (script, options) => {
      // L285: its model reads the transcript before it writes the summary, as the prompt tells it (@ma/testkit).
      const server = await startScriptedServer(readingFirst(script), options);
      releases.push(() => server.close());
      return server;
    },
    mcp: (args) => {
      const mcp = rawMcpStdio(args);
      releases.push(async () => {
        mcp.child.stdin.end();
        await mcp.closed;
      });
      return mcp;
    },
  };
  return resources;
}
