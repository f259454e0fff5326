import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WriteModeError } from '../errors/write-mode-error.js';
import { applyWrite } from './apply-write.js';
import { readTextLines } from './read-text-lines.js';
import { countLines } from './split-lines.js';
import { parseWriteMode, type WriteArgs } from './write-mode.js';

const write = (existing: string | null, args: WriteArgs) =>
  applyWrite(existing, parseWriteMode(args), args.content);

function refusal(fn: () => unknown): WriteModeError {
  try {
    fn();
  } catch (error) {
    if (WriteModeError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a WriteModeError');
}

const decisions = 'Budget: open\nCasing: tbd\nColour: yellow\n';

describe('parseWriteMode', () => {
  it('defaults to append; null means not given (B31)', () => {
    expect(parseWriteMode({ content: 'x' })).toEqual({ kind: 'append' });
    expect(parseWriteMode({ content: 'x', replace_file: null, from: null, to: null, insert: null })).toEqual({
      kind: 'append',
    });
    expect(parseWriteMode({ content: 'x', replace_file: false })).toEqual({ kind: 'append' });
  });

  it('Project file write mode is ambiguous: replace_file with from, to or insert is refused', () => {
    for (const extra of [{ from: 1 }, { to: 2 }, { insert: 1 }, { from: 1, to: 2 }]) {
      expect(refusal(() => parseWriteMode({ content: 'x', replace_file: true, ...extra })).reason).toBe(
        'ambiguous',
      );
    }
    expect(refusal(() => parseWriteMode({ content: 'x', insert: 2, from: 1, to: 1 })).reason).toBe(
      'ambiguous',
    );
  });

  it('refuses from without to and the reverse', () => {
    expect(refusal(() => parseWriteMode({ content: 'x', from: 2 })).reason).toBe('incomplete-range');
    expect(refusal(() => parseWriteMode({ content: 'x', to: 2 })).reason).toBe('incomplete-range');
  });

  it('refuses line numbers that are not whole numbers >= 1', () => {
    expect(refusal(() => parseWriteMode({ content: 'x', insert: 0 })).reason).toBe('out-of-range');
    expect(refusal(() => parseWriteMode({ content: 'x', from: 1.5, to: 2 })).reason).toBe('out-of-range');
    expect(refusal(() => parseWriteMode({ content: 'x', insert: -5 })).message).toBe(
      'insert must be a whole number >= 1, got -5',
    );
    expect(
      refusal(() => parseWriteMode({ content: 'x', from: 1, to: Number.POSITIVE_INFINITY })).message,
    ).toBe('to must be a whole number >= 1, got Infinity');
  });
});

describe('applyWrite (seed 000/001 write modes)', () => {
  it('Project file is appended or created: appends to an existing file', () => {
    const result = write(decisions, { content: 'Size: small\n' });
    expect(result.text).toBe(`${decisions}Size: small\n`);
    expect(result).toMatchObject({
      linesBefore: 3,
      linesAfter: 4,
      changedLines: 1,
      summary: 'appended 1 line',
    });
  });

  it('Project file is appended or created: creates a missing file with the content', () => {
    expect(write(null, { content: 'a\nb\n' })).toMatchObject({
      text: 'a\nb\n',
      linesBefore: 0,
      linesAfter: 2,
      summary: 'created the file with 2 lines',
    });
  });

  it('append keeps whether the file ends with a line break; a new file ends with one', () => {
    expect(write('a\n', { content: 'b' }).text).toBe('a\nb\n');
    expect(write('a\r\n', { content: 'b\nc' }).text).toBe('a\r\nb\r\nc\r\n');
    expect(write('\uFEFFa\n', { content: 'b' }).text).toBe('\uFEFFa\nb\n');
    expect(write('a', { content: 'b\n' }).text).toBe('a\nb');
    expect(write('a', { content: 'b\n\n' }).text).toBe('a\nb\n\n'); // the blank last line stays
    expect(write(null, { content: 'x' })).toMatchObject({ text: 'x\n', linesAfter: 1 });
    expect(write('', { content: 'x' }).text).toBe('x\n');
    expect(write('a\n', { content: '' }).text).toBe('a\n');
  });

  it('a reversed range says from (N) is after to (M); every refusal can carry the line count', () => {
    const reversed = refusal(() => write(decisions, { content: 'x', from: 3, to: 2 }));
    expect(reversed).toMatchObject({ reason: 'reversed' });
    expect(reversed.message).toBe('from (3) is after to (2)');
    const applied = refusal(() => applyWrite(decisions, { kind: 'range', from: 3, to: 2 }, 'x'));
    expect(applied).toMatchObject({ reason: 'reversed', lineCount: 3 });
    expect(applied.message).toBe('from (3) is after to (2); the file has 3 lines');
    for (const args of [
      { content: 'x', replace_file: true, from: 1 },
      { content: 'x', insert: 1, from: 1, to: 1 },
      { content: 'x', from: 1 },
      { content: 'x', insert: 0 },
    ]) {
      const error = refusal(() => parseWriteMode(args, 3));
      expect(error.lineCount, JSON.stringify(args)).toBe(3);
      expect(error.message, JSON.stringify(args)).toMatch(/; the file has 3 lines$/);
    }
    expect(refusal(() => parseWriteMode({ content: 'x', to: 1 }, 1)).message).toBe(
      'incomplete range: give both from and to; the file has 1 line',
    );
  });

  it('append adds a line break first when the file lacks a final one (B41)', () => {
    expect(write('Agenda\nBudget', { content: '- item' }).text).toBe('Agenda\nBudget\n- item');
    expect(write('', { content: '- item\n' }).text).toBe('- item\n');
  });

  it('Project file is explicitly replaced: replace_file writes the whole content', () => {
    expect(write(decisions, { content: 'only\n', replace_file: true })).toMatchObject({
      text: 'only\n',
      summary: 'replaced the whole file (1 line)',
    });
  });

  it('Project file line range is replaced: from..to inclusive', () => {
    const result = write(decisions, {
      content: 'Budget: 12.50 EUR per unit\nCasing: rubber',
      from: 1,
      to: 2,
    });
    expect(result.text).toBe('Budget: 12.50 EUR per unit\nCasing: rubber\nColour: yellow\n');
    expect(result.summary).toBe('replaced lines 1–2 with 2 lines');
    expect(write(decisions, { content: '', from: 2, to: 2 })).toMatchObject({
      text: 'Budget: open\nColour: yellow\n',
      summary: 'replaced line 2 with 0 lines',
    });
  });

  it('Project file content is inserted: before line n, and n = lines + 1 appends', () => {
    expect(write(decisions, { content: 'Owner: Ben', insert: 2 })).toMatchObject({
      text: 'Budget: open\nOwner: Ben\nCasing: tbd\nColour: yellow\n',
      summary: 'inserted 1 line before line 2',
    });
    expect(write(decisions, { content: 'Last', insert: 4 })).toMatchObject({
      text: `${decisions}Last\n`,
      summary: 'inserted 1 line after line 3',
    });
    expect(write('a', { content: 'b', insert: 2 }).text).toBe('a\nb');
    expect(write(null, { content: 'new\n', insert: 1 }).text).toBe('new\n');
  });

  it('ranges and insert positions outside the file are refused with the line count', () => {
    for (const args of [
      { content: 'x', from: 3, to: 4 },
      { content: 'x', insert: 5 },
    ]) {
      const error = refusal(() => write(decisions, args));
      expect(error.reason).toBe('out-of-range');
      expect(error.lineCount).toBe(3);
      expect(error.message).toContain('3 lines');
    }
    expect(refusal(() => write(null, { content: 'x', from: 1, to: 1 })).lineCount).toBe(0);
  });

  it('B10/B42: LF content written into a CRLF file comes out CRLF only; BOM kept', () => {
    const crlf = '\uFEFF---\r\nattendees: []\r\n---\r\nline A\r\nline B\r\n';
    const out = write(crlf, { content: 'line B2\n', from: 5, to: 5 }).text;
    expect(out).toBe('\uFEFF---\r\nattendees: []\r\n---\r\nline A\r\nline B2\r\n');
    const appended = write(crlf, { content: 'x\ny\n' }).text;
    expect(appended.endsWith('line B\r\nx\r\ny\r\n')).toBe(true);
    expect(appended.replace(/\r\n/g, '')).not.toContain('\n');
    expect(write('a\nb\n', { content: 'c\r\nd\r\n', insert: 2 }).text).toBe('a\nc\nd\nb\n');
  });

  const lineArb = fc.stringMatching(/^[a-z ]{0,5}$/);
  const fileArb = fc.record({
    lines: fc.array(lineArb, { maxLength: 10 }),
    eol: fc.constantFrom('\n', '\r\n'),
    finalBreak: fc.boolean(),
    bom: fc.boolean(),
  });
  const textOf = (f: { lines: string[]; eol: string; finalBreak: boolean; bom: boolean }) =>
    // A last empty line only exists when a line break ends it.
    (f.bom ? '\uFEFF' : '') +
    f.lines.join(f.eol) +
    ((f.finalBreak || f.lines.at(-1) === '') && f.lines.length > 0 ? f.eol : '');
  /** Content whose every line is terminated, so it splits back into exactly `lines`. */
  const contentOf = (lines: string[]) => lines.map((line) => `${line}\n`).join('');

  it('property: a range replace reads back as before + content + after, with EOL and BOM kept', () => {
    fc.assert(
      fc.property(fileArb, fc.array(lineArb, { maxLength: 5 }), fc.nat(), fc.nat(), (file, content, a, b) => {
        fc.pre(file.lines.length > 0);
        const from = (a % file.lines.length) + 1;
        const to = from + (b % (file.lines.length - from + 1));
        const text = textOf(file);
        const result = write(text, { content: contentOf(content), from, to });
        const expected = [...file.lines.slice(0, from - 1), ...content, ...file.lines.slice(to)];
        expect(readTextLines(result.text, {}).lines).toEqual(expected);
        expect(result.linesAfter).toBe(file.lines.length - (to - from + 1) + content.length);
        expect(result.linesAfter).toBe(countLines(result.text));
        expect(result.text.startsWith('\uFEFF')).toBe(file.bom);
        if (text.includes('\r\n')) expect(result.text.replace(/\r\n/g, '')).not.toContain('\n');
      }),
    );
  });

  it('property: insert at n puts the content before line n; append keeps every old line', () => {
    fc.assert(
      fc.property(
        fileArb,
        fc.array(lineArb, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        (file, content, a) => {
          const text = textOf(file);
          const at = (a % (file.lines.length + 1)) + 1;
          const inserted = write(text, { content: contentOf(content), insert: at });
          expect(readTextLines(inserted.text, {}).lines).toEqual([
            ...file.lines.slice(0, at - 1),
            ...content,
            ...file.lines.slice(at - 1),
          ]);
          const appended = write(text, { content: contentOf(content) });
          expect(readTextLines(appended.text, {}).lines).toEqual([...file.lines, ...content]);
          expect(appended.text.startsWith(text)).toBe(true);
          // Append keeps the "ends with a line break" property (an empty file gets one), except
          // that a blank last content line needs its break to exist.
          const body = text.replace(/^\uFEFF/, '');
          expect(appended.text.endsWith('\n')).toBe(
            body === '' || body.endsWith('\n') || content.at(-1) === '',
          );
          expect(appended.linesAfter).toBe(file.lines.length + content.length);
        },
      ),
    );
  });
});
