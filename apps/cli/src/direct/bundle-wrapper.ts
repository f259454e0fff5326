/**
 * The function wrapper the CommonJS bundles (`dist/direct/main.cjs`, `dist/help.cjs`) are written
 * in, as Node wraps a CommonJS module: `loadDirectBundle` compiles such a file as it is, where a
 * wrapper added at run time made V8 copy the whole source once more (a cons string flattened
 * before compiling: about 210 page faults for the 0.86 MB bundle; docs/startup.md, twelfth pass).
 * Spec: issue #13, goals (e) and (f).
 */

/** The text a wrapped bundle starts with (tsup's banner); parameters as Node's module wrapper. */
export const BUNDLE_HEAD = '(function (exports, require, module, __filename, __dirname) {';

/** The text that closes the wrapper (tsup's footer; a source map comment may follow it). */
export const BUNDLE_TAIL = '\n})';
