/**
 * What in an Obsidian Bases file (`.base`, YAML) may load from the web when a view of it is shown: a formula or
 * property that calls `image(…)` or `html(…)` (Bases render their result: `image("https://…" + file.name)` requests
 * one URL per note the base selects, which can be every note of the vault), or any web address (`https://…`,
 * `//host`). A formula can compose a URL from pieces, so any `image(`/`html(` call counts, not only one with a
 * literal URL. A base cannot be defused in place without changing what it computes, so the write is refused.
 * Lines the file already held (`before`) stay allowed: a user's own base is theirs.
 * @param text - the base file's text after the write
 * @param before - its text before the write (null: a new file)
 * @returns a phrase naming the first such line (`an image() call ("px: image(…)")`), or null
 * Spec: review8 U19 (Bases formulas: an exfiltration channel); review6 S17; docs/tools.md (write_projectfile).
 */
export function baseWebContent(text: string, before: string | null): string | null {
  const held = new Set((before ?? '').split(/\r?\n/).map((l) => l.trim()));
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (held.has(line)) continue;
    const call = /\b(image|html)\s*\(/i.exec(line);
    const web = /[a-z][a-z0-9+.-]*:\/\/|["'`]\s*\/\//i.test(line);
    if (call === null && !web) continue;
    const shown = line.length > 80 ? `${line.slice(0, 79)}\u2026` : line;
    const what = call !== null ? `an ${call[1]?.toLowerCase()}() call` : 'a web address';
    return `${what} (${JSON.stringify(shown)}), which Bases render when a view of the base is shown`;
  }
  return null;
}
