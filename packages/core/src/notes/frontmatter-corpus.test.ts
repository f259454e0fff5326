import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';
import { replaceBody } from './replace-body.js';

/** Real-world note shapes: Obsidian properties, lists, wikilinks, dates, comments, CRLF, BOM, rules in the body. */
const corpus: Record<string, string> = {
  'obsidian properties': [
    '---',
    'aliases:',
    '  - Kickoff',
    'tags:',
    '  - meeting',
    '  - project/remote',
    'cssclasses: []',
    'rating: 4.5',
    'done: false',
    'created: 2026-03-09T10:00',
    'due: 2026-03-20',
    'url: https://example.com/a/very/long/path/that/goes/on/and/on/past/eighty/characters/for/sure?with=query&and=more',
    '---',
    '# Kickoff',
    '',
  ].join('\n'),
  'wikilinks and quotes': [
    '---',
    'meeting: "[[Meetings/2026-03-09 Remote control kickoff]]"',
    "transcript: '[[Transcripts/2026-03-09 Remote control kickoff|transcript]]'",
    'related: ["[[A]]", "[[B#Heading]]"]',
    'attendees:',
    '  - "[[Alice Moreau]]"',
    '  - Ben Okafor',
    '---',
    'See [[Other]].',
    '',
  ].join('\n'),
  'comments and blank lines': [
    '---',
    '# leading comment',
    'title: Weekly   # trailing comment',
    '',
    'status: ended # recording | ended | summarized | failed',
    'attendees: # who came',
    '  - Alice',
    '  # - Removed Person',
    '  - Ben',
    '---',
    'Body',
  ].join('\n'),
  'nested and block scalars': [
    '---',
    'speaker_overrides:',
    '  - speaker: Speaker 2',
    '    name: Ben Okafor',
    'description: |',
    '  Two lines',
    '  of text',
    'folded: >-',
    '  folded text',
    '---',
    '',
  ].join('\n'),
  crlf: '---\r\ntitle: CRLF note\r\ndate: 2026-11-20\r\ntags: [a, b]\r\nattendees:\r\n  - Alice\r\n---\r\nline 1\r\nline 2\r\n',
  bom: '\uFEFF---\ntitle: BOM note\nattendees:\n  - Alice\n---\nText\n',
  'empty frontmatter': '---\n---\n# Only a body\n',
  'rules in the body': '---\ntitle: Rules\n---\n---\nnot frontmatter: true\n---\n\n***\n---\n',
  'no final newline': '---\ntitle: x\n---',
  'unindented lists': '---\ntags:\n- a\n- b\nattendees:\n- Alice\n---\nbody\n',
  'no frontmatter': '# Just a heading\n\nText with --- inside.\n',
};

/** Asserts that editing one key changed nothing outside that key. */
function expectOnlyKeyChanged(original: string, edited: string, key: string, value: unknown) {
  const before = parseNote(original);
  const after = parseNote(edited);
  expect(after.body).toBe(before.body);
  expect(after.bom).toBe(before.bom);
  expect(after.eol).toBe(before.eol);
  const { [key]: _old, ...othersBefore } = before.frontmatter?.data ?? {};
  const { [key]: newValue, ...othersAfter } = after.frontmatter?.data ?? {};
  expect(othersAfter).toEqual(othersBefore);
  expect(newValue).toEqual(value);
  if (before.eol === '\r\n') expect(edited.replace(/\r\n/g, '')).not.toContain('\n');
}

function roundTrips(name: string, text: string) {
  it(`${name}: adding then deleting a key gives back every byte`, () => {
    const added = editFrontmatter(text, (doc) => doc.set('ma_probe', 'value'));
    expectOnlyKeyChanged(text, added, 'ma_probe', 'value');
    if (parseNote(text).frontmatter) {
      // Only one line was inserted.
      const eol = parseNote(text).eol;
      expect(added.replace(`ma_probe: value${eol}`, '')).toBe(text);
      expect(editFrontmatter(added, (doc) => doc.delete('ma_probe'))).toBe(text);
    }
  });

  it(`${name}: setting every key to its current value returns the same text`, () => {
    const data = parseNote(text).frontmatter?.data ?? {};
    expect(
      editFrontmatter(text, (doc) => {
        for (const [key, value] of Object.entries(data)) doc.set(key, value);
      }),
    ).toBe(text);
  });

  it(`${name}: editing one existing key leaves every other key and the body identical`, () => {
    const data = parseNote(text).frontmatter?.data ?? {};
    for (const key of Object.keys(data)) {
      const edited = editFrontmatter(text, (doc) => doc.set(key, 'changed'));
      expectOnlyKeyChanged(text, edited, key, 'changed');
    }
  });

  it(`${name}: adding an attendee touches only attendees`, () => {
    const edited = editFrontmatter(text, (doc) => doc.addToList('attendees', 'Zoe Zed'));
    const before = (parseNote(text).frontmatter?.data.attendees as unknown[] | undefined) ?? [];
    expectOnlyKeyChanged(text, edited, 'attendees', [...before, 'Zoe Zed']);
  });
}

describe('frontmatter round-trips on a real-world corpus', () => {
  for (const [name, text] of Object.entries(corpus)) roundTrips(name, text);

  it('replaceBody keeps every frontmatter byte of the corpus', () => {
    for (const text of Object.values(corpus)) {
      const note = parseNote(text);
      const out = replaceBody(text, 'new body\n');
      expect(parseNote(out).frontmatter?.raw).toBe(note.frontmatter?.raw);
      expect(parseNote(out).body).toBe(note.eol === '\r\n' ? 'new body\r\n' : 'new body\n');
    }
  });
});

describe('frontmatter round-trips on every note of the sample vault', () => {
  let vault: TempDir;
  const notes: Array<[string, string]> = [];

  beforeAll(async () => {
    vault = await copySampleVault();
    const entries = await readdir(vault.root, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
      const abs = path.join(entry.parentPath, entry.name);
      notes.push([path.relative(vault.root, abs), await readFile(abs, 'utf8')]);
    }
  });
  afterAll(() => vault.cleanup());

  it('finds the sample notes', () => {
    expect(notes.length).toBeGreaterThan(15);
  });

  it('every sample note parses, and editing one key leaves every other byte identical', () => {
    for (const [rel, text] of notes) {
      const note = parseNote(text);
      const added = editFrontmatter(text, (doc) => doc.set('ma_probe', 'value'));
      if (note.frontmatter)
        expect(
          editFrontmatter(added, (doc) => doc.delete('ma_probe')),
          rel,
        ).toBe(text);
      for (const key of Object.keys(note.frontmatter?.data ?? {})) {
        expectOnlyKeyChanged(
          text,
          editFrontmatter(text, (doc) => doc.set(key, 'changed')),
          key,
          'changed',
        );
      }
      const data = note.frontmatter?.data ?? {};
      expect(
        editFrontmatter(text, (doc) => {
          for (const [key, value] of Object.entries(data)) doc.set(key, value);
        }),
        rel,
      ).toBe(text);
    }
  });

  it('adding an attendee to a sample meeting adds exactly one line', () => {
    const [rel, text] = notes.find(
      ([rel]) => rel.includes('Remote control kickoff') && rel.startsWith('Meetings'),
    )!;
    const out = editFrontmatter(text, (doc) => doc.addToList('attendees', 'Alice Moreau'));
    expect(out.replace('  - Alice Moreau\n', ''), rel).toBe(text);
    expect(out.split('\n').length).toBe(text.split('\n').length + 1);
  });
});
