export type { AuditEntry } from './audit-entry.js';
export { DEFAULT_DIFF_LIMITS, type DiffLimits } from './line-diff.js';
export { WriteAudit } from './write-audit.js';
