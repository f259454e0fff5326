/**
 * Q1 (issue #13, whole processes): the first call of `ma mcp` on a meeting opens its summary session,
 * which read the whole transcript into memory (and hashed it a second time) before answering, and kept
 * it for the server's life: 1.6 s of CPU and about 250 MB on a 2M-line transcript, on every server
 * start. It now takes the line count, the text check and the hash from the transcript's digest in the
 * vault index (docs/indexes.md) and the frontmatter from its first lines. A raw JSON-RPC client over the
 * built `ma mcp`, run with a V8 heap smaller than the transcript: before Q1 it ran out of memory on the
 * first call.
 * Spec: issue #13 (whole processes; rules for caches and indexes); docs/mcp.md.
 */
import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawMcpStdio } from './ma-mcp-stdio.js';

const meeting = '2026-03-10 Remote control functional design';
const TRANSCRIPT = `Transcripts/${meeting}.md`;
const HEAP_MB = 64;
const FILE_BYTES = 110e6;

let vault: SampleVaultCopy;
let total = 0;
beforeEach(async () => {
  vault = await copySampleVault();
  const abs = join(vault.root, TRANSCRIPT);
  const head = (await readFile(abs, 'utf8')).split('\n---\n')[0];
  const file = await open(abs, 'w');
  try {
    let bytes = 0;
    const front = `${head}\n---\n`;
    await file.write(front);
    bytes += Buffer.byteLength(front);
    total = front.split('\n').length - 1;
    while (bytes < FILE_BYTES) {
      const lines: string[] = [];
      for (let k = 0; k < 20_000; k++)
        lines.push(
          `[00:00:${String(k % 60).padStart(2, '0')}] **Anna:** line ${++total} of the long meeting.`,
        );
      const chunk = Buffer.from(`${lines.join('\n')}\n`);
      await file.write(chunk);
      bytes += chunk.length;
    }
  } finally {
    await file.close();
  }
}, 60_000);
afterEach(async () => vault.cleanup());

describe('Q1: ma mcp on a meeting whose transcript is larger than its heap', () => {
  it(`Q1: the first call answers with a ${HEAP_MB} MB heap and a ${FILE_BYTES / 1e6} MB transcript; a range deep in it reads; an edit made by another program is seen`, async () => {
    const mcp = rawMcpStdio(['--vault', vault.root], [`--max-old-space-size=${HEAP_MB}`]);
    await mcp.initialize();
    mcp.send({ id: 1, method: 'tools/call', params: { name: 'read_meetingnote', arguments: { meeting } } });
    const first = await mcp.reply(1);
    expect(first.result?.isError, mcp.stderr()).toBe(false);
    expect(first.result?.content?.[0]?.text).toContain(`Meetings/${meeting}.md · lines 1–`);
    const from = total - 100;
    mcp.send({
      id: 2,
      method: 'tools/call',
      params: { name: 'read_transcript', arguments: { meeting, from, to: from + 2 } },
    });
    const deep = (await mcp.reply(2)).result?.content?.[0]?.text ?? '';
    expect(deep).toContain(`lines ${from}–${from + 2} of ${total}`);
    expect(deep).toContain(`${from}│[00:00:`);
    // Another program appends to the transcript: the next read counts its new line.
    const file = await open(join(vault.root, TRANSCRIPT), 'a');
    await file.write('[23:59:59] **Ben:** one more line.\n');
    await file.close();
    mcp.send({
      id: 3,
      method: 'tools/call',
      params: { name: 'read_transcript', arguments: { meeting, from: total + 1 } },
    });
    const added = (await mcp.reply(3)).result?.content?.[0]?.text ?? '';
    expect(added).toContain(`lines ${total + 1}–${total + 1} of ${total + 1}`);
    expect(added).toContain('one more line.');
    mcp.child.stdin.end();
    expect(await mcp.closed).toBe(0);
  }, 120_000);
});
