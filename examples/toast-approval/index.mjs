// The same approval as index.cjs, from ESM. Usage: node index.mjs <folder>
import { createApprovalPrompt, toastAdapter, vaultNoteAdapter } from '@ma/notifier';

const folder = process.argv[2];
const prompt = createApprovalPrompt(toastAdapter({ fallback: vaultNoteAdapter({ folder, pollMs: 200 }) }));
const outcome = await prompt.request({
  id: 'deploy-42',
  title: 'Deploy build 42?',
  body: 'All checks passed.',
  timeoutMs: 60_000,
});
console.log(`outcome: ${outcome}`);
await prompt.shutdown();
