// Another app asking a person to approve a deploy with @ma/notifier (CommonJS): a desktop toast
// where the platform shows buttons, else a request note in <folder> whose checkbox answers it.
// Usage: node index.cjs <folder>
const { createApprovalPrompt, toastAdapter, vaultNoteAdapter } = require('@ma/notifier');

async function main() {
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
