/**
 * R63: text cut at a limit is cut between whole characters as the reader sees them. A toast body
 * over its 600 characters cut inside a surrogate pair showed a lone half (U+FFFD, "�…"); a cut
 * inside a grapheme showed another symbol (a flag's one regional indicator, a thumb without
 * its skin tone, an emoji family cut to its first person, a letter without its accents). The same for request note names
 * (`safeNoteName`, 247 UTF-8 bytes since L115) and for the field quoted in a refused request's message.
 */
import { describe, expect, it } from 'vitest';
import { createApprovalPrompt, fakeAdapter, safeNoteName, toastAdapter } from '../src/index.js';
import { stubBackend } from './stub-backend.js';

const actions = { actions: true, backend: 'snoretoast', reason: 'test' } as const;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const flag = '\u{1f1eb}\u{1f1f7}'; // 🇫🇷
const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}'; // 👨‍👩‍👧

async function toastBodies(bodies: string[]): Promise<string[]> {
  const backend = stubBackend([]);
  const prompt = createApprovalPrompt(
    toastAdapter({ fallback: fakeAdapter(), capability: actions, backend }),
  );
  for (const body of bodies) {
    prompt.notify({ title: 't', body });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
  }
  await prompt.shutdown();
  return backend.shown.map((s) => s.body);
}

describe('R63: cuts keep whole characters', () => {
  it('R63: a notification body cut at the toast limit keeps no half of a surrogate pair and no part of a grapheme', async () => {
    // The limit counts graphemes (L107): 598 letters and three two-unit graphemes are 601, cut to 599 and `…`.
    const shown = await toastBodies([
      `${'a'.repeat(598)}\u{1f600}\u{1f600}\u{1f600}`,
      `${'a'.repeat(598)}${flag}${flag}${flag}`,
      `${'a'.repeat(598)}\u{1f44d}\u{1f3fd}\u{1f44d}\u{1f3fd}\u{1f44d}\u{1f3fd}`, // 👍🏽: a thumb with its skin tone
      `${'a'.repeat(598)}e\u0301\u0301e\u0301\u0301x`,
    ]);
    expect(shown).toHaveLength(4);
    for (const body of shown) {
      expect(body).not.toMatch(loneSurrogate);
      expect(body.endsWith('\u2026')).toBe(true);
    }
    expect(shown[0]).toBe(`${'a'.repeat(598)}\u{1f600}\u2026`);
    expect(shown[1]).toBe(`${'a'.repeat(598)}${flag}\u2026`);
    expect(shown[2]).toBe(`${'a'.repeat(598)}\u{1f44d}\u{1f3fd}\u2026`);
    expect(shown[3]).toBe(`${'a'.repeat(598)}e\u0301\u0301\u2026`);
  });

  it('R63: safeNoteName cuts at 247 UTF-8 bytes (L115; was 200) between graphemes: no lone regional indicator, no cut emoji sequence', () => {
    expect(safeNoteName(`${'a'.repeat(243)}${flag}${flag}`)).toBe('a'.repeat(243));
    expect(safeNoteName(`${'a'.repeat(239)}${flag}${flag}`)).toBe(`${'a'.repeat(239)}${flag}`);
    expect(safeNoteName(`${'a'.repeat(242)}${family}`)).toBe('a'.repeat(242));
    expect(safeNoteName(`${'a'.repeat(246)}e\u0301`)).toBe('a'.repeat(246));
  });

  it('R63: a refused request quotes its long field cut between whole characters', async () => {
    const said: string[] = [];
    const prompt = createApprovalPrompt(fakeAdapter(), { say: (m) => said.push(m) });
    const outcome = await prompt.request({
      id: 'x',
      title: 'ok',
      body: 'ok',
      timeoutMs: `${'a'.repeat(59)}\u{1f600}` as unknown as number,
    });
    expect(outcome).toBe('unavailable');
    const message = said.join('\n');
    expect(message).toContain(`"${'a'.repeat(59)}\u2026"`);
    expect(message).not.toMatch(/\\ud83d/);
  });
});
