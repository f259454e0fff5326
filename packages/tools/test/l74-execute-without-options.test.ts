/**
 * L74: tools are a library. A host that calls an AI SDK tool's `execute(args)` without the SDK's
 * second `options` argument (an MCP bridge, a test harness, a script) gets the tool's result, as
 * the neutral `execute(input)` gives it, not a TypeError. Every tool of every profile and schema
 * form, reads and writes, on a temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalGatedTools, createMeetingTools } from '../src/index.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

type Execute = (input: unknown) => Promise<unknown>;

describe('L74: execute(args) without the SDK options', () => {
  for (const profile of ['granular', 'compact'] as const) {
    for (const strict of [false, true]) {
      it(`L74: every ${profile}${strict ? ' strict' : ''} tool answers a call without options with its text`, async () => {
        t = await sampleSession();
        const approvalGated = createApprovalGatedTools(t.session, {
          prompt: { request: async () => 'denied' },
          workflow: { submit: () => 'requested' },
        });
        const tools = createMeetingTools(t.session, { profile, strict, approvalGated });
        expect(Object.keys(tools)).toContain('request_project_association');
        const names = Object.keys(tools);
        expect(names.length).toBeGreaterThan(1);
        for (const name of names) {
          const execute = (tools as Record<string, { execute?: Execute }>)[name]!.execute!;
          const out = await execute({}).catch((error: unknown) => `threw: ${String(error)}`);
          expect(typeof out, name).toBe('string');
          expect(out, name).not.toMatch(/^threw/);
        }
      });
    }
  }

  it('L74: a read and a write called without options do what they say', async () => {
    t = await sampleSession();
    const tools = createMeetingTools(t.session) as unknown as Record<string, { execute: Execute }>;
    expect(String(await tools.read_glossary!.execute({ from: 1, to: 2 })).split('\n')[0]).toBe(
      'Glossary.md · lines 1–2 of 10',
    );
    const file = path.join(t.root, 'Projects/remote-control/decisions.md');
    const before = await readFile(file, 'utf8');
    const out = await tools.write_projectfile!.execute({
      project: 'remote-control',
      path: 'decisions.md',
      content: '- L74 item',
    });
    expect(out).toMatch(/^appended 1 line to Projects\/remote-control\/decisions\.md/);
    expect(await readFile(file, 'utf8')).toBe(`${before}- L74 item\n`);
  });
});
