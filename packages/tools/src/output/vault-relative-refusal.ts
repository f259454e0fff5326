import { withToolFields } from '../neutral/neutral-tool.js';
import { REFUSED_PREFIX } from './refusal.js';

/**
 * A refusal as the model may see it: every absolute path inside the vault `root` (absolute, real,
 * as `Vault.root`) written vault-relative (`/home/ann/vault/Projects/a/cfg.md` → `Projects/a/cfg.md`,
 * the root itself → `.`), with `/` or `\` after the root. Core's errors name the files they
 * refuse by absolute path (a hard-linked or read-only file, a lock, a file that kept changing);
 * tools speak of vault paths only, and the model endpoint may be hosted, so the user's home
 * folder and name never leave in a refusal (review9 V3). Other texts (a file's own content that
 * mentions the vault's path) are returned unchanged.
 * Pure; never throws.
 * Spec: docs/tools.md, Rules shared by all tools (paths are vault-relative); docs/vault-format.md.
 */
export function vaultRelativeRefusal(text: string, root: string): string {
  return text.startsWith(REFUSED_PREFIX) ? vaultRelativeText(text, root) : text;
}

/**
 * `text` with every absolute path inside the vault `root` written vault-relative, as
 * {@link vaultRelativeRefusal} does for refusals, whatever the text: for an error message that a
 * host hands to the model (an MCP server's `… failed: …`, review10 W7). Pure; never throws.
 * Spec: docs/tools.md, Rules shared by all tools (paths are vault-relative).
 */
export function vaultRelativeText(text: string, root: string): string {
  if (root === '' || !text.includes(root.replace(/[\\/]+$/, ''))) return text;
  const trimmed = root.replace(/[\\/]+$/, '');
  let out = '';
  let at = 0;
  for (let i = text.indexOf(trimmed); i !== -1; i = text.indexOf(trimmed, at)) {
    const next = text[i + trimmed.length];
    out += text.slice(at, i);
    if (next === '/' || next === '\\') {
      at = i + trimmed.length + 1;
    } else if (next === undefined || !/[\p{L}\p{N}._-]/u.test(next)) {
      out += '.';
      at = i + trimmed.length;
    } else {
      out += trimmed; // a sibling folder that only starts with the root's name (`/v` in `/vault2`)
      at = i + trimmed.length;
    }
  }
  return out + text.slice(at);
}

/**
 * `def` (a tool of a session over the vault at `root`) with its refusals made vault-relative by
 * {@link vaultRelativeRefusal}; every other result unchanged.
 */
export function withVaultRelativeRefusals<T extends { execute: (input: never) => Promise<string> }>(
  def: T,
  root: string,
): T {
  const execute = def.execute as (input: unknown, call?: unknown) => Promise<string>;
  // Its getters kept (the definition's `inputSchema` is made on first read: P194).
  return withToolFields(def, {
    execute: async (input: unknown, call?: unknown) => vaultRelativeRefusal(await execute(input, call), root),
  }) as unknown as T;
}
