import type { AppendTarget } from '../fs/append-file-atomic.js';
import { applyWrite } from './apply-write.js';

/**
 * The text an append of `content` adds at the end of the file `target` describes, byte for byte
 * what {@link applyWrite}'s append writes there (a separating line break in the file's own ending
 * when it lacks a final one, the content in the file's dominant ending, whether the file ends with
 * a line break kept), and how many lines the content has. Known from the facts a streamed copy
 * gathers (`appendFileAtomic`), without the file's text.
 * Spec: docs/tools.md (Write modes: append); docs/vault-format.md (Appending, L38); issue #13.
 */
export function appendedText(target: AppendTarget, content: string): { added: string; lines: number } {
  // A two-line stand-in with the file's ending, final break and emptiness: applyWrite's append
  // depends on nothing else of the existing text.
  const stub = target.empty ? '' : `x${target.eol}${target.endsWithBreak ? '' : 'x'}`;
  const result = applyWrite(stub, { kind: 'append' }, content);
  return { added: result.text.slice(stub.length), lines: result.changedLines };
}
