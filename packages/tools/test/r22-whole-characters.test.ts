/**
 * R22: tool output never holds half a surrogate pair, and "character" means a code point (what a
 * model counts: `😀` is one): `from_char`, the `characters A–B of N` header, the read-on hint, the
 * character budget of every read tool (granular and compact `query_meeting`), search previews of
 * giant lines, and the values and keys a refusal quotes (cut to 40 characters). Reading on by the
 * hints gives back the whole line exactly. Real files in a temp copy of the sample vault.
 * Spec: docs/tools.md, Rules shared by all tools (Long lines, Invalid arguments, search); review R22.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolDefinitions } from '../src/index.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const TRANSCRIPT = 'Transcripts/2026-03-10 Remote control functional design.md';
const EMOJI = '😀';
const LINE = `[00:00:01] **Ann:** a${EMOJI.repeat(40_000)}`;
const codePoints = (s: string) => [...s].length;
/** A lone surrogate: half a pair. */
const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

async function emojiTranscript(): Promise<void> {
  t = await sampleSession(MEETINGS.functional);
  const head = '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\n---\n';
  await writeFile(path.join(t.root, TRANSCRIPT), `${head}${LINE}\n[00:00:02] **Bob:** ok\n`);
}

describe('R22: whole characters in every tool output', () => {
  it('from_char counts code points: header, body and read-on hint agree; no half pairs', async () => {
    await emojiTranscript();
    const out = await runTool(t.session, 'read_transcript', { from: 4, to: 4, from_char: 1001 });
    expect(out).not.toMatch(LONE);
    expect(out).not.toContain('\ufffd');
    const [header, body, hint] = out.split('\n');
    expect(header).toMatch(/^Transcripts\/.* · lines 4–4 of 5 \(line 4: characters 1001–(\d+) of 40021\)$/);
    expect(body?.startsWith(`4│…${EMOJI}${EMOJI}`)).toBe(true);
    const to = Number(/characters 1001–(\d+)/.exec(header ?? '')?.[1]);
    expect(to).toBeLessThan(40021);
    // The body shows exactly characters 1001–to of the line, then `…`.
    const shown = [...LINE].slice(1000, to).join('');
    expect(codePoints(body ?? ''), 'characters shown').toBe(codePoints(`4│…${shown}…`));
    expect(body).toBe(`4│…${shown}…`);
    expect(hint).toBe(`… line 4 continues; call read_transcript with from=4, from_char=${to + 1} to read on`);
  });

  it('reading on by the hints, granular and compact, gives back the whole line exactly', async () => {
    await emojiTranscript();
    const query = toolDefinitions(t.session, { profile: 'compact' }).find((d) => d.name === 'query_meeting');
    for (const compact of [false, true]) {
      let got = '';
      let next: { from: number; from_char?: number } | null = { from: 4 };
      for (let step = 0; next && step < 10; step++) {
        const args: { from: number; to: number; from_char?: number } = { ...next, to: 4 };
        const out: string = compact
          ? (
              JSON.parse((await query?.execute({ view: 'transcript', filters: args })) ?? '{}') as {
                text: string;
              }
            ).text
          : await runTool(t.session, 'read_transcript', args);
        expect(out).not.toMatch(LONE);
        const lines = out.split('\n');
        const body = (lines[1] ?? '').replace(/^4│…?/, '').replace(/…$/, '');
        got += body;
        const m = /from[=":]+(\d+),? ?"?from_char[=":]+(\d+)/.exec(lines[2] ?? '');
        next = m ? { from: Number(m[1]), from_char: Number(m[2]) } : null;
      }
      expect(got === LINE, `compact ${compact}`).toBe(true);
    }
  });

  it('a from_char inside what was half a pair before is a whole character now', async () => {
    await emojiTranscript();
    for (const fromChar of [22, 23, 24, 40021]) {
      const out = await runTool(t.session, 'read_transcript', { from: 4, to: 4, from_char: fromChar });
      expect(out, String(fromChar)).not.toMatch(LONE);
      expect(out).toContain(`(line 4: characters ${fromChar}–`);
    }
    expect(await runTool(t.session, 'read_transcript', { from: 4, to: 4, from_char: 40022 })).toBe(
      `${TRANSCRIPT} · nothing shown: from_char 40022 is past the end of line 4 (40021 characters; 5 lines)`,
    );
  });

  it('search previews of a giant emoji line hold whole characters, whatever the match offset', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (let shift = 0; shift < 4; shift++) {
      const text = `${'x'.repeat(shift)}${EMOJI.repeat(3000)} needle ${EMOJI.repeat(3000)}\n`;
      await writeFile(path.join(t.root, 'Projects', 'remote-control', 'emoji.md'), text);
      const out = await runTool(t.session, 'search', { query: 'needle' });
      expect(out, `shift ${shift}`).toContain('needle');
      expect(out, `shift ${shift}`).not.toMatch(LONE);
      expect(out).not.toContain('\ufffd');
    }
  });

  it('refusals quote values and keys cut to whole characters', async () => {
    t = await sampleSession(MEETINGS.functional);
    const value = `${'a'.repeat(39)}${EMOJI.repeat(5)}`;
    const bad = await runTool(t.session, 'read_transcript', { from: value });
    expect(bad).toMatch(/^refused: invalid arguments/);
    expect(bad).toContain(`"${'a'.repeat(39)}${EMOJI}…"`);
    expect(bad).not.toMatch(LONE);
    const unknown = await runTool(t.session, 'read_transcript', { [value]: 1 });
    expect(unknown).toMatch(/^refused: unknown argument/);
    expect(unknown).not.toMatch(LONE);
    // A model's own lone surrogate, echoed in a refusal, never leaves the tool as half a pair.
    const echoed = await runTool(t.session, 'remove_attendee', { name: 'Zoe \ud83d' });
    expect(echoed).toMatch(/^refused: /);
    expect(echoed).not.toMatch(LONE);
  });
});
