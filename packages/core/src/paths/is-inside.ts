import path from 'node:path';

/**
 * Segment-aware containment: true when `childAbs` is `parentAbs` itself or lies
 * below it. Uses `path.relative`, never a string prefix, so `/v/Projects/app`
 * does not contain `/v/Projects/app-evil` (B16). Both arguments must be absolute
 * and already canonical (realpaths) for the answer to mean anything.
 * Spec: docs/hostile-cases.md B16; docs/paths.md.
 */
export function isInside(parentAbs: string, childAbs: string): boolean {
  const rel = path.relative(parentAbs, childAbs);
  if (rel === '') return true;
  if (path.isAbsolute(rel)) return false;
  return rel !== '..' && !rel.startsWith(`..${path.sep}`);
}
