export { appendEntry } from './append-entry.js';
export type { AuditEntry } from './audit-entry.js';
export type { AuditJournal } from './audit-journal.js';
export type { DiffLimits } from './line-diff.js';
export { rangeEntry } from './range-entry.js';
export { sha256Text } from './sha256-text.js';
export { auditMarkdown, WriteAudit } from './write-audit.js';
