/**
 * L95 (daemon): `daemon.hooks.webhook.secretEnv` names a variable that is set but empty (a
 * service file's `Environment=MA_WEBHOOK_SECRET=`). Before, the start-up check and the webhook
 * said it "is not set"; now both say it is empty. Nothing is sent either way. `postWebhook` is
 * given a real (closed) address: it refuses before any request.
 * Spec: docs/vault-format.md (daemon.hooks.webhook.secretEnv); review M14.
 */
import { describe, expect, it } from 'vitest';
import { checkHooks } from './check-hooks.js';
import { postWebhook } from './post-webhook.js';

const webhook = {
  url: 'http://127.0.0.1:1/hook',
  secretEnv: 'HOOK_SECRET_L95',
  attempts: 1,
  timeoutMs: 1000,
};
const event = {
  vault: '/v',
  meeting: 'Meetings/x.md',
  meetingPath: '/v/Meetings/x.md',
  summaryPath: '/v/Summaries/x.md',
  contextPath: '/v/Assistant/x.md',
  transcriptPath: null,
  engine: 'extractive' as const,
  at: '2026-12-04T12:00:00.000Z',
};

describe('L95: an empty webhook secret variable is said to be empty', () => {
  it('L95: the hook check and the webhook say HOOK_SECRET_L95 is set but empty; unset still reads "is not set"', async () => {
    for (const value of ['', '  ']) {
      const env = { HOOK_SECRET_L95: value };
      const problems = await checkHooks({ onSummary: null, webhook }, { vault: '/', env, platform: 'linux' });
      expect(problems.map((p) => p.message)).toEqual([
        'daemon.hooks.webhook.secretEnv names HOOK_SECRET_L95, which is set but empty here: no webhook is sent while it is empty',
      ]);
      const sent = await postWebhook(webhook, event, env);
      expect(sent).toMatchObject({
        ok: false,
        attempts: 0,
        error:
          'daemon.hooks.webhook.secretEnv names HOOK_SECRET_L95, which is set but empty; nothing was sent',
      });
    }
    const problems = await checkHooks(
      { onSummary: null, webhook },
      { vault: '/', env: {}, platform: 'linux' },
    );
    expect(problems[0]?.message).toContain('which is not set here: no webhook is sent while it is unset');
    expect((await postWebhook(webhook, event, {})).error).toContain('which is not set; nothing was sent');
  });
});
