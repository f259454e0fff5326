import { describe, expect, it } from 'vitest';
import { JsonNestingError, jsonNestingDepth, jsonNestingProblem, MAX_JSON_NESTING } from './json-nesting.js';
import { jsonNumberProblem } from './json-number-problem.js';
import { parseJsonKeepingNumbers } from './shown-number.js';

const arrays = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const objects = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

describe('L498: jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{}')).toBe(1);
    expect(jsonNestingDepth('{"a": [{"b": 1}]}')).toBe(3);
    expect(jsonNestingDepth('{"a": "[[[{{\\"[["}')).toBe(1);
    expect(jsonNestingDepth('["\\\\", [1]]')).toBe(2);
  });

  it('measures 1,000,000 levels without recursion', () => {
    expect(jsonNestingDepth(arrays(1_000_000))).toBe(1_000_000);
    expect(jsonNestingDepth(objects(200_000))).toBe(200_000);
  });

  it('refuses only past the limit, giving the depth found and the limit', () => {
    expect(MAX_JSON_NESTING).toBe(1000);
    expect(jsonNestingProblem(arrays(1000))).toBeNull();
    expect(jsonNestingProblem(arrays(1001))).toBe(
      'nested 1001 levels deep (arrays and objects inside each other); at most 1000 are read',
    );
    expect(jsonNestingProblem(objects(5000), 10)).toMatch(/^nested 5000 levels deep .* at most 10 are read$/);
  });
});

describe('L551: a parse refuses deep JSON with an error its callers tell by kind, not by text', () => {
  it('parseJsonKeepingNumbers throws a JsonNestingError (a SyntaxError) with the nesting words', () => {
    let thrown: unknown;
    try {
      parseJsonKeepingNumbers(arrays(5000));
    } catch (error) {
      thrown = error;
    }
    expect(JsonNestingError.isInstance(thrown)).toBe(true);
    expect(thrown).toBeInstanceOf(SyntaxError);
    expect((thrown as JsonNestingError).problem).toBe(jsonNestingProblem(arrays(5000)));
    expect(String(thrown)).toBe(
      'SyntaxError: JSON nested 5000 levels deep (arrays and objects inside each other); at most 1000 are read',
    );
  });

  it('text that is only not JSON is a plain SyntaxError', () => {
    let thrown: unknown;
    try {
      parseJsonKeepingNumbers('{"from": 1,}');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SyntaxError);
    expect(JsonNestingError.isInstance(thrown)).toBe(false);
  });
});

describe('L499: jsonNumberProblem', () => {
  it('names a number beyond the double range as written, with its path', () => {
    expect(jsonNumberProblem('{"from": 1e400}')).toMatchObject({
      path: ['from'],
      written: '1e400',
      reads: Number.POSITIVE_INFINITY,
      message: 'from: 1e400 is beyond the numbers JSON can hold (it reads as Infinity)',
    });
    expect(jsonNumberProblem('{"ops": [{"op": "x"}, {"op": "y", "to": -1E400}]}')?.message).toBe(
      'ops[1].to: -1E400 is beyond the numbers JSON can hold (it reads as -Infinity)',
    );
  });

  it('names a fraction the parse drops, as written', () => {
    expect(jsonNumberProblem('{"filters": {"from": 1.0000000000000001}}')?.message).toBe(
      'filters.from: 1.0000000000000001 is not a whole number, though JSON reads it as 1',
    );
    expect(jsonNumberProblem('{"a": "1.5, x", "b": 0.99999999999999999}')?.message).toBe(
      'b: 0.99999999999999999 is not a whole number, though JSON reads it as 1',
    );
    expect(jsonNumberProblem('[1e-400]')?.message).toBe(
      '[0]: 1e-400 is not a whole number, though JSON reads it as 0',
    );
  });

  it('passes whole numbers of any size and fractions the parse keeps', () => {
    for (const ok of [
      '{"from": 12345678901234567890}',
      '{"from": 9007199254740993, "to": 1e300}',
      '{"a": 1.0, "b": 2.50e1, "c": 100e-2, "d": 0.0e-400, "e": -0, "f": 2.5}',
      '{"s": "1e400 1.0000000000000001", "k\\"1e400": 1}',
    ])
      expect(jsonNumberProblem(ok)).toBeNull();
  });
});

describe('L523, L524: jsonNumberProblem under a path, quoted cut', () => {
  it('looks only inside `under`, so a bad number before it hides none inside it', () => {
    const text =
      '{"id": 1e400, "params": {"_meta": {"n": 1.0000000000000001}, "arguments": {"from": 1e400}}}';
    expect(jsonNumberProblem(text)?.where).toBe('id');
    expect(jsonNumberProblem(text, ['params', 'arguments'])?.message).toBe(
      'params.arguments.from: 1e400 is beyond the numbers JSON can hold (it reads as Infinity)',
    );
    expect(
      jsonNumberProblem('{"id": 1e400, "params": {"arguments": {}}}', ['params', 'arguments']),
    ).toBeNull();
  });

  it('quotes a number of 100,000 digits by its first 60 characters', () => {
    const long = `1.${'0'.repeat(100_000)}1`;
    const problem = jsonNumberProblem(`{"from": ${long}}`);
    expect(problem?.written).toBe(`1.${'0'.repeat(57)}\u2026`);
    expect(problem?.message.length).toBeLessThan(200);
  });
});
