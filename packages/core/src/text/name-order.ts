/**
 * The order Obsidian's file explorer lists names in: case-insensitive, accents ignored, numbers
 * by value (`Sprint 2` before `Sprint 10`); names that compare equal so (`alpha`, `Alpha`) in
 * code point order, so the order never depends on the order the folder was read in. Letters are
 * ordered in the machine's default locale (`Ärende` after `Zebra` under Swedish, before it under
 * English), as Obsidian's own sort follows its language: the same vault may list differently on
 * two machines, never differently twice on one.
 * Spec: L443 (`ma projects --all` put `Beta` before `alpha`); seed 004 (project catalog).
 */
let collator: Intl.Collator | undefined;

/**
 * Compares two names for {@link Array.prototype.sort}: negative when `a` comes first.
 * @param a a name (any string).
 * @param b another.
 * @returns a negative number, 0 (only for equal strings) or a positive number.
 */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
