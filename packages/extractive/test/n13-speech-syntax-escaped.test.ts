import { describe, expect, it } from 'vitest';
import { summarizeExtractive } from '../src/index.js';

// The newcomer's N13 transcript, as `ma import` writes it, plus a real link said in a turn.
const transcript = [
  '[00:00:01] **Anna:** We decided that the #launch moves to June for the whole team.',
  "[00:00:05] **Bob:** I'll update [[Roadmap before Friday for the launch review.",
  '[00:00:09] **Anna:** We agreed on option A for the pricing table ^pricing and the #q3-plan.',
  "[00:00:13] **Bob:** I'll check the draft numbers in [[Budget 2026]] by Monday and close ]] the gaps.",
].join('\n');

describe('N13 words said with Obsidian syntax are quoted as text: no tag, block id or half link in the summary', () => {
  it('tags, block ids and unbalanced link brackets from speech are escaped; a whole [[link]] stays', () => {
    const { body } = summarizeExtractive({
      transcript,
      userNotes: '- Check #budget with [[Finance]] notes',
      language: 'en',
      meetingDate: '2026-12-01',
    });
    const lines = body.split('\n').filter((l) => !l.startsWith('  - Check'));
    const text = lines.join('\n');
    expect(text).not.toMatch(/(?<!\\)#launch|(?<!\\)#q3-plan/);
    expect(text).toMatch(/\\#launch/);
    expect(text).not.toMatch(/(?<!\\)\^pricing/);
    expect(text).not.toMatch(/(?<!\\)\[\[Roadmap/);
    expect(text).toMatch(/\[\[Budget 2026\]\]/);
    expect(text).not.toMatch(/close (?<!\\)\]\]/);
    // The user's own notes keep their tags and links.
    expect(body).toContain('Check #budget with [[Finance]] notes');
  });
});
