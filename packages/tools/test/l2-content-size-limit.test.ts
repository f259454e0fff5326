/**
 * Review L2: `content` of the write tools had no size limit (12 MB was written over MCP). It is at
 * most 1 MiB (UTF-8 bytes) a call, checked by the tools' own schema, so every host refuses it the
 * same way: the refusal names the limit and the size, and nothing is written. Real files in a temp
 * copy of the sample vault.
 * Spec: docs/tools.md (Write modes, Input limit).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CONTENT_BYTES, toolDefinitions } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

/** `bytes` bytes of UTF-8 text in lines (`é` is two bytes: counted as bytes, not characters). */
const text = (bytes: number) => {
  const line = `${'é'.repeat(40)}\n`; // 81 bytes
  const whole = line.repeat(Math.floor(bytes / 81));
  return whole + 'x'.repeat(bytes - Buffer.byteLength(whole));
};

describe('L2: the write tools take at most 1 MiB of content a call', () => {
  it('L2: write_summary, write_context, write_projectfile and apply_changes ops refuse 1 MiB + 1 byte, naming the limit and the size; nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const before = await hashTree(t.root);
    const big = text(MAX_CONTENT_BYTES + 1);
    expect(big.length).toBeLessThan(MAX_CONTENT_BYTES); // more bytes than characters
    const calls: [string, Record<string, unknown>][] = [
      ['write_summary', { content: big }],
      ['write_context', { content: big, replace_file: true }],
      ['write_projectfile', { project: 'remote-control', path: 'decisions.md', content: big }],
      ['write_projectfile', { project: 'remote-control', path: 'new.md', content: big }],
    ];
    for (const [name, args] of calls) {
      const out = await runTool(t.session, name, args);
      expect(out, name).toBe(
        `refused: invalid arguments (content: expected at most 1048576 bytes (1 MiB) a write call, got 1048577 bytes; write it in parts (append, insert)); nothing was run; call again with arguments matching the schema`,
      );
    }
    const apply = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'apply_changes');
    const out = await apply?.execute({ ops: [{ op: 'write_summary', content: big }] });
    expect(out).toContain(
      'ops[0].content: expected at most 1048576 bytes (1 MiB) a write call, got 1048577 bytes',
    );
    expect(t.session.summaryDraft.read()).toBeNull();
    expect(await hashTree(t.root)).toBe(before);
  });

  it('L2: exactly 1 MiB is written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await runTool(t.session, 'write_projectfile', {
      project: 'remote-control',
      path: 'big.md',
      content: text(MAX_CONTENT_BYTES),
    });
    expect(out).toMatch(/^created Projects\/remote-control\/big\.md/);
  });
});
