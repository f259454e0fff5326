import { distance } from 'fastest-levenshtein';
import { nameKey } from './name-key.js';

/**
 * The names in `names` closest to `wanted`, best first, for "did you mean" hints: compared by
 * {@link nameKey} (NFC, lower case); a name that contains the wanted text (or is contained in it)
 * ranks before the rest, then by Levenshtein distance (`fastest-levenshtein`), then
 * alphabetically. Names farther than a third of the longer name's length (at least 2 edits) are left out, so an
 * unrelated vault gives no suggestion rather than a random one.
 * @param wanted what the user or a link gave (a name or a path).
 * @param names candidates (e.g. meeting names, vault paths without `.md`).
 * @param max how many to return at most (default 3).
 * Spec: issue 9 H17 (did you mean) and H6 (a broken link names the closest existing names);
 *   docs/contracts.md, Names and links.
 */
export function closestNames(wanted: string, names: readonly string[], max = 3): string[] {
  const want = nameKey(wanted.trim());
  if (want === '') return [];
  const scored: { name: string; contains: boolean; d: number }[] = [];
  for (const name of new Set(names)) {
    const key = nameKey(name);
    const contains = key.includes(want) || (key.length >= 3 && want.includes(key));
    const d = distance(want, key);
    if (!contains && d > Math.max(2, Math.ceil(Math.max(want.length, key.length) / 3))) continue;
    scored.push({ name, contains, d });
  }
  scored.sort((a, b) => Number(b.contains) - Number(a.contains) || a.d - b.d || (a.name < b.name ? -1 : 1));
  return scored.slice(0, max).map((s) => s.name);
}
