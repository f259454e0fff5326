export type { AuditEntry } from './audit-entry.js';
export type { DiffLimits } from './line-diff.js';
export { auditMarkdown, WriteAudit } from './write-audit.js';
