/**
 * L600: a streamed write (a note of 8 MiB or more) defuses its lines within 64 KiB of the note around
 * them; a reference-style image it added (`![a][r]`) whose definition sat further away (`[r]: https://…`,
 * the user's plain link's) was left as it was, and loaded from the web when the note was shown. With
 * `partial` such an image's `!` is escaped; one defined in the text, an inline image, an escaped `\!`,
 * one the kept text already held and a whole note (no `partial`) are as before.
 */
import { describe, expect, it } from 'vitest';
import { defuseRemoteContent } from './defuse-remote-content.js';

describe('L600: a part of a note defuses the image references it does not define', () => {
  it('L600: paragraph, heading, table cell, collapsed and shortcut forms', async () => {
    const text = 'x ![a][r] y\n\n## ![R][]\n\n| c |\n| - |\n| ![r] |\n';
    const r = await defuseRemoteContent(text, { partial: true });
    expect(r.text).toBe('x \\![a][r] y\n\n## \\![R][]\n\n| c |\n| - |\n| \\![r] |\n');
    expect(r.defused.map((d) => d.kind)).toEqual(['reference', 'reference', 'reference']);
    expect(await defuseRemoteContent(r.text, { partial: true })).toEqual({ text: r.text, defused: [] });
    expect(await defuseRemoteContent(text)).toEqual({ text, defused: [] });
  });

  it('L600: defined, inline, escaped, in code, kept: left alone', async () => {
    for (const text of [
      '![a][r]\n\n[r]: pics/r.png\n',
      '![a](pics/a.png) and ![[Embed]]\n',
      'an escaped \\![a][r]\n',
      'code `![a][r]`\n',
    ])
      expect(await defuseRemoteContent(text, { partial: true }), text).toEqual({ text, defused: [] });
    const keep = 'user ![logo][l]\n';
    const text = `${keep}model ![logo][l]\n`;
    expect(await defuseRemoteContent(text, { keep, partial: true })).toEqual({ text, defused: [] });
  });
});
