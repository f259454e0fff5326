/**
 * issue #13 (start-up): `readSimpleFrontmatter` gives the data of the `yaml` package's core-schema
 * parse (`parseFrontmatterYaml`), key order and types included, or null; never data for a block the
 * `yaml` package refuses. Compared on generated blocks made of the shapes notes carry and of the
 * ones that must be left to the `yaml` package, and on every note of the sample vault.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatterYaml } from './parse-frontmatter-yaml.js';
import { readSimpleFrontmatter } from './simple-frontmatter.js';
import { splitFrontmatter } from './split-frontmatter.js';

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The `yaml` package's answer as JSON text, or `error`. */
function yamlAnswer(raw: string): string {
  try {
    return JSON.stringify(parseFrontmatterYaml(raw, 2).data);
  } catch {
    return 'error';
  }
}

const KEYS = [
  'title',
  'date',
  'start',
  'end',
  'status',
  'attendees',
  'projects',
  'tags',
  'transcript',
  'usernotes',
  'summary',
  'context',
  'meeting',
  'a-b',
  '_x',
  'Key2',
  'null',
  'True',
  'false',
  '__proto__',
  'constructor',
  'toString',
  '1key',
  'k ey',
  '"quoted"',
  "'q'",
  'key ',
  '?x',
  '<<',
];
const SCALARS = [
  'Kickoff',
  'Remote control functional design',
  '2026-03-10',
  '2026-03-10T10:00:00+01:00',
  '10:49',
  'ended',
  'recording',
  'José Álvarez',
  'Ünïcødé naïve',
  'Привет мир',
  '日本語の会議',
  '"[[Transcripts/2026-03-10 Remote control functional design]]"',
  "'[[Notes/x]]'",
  '"a, b"',
  '"it\'s"',
  "'it''s'",
  '"a\\"b"',
  '"tab\\there"',
  "it's",
  'say "hi"',
  'a:b',
  'a : b',
  'a: b',
  'a:',
  'a #b',
  'a#b',
  '#c',
  '42',
  '-7',
  '+3',
  '0o17',
  '0x1F',
  '1.5',
  '.5',
  '1e3',
  '1.2.3',
  '1st',
  '.inf',
  '-.Inf',
  '.NaN',
  '.nan',
  '~',
  'null',
  'Null',
  'NULL',
  'nUll',
  'true',
  'True',
  'TRUE',
  'tRue',
  'false',
  'FALSE',
  'yes',
  'no',
  'on',
  'off',
  'y',
  '-',
  '- a',
  '-a',
  '?',
  '? a',
  ':a',
  ',a',
  'a,b',
  'a [b]',
  '[a]',
  '[a, b]',
  '[ ]',
  '[]',
  '[a,]',
  '[,a]',
  '[a, [b]]',
  '[[x]]',
  '[a, "b, c"]',
  '["x", \'y\']',
  '[a: b]',
  '[1, 2]',
  '[null]',
  '[~]',
  '{a: b}',
  'a {b}',
  '&anchor x',
  '*alias',
  '!!str x',
  '!tag x',
  '|',
  '>',
  '|-',
  '%x',
  '@x',
  '`x`',
  '"unclosed',
  "'unclosed",
  '""',
  "''",
  'a\u00a0b',
  'a\u200bb',
  '\u2028',
  'a\tb',
  'emoji 😀',
  'a  b',
  'a b ',
  ' a',
  '<x>',
  'x=y',
  '=',
  'a\\b',
  'C:\\path',
  'http://example.com/a?b=c',
  'mailto:a@b.c',
  'a & b',
  'Q&A',
  '100%',
  '*',
];

/** Values notes carry most (picked more often, so many blocks are ones the reader answers for). */
const COMMON = SCALARS.slice(0, 14);

