/**
 * The comparison key of a note, folder or project name: Unicode NFC (macOS keeps names in NFD,
 * a typed name is usually NFC) and lower case (Obsidian resolves links case-insensitively).
 * Two names with the same key are the same name to the product; an exact match still wins
 * where both exist (see `findExistingPath`).
 * Spec: issue 9 H3 (Unicode normalization and case); docs/contracts.md, Names and links.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/**
 * True when two names are the same name (same {@link nameKey}): `Café` (NFD) and `café` (NFC) are.
 * Spec: issue 9 H3; docs/contracts.md, Names and links.
 */
export function sameName(a: string, b: string): boolean {
  return nameKey(a) === nameKey(b);
}
