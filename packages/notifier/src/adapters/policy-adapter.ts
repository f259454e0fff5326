/**
 * `policy`: answers every request the same way, at once (CI, scripts, `--approvals approve|deny`).
 * Spec: issue 11, Deliver 1 (policy adapter).
 */
import type { ApprovalAdapter } from '../approval-adapter.js';
import type { ApprovalAnswer } from '../approval-request.js';

/** An adapter that always answers `answer`; its name is `approve` or `deny`. */
export function policyAdapter(answer: ApprovalAnswer): ApprovalAdapter {
  return {
    name: answer === 'approved' ? 'approve' : 'deny',
    ask: async () => answer,
  };
}