/** One generated block: lines of keys with values, lists, blanks and the odd hostile line. */
function block(next: () => number): string {
  const choose = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)] as T;
  const pick = <T>(from: readonly T[]): T =>
    from === (SCALARS as readonly unknown[]) && next() < 0.6
      ? (choose(COMMON) as T)
      : from === (KEYS as readonly unknown[]) && next() < 0.7
        ? (choose(KEYS.slice(0, 16)) as T)
        : choose(from);
  const lines: string[] = [];
  const count = 1 + Math.floor(next() * 6);
  for (let k = 0; k < count; k++) {
    const key = pick(KEYS);
    const roll = next();
    if (roll < 0.45) lines.push(`${key}: ${pick(SCALARS)}`);
    else if (roll < 0.7) {
      lines.push(`${key}:`);
      const indent = pick(['', ' ', '  ', '    ']);
      const items = Math.floor(next() * 4);
      for (let n = 0; n < items; n++) {
        const shift = next() < 0.08 ? '  ' : '';
        lines.push(next() < 0.08 ? `${indent}${shift}-` : `${indent}${shift}- ${pick(SCALARS)}`);
        if (next() < 0.05) lines.push('');
      }
    } else if (roll < 0.78) lines.push(`${key}:${pick(['', ' ', '  '])}`);
    else if (roll < 0.84) lines.push(`${key}:${pick(SCALARS)}`);
    else if (roll < 0.88) lines.push(pick(['', '   ', '# comment', '...', '  nested: value', '\t', 'plain']));
    else if (roll < 0.92) lines.push(`${key}: ${pick(SCALARS)}`, `  ${pick(SCALARS)}`);
    else if (roll < 0.96) lines.push(`${key}:`, `  sub: ${pick(SCALARS)}`);
    else lines.push(`${key}:  ${pick(SCALARS)}${pick(['', ' ', '  '])}`);
  }
  const text = lines.join(next() < 0.05 ? '\r\n' : '\n');
  return next() < 0.9 ? `${text}\n` : text;
}

describe('issue 13: readSimpleFrontmatter', () => {
  it('gives the yaml package core-schema data (types, key order) or null, never data for a refused block', () => {
    const next = random(20261202);
    let answered = 0;
    let left = 0;
    for (let i = 0; i < 20_000; i++) {
      const raw = block(next);
      const simple = readSimpleFrontmatter(raw);
      if (simple === null) {
        left++;
        continue;
      }
      answered++;
      expect(JSON.stringify(simple), `case ${i}: ${JSON.stringify(raw)}`).toBe(yamlAnswer(raw));
    }
    // Both kinds were generated in numbers.
    expect(answered).toBeGreaterThan(2_000);
    expect(left).toBeGreaterThan(2_000);
  });

  it('reads the meeting notes of the sample vault, and every note there it reads as the yaml package does', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..', 'examples', 'sample-vault');
    const notes: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.md')) notes.push(path);
      }
    };
    walk(root);
    let meetings = 0;
    for (const note of notes) {
      const split = splitFrontmatter(readFileSync(note, 'utf8'));
      if (!split.block) continue;
      const raw = split.content.slice(split.block.rawStart, split.block.rawEnd);
      const simple = readSimpleFrontmatter(raw);
      if (note.includes(`${join('sample-vault', 'Meetings')}`)) {
        expect(simple, note).not.toBeNull();
        meetings++;
      }
      if (simple !== null) expect(JSON.stringify(simple), note).toBe(yamlAnswer(raw));
    }
    expect(meetings).toBeGreaterThan(3);
  });

  it('B01, B03, B08: dates stay text, every call gives new objects, a blank block is {}', () => {
    const raw = 'date: 2026-03-10\nattendees:\n  - Alice\n';
    const first = readSimpleFrontmatter(raw);
    const second = readSimpleFrontmatter(raw);
    expect(first).toEqual({ date: '2026-03-10', attendees: ['Alice'] });
    expect(first).not.toBe(second);
    expect(first?.attendees).not.toBe(second?.attendees);
    expect(readSimpleFrontmatter('')).toEqual({});
    expect(readSimpleFrontmatter('  \n\n')).toEqual({});
  });
});
