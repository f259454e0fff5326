/**
 * P237 (issue 13 (e)(f)): no regular expression with a Unicode property escape (`\p{L}`, `\P{M}`) is a
 * module constant in the code of the direct bundles. V8 parses a regular expression when its literal
 * is evaluated, building each such class from ICU's tables (0.5-7 million instructions each), so a
 * module constant cost every `ma tool`/`ma search` start, used or not (docs/startup.md, session 46):
 * such a pattern is made on first use (core's `onFirstUse`, or inside the function that runs it).
 * The files checked are our sources named in the built bundles' source maps, so a module that joins
 * a bundle is checked too.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const direct = join(import.meta.dirname, '..', 'dist', 'direct');

/** Our source files (`packages/*\/src`, `apps/cli/src`) in the bundle `name`'s source map. */
function ourSources(name: string): string[] {
  const map = JSON.parse(readFileSync(join(direct, `${name}.map`), 'utf8')) as { sources: string[] };
  return (
    map.sources
      // A file loaded in a plugin's namespace (`cli-tools:/…/index.ts`, tsup.config.ts) is named with it.
      .map((s) => resolve(direct, s.replace(/^[a-z-]+:(?=\/)/, '')))
      .filter((s) => /[\\/](packages[\\/][a-z-]+|apps[\\/]cli)[\\/]src[\\/].*\.ts$/.test(s))
  );
}

/** `file:line pattern` of each regular expression literal with `\p{`/`\P{` outside any function. */
function moduleLevelPropertyPatterns(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean): void => {
    if (!inFunction && ts.isRegularExpressionLiteral(node) && /\\[pP]\{/.test(node.text))
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`);
    const inside = inFunction || ts.isFunctionLike(node);
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(source, false);
  return found;
}

describe('P237: Unicode property patterns made on first use in the direct bundles', () => {
  it('the checker finds a module constant, and not one made inside a function', () => {
    expect(
      moduleLevelPropertyPatterns(
        'a.ts',
        'const A = /\\p{M}/u;\nconst b = () => /\\p{L}/u;\nconst c = /x/;\n',
      ),
    ).toEqual(['a.ts:1 /\\p{M}/u']);
    expect(
      moduleLevelPropertyPatterns('b.ts', 'const T = [[/(?:^|\\s)#[\\p{L}]/u, "tag"]];\nlet x; x ??= 1;\n'),
    ).toHaveLength(1);
  });

  it.each(['read-tools.cjs', 'search.cjs', 'main.cjs'])(
    '%s: no regular expression with \\p{…} is evaluated as its modules load',
    (bundle) => {
      const files = ourSources(bundle);
      expect(files.length).toBeGreaterThan(50);
      expect(files.flatMap((f) => moduleLevelPropertyPatterns(f, readFileSync(f, 'utf8')))).toEqual([]);
    },
  );
});
