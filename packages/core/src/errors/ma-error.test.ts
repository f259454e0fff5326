import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as local from './index.js';

type ErrorsModule = typeof local;

const here = path.dirname(fileURLToPath(import.meta.url));
let dir = '';
let esm: ErrorsModule;
let cjs: ErrorsModule;

/** One instance of every error class exported by a copy of the errors module. */
function samples(copy: ErrorsModule): Array<[string, Error]> {
  return [
    ['NotTextError', new copy.NotTextError('/v/a.png', 'binary', 8)],
    ['FrontmatterError', new copy.FrontmatterError('too-deep', 'A.md', 2)],
    ['ConfigError', new copy.ConfigError('model.retry.attempts', 'an integer', '"x"')],
  ];
}

beforeAll(async () => {
  // Two more copies of the package's errors, as a host that loads both the CommonJS and the ES
  // module build (or two versions) has them: separate classes, shared only by Symbol.for markers.
  dir = await mkdtemp(path.join(os.tmpdir(), 'ma-u16-'));
  const entry = path.join(here, 'index.ts');
  for (const [format, outfile] of [
    ['esm', 'copy.mjs'],
    ['cjs', 'copy.cjs'],
  ] as const) {
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      logLevel: 'error',
      format,
      outfile: path.join(dir, outfile),
    });
  }
  await writeFile(path.join(dir, 'package.json'), '{}');
  esm = (await import(pathToFileURL(path.join(dir, 'copy.mjs')).href)) as ErrorsModule;
  cjs = createRequire(path.join(dir, 'x.js'))(path.join(dir, 'copy.cjs')) as ErrorsModule;
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('MaError.isInstance', () => {
  it('U16: the base class has a static isInstance that recognises any MaError from any copy of the package', () => {
    expect(typeof local.MaError.isInstance).toBe('function');
    const copies = { local, esm, cjs };
    for (const [checkerName, checker] of Object.entries(copies)) {
      for (const [makerName, maker] of Object.entries(copies)) {
        for (const [name, error] of samples(maker)) {
          const where = `${checkerName}.MaError.isInstance(${makerName}.${name})`;
          expect(checker.MaError.isInstance(error), where).toBe(true);
          expect(checker.MaError.isMaError(error), where).toBe(true);
        }
      }
      expect(checker.MaError.isInstance(new Error('plain'))).toBe(false);
      expect(checker.MaError.isInstance(null)).toBe(false);
      expect(checker.MaError.isInstance('NotTextError')).toBe(false);
      expect(checker.MaError.isInstance({ name: 'NotTextError', message: 'x' })).toBe(false);
    }
    expect(esm.MaError).not.toBe(local.MaError);
    expect(cjs.MaError).not.toBe(esm.MaError);
    // Classes really are distinct between copies; since R90 instanceof reads the markers too.
    expect(new esm.NotTextError('/v/a.png', 'binary') instanceof local.MaError).toBe(true);
    expect(new cjs.NotTextError('/v/a.png', 'binary') instanceof esm.MaError).toBe(true);
  });

  it('R90: instanceof holds across the CommonJS and ES module copies, for the right class only', () => {
    const copies = { local, esm, cjs };
    for (const [checkerName, checker] of Object.entries(copies))
      for (const [makerName, maker] of Object.entries(copies)) {
        const where = `${makerName} error instanceof ${checkerName} class`;
        const notText = new maker.NotTextError('/v/a.png', 'binary');
        expect(notText instanceof checker.NotTextError, where).toBe(true);
        expect(notText instanceof checker.MaError, where).toBe(true);
        expect(notText instanceof checker.ConfigError, where).toBe(false);
        expect(new maker.ConfigError('k', 'e', 'g') instanceof checker.NotTextError, where).toBe(false);
      }
    expect(new Error('plain') instanceof local.NotTextError).toBe(false);
    expect((null as unknown) instanceof cjs.MaError).toBe(false);
    // A subclass without its own guard keeps the prototype rule.
    class Narrower extends local.NotTextError {}
    expect(new Narrower('/v/a.png', 'binary') instanceof Narrower).toBe(true);
    expect(new Narrower('/v/a.png', 'binary') instanceof esm.NotTextError).toBe(true);
    expect(new esm.NotTextError('/v/a.png', 'binary') instanceof Narrower).toBe(false);
  });

  it('U16: every error class has its own isInstance, which tells its errors from other MaErrors across copies', () => {
    const classes = Object.entries(local).filter(
      ([, value]) =>
        typeof value === 'function' && (value === local.MaError || value.prototype instanceof local.MaError),
    );
    expect(classes.length).toBeGreaterThan(10);
    for (const [name] of classes) {
      expect(Object.hasOwn(local[name as keyof ErrorsModule] as object, 'isInstance'), name).toBe(true);
    }
    const notText = new cjs.NotTextError('/v/a.png', 'binary');
    expect(esm.NotTextError.isInstance(notText)).toBe(true);
    expect(local.NotTextError.isInstance(notText)).toBe(true);
    expect(local.ConfigError.isInstance(notText)).toBe(false);
    expect(esm.FrontmatterError.isInstance(new local.ConfigError('k', 'e', 'g'))).toBe(false);
  });
});
