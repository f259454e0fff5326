/** Marker shared by every `MaError`, from any copy of this package. */
const maErrorMarker = Symbol.for('ma.error');

/**
 * Base class of every domain error that `@ma/core` throws on purpose.
 *
 * Each subclass carries a `reason` (a string-literal union), context fields and
 * a `Symbol.for('ma.error.<Name>')` marker so `isInstance()` works across
 * duplicated package copies (never match on messages).
 * The tools boundary (`@ma/tools`) turns these, and only these, into
 * `refused: …` results; anything else is a bug or an I/O failure.
 * Spec: docs/contributing.md (Rules: domain failures are typed errors); docs/tools.md, Rules shared by all tools.
 */
export abstract class MaError extends Error {
  readonly [maErrorMarker] = true;

  /** Machine-readable cause, one of the subclass's `reason` union. */
  abstract readonly reason: string;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }

  /**
   * True for any MaError (every subclass), even one from another copy of this package (its CommonJS
   * and ES module builds, or two versions): it tests the `Symbol.for('ma.error')` marker, never
   * `instanceof`. Each subclass replaces it with its own guard (`NotTextError.isInstance`).
   * Spec: docs/contributing.md (Rules: typed errors, `Symbol.for` marker, static `isInstance`); review U16.
   */
  static isInstance: (error: unknown) => error is MaError = (error: unknown): error is MaError =>
    typeof error === 'object' && error !== null && maErrorMarker in error;

  /**
   * Makes `error instanceof NotFoundError` (any subclass) true for an error from another copy of
   * this package too: a host that `require`s `@ma/core` while `@ma/tools` loads its ES module build
   * holds two classes of each name (newcomer R90). A class with its own `isInstance` (every
   * subclass, by its `Symbol.for('ma.error.<Name>')` marker) is tested with it; any other by its
   * prototype chain, as `instanceof` always does.
   * Spec: docs/packages.md (ESM and CommonJS); docs/contributing.md (typed errors).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return Object.hasOwn(this, 'isInstance') && (this as unknown as typeof MaError).isInstance(value);
  }

  /** The same guard as {@link MaError.isInstance}, by its older name. */
  static isMaError(error: unknown): error is MaError {
    return typeof error === 'object' && error !== null && maErrorMarker in error;
  }
}

/**
 * Builds the `isInstance` guard for one subclass from its marker symbol (core-internal, not exported by the package).
 * Spec: docs/contracts.md (@ma/core, domain errors); docs/contributing.md (Rules: typed domain errors).
 */
export function markerGuard<T>(marker: symbol): (error: unknown) => error is T {
  return (error: unknown): error is T => typeof error === 'object' && error !== null && marker in error;
}
