export type { AuditEntry } from './audit-entry.js';
export type { DiffLimits } from './line-diff.js';
export { WriteAudit } from './write-audit.js';
