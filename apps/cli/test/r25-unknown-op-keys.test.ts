/**
 * R25 through `ma tool`: compact `apply_changes` with an op carrying a key its granular tool does
 * not take (`replace_fle`, `form`, `nmae`, `__proto__`) rejects that op by name, with the op's
 * arguments, and every file stays byte-identical. The built `ma`, a temp copy of the sample vault.
 * Spec: docs/tools.md (Unknown argument keys are refused; Compact profile); review R25.
 */
import { describe, expect, it } from 'vitest';
import { snapshot } from './fs-snapshot.js';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const meeting = '2026-03-10 Remote control functional design';
const t = sampleVaultPerTest();

async function files(): Promise<Map<string, Buffer>> {
  const all = await snapshot(t.vault.root);
  for (const key of [...all.keys()]) if (key.startsWith('.meeting-assistant/')) all.delete(key);
  return all;
}

/** `ma tool apply_changes --tools compact` with the arguments as literal JSON text. */
const apply = (json: string) =>
  runMa([
    'tool',
    'apply_changes',
    '--tools',
    'compact',
    '--meeting',
    meeting,
    '--vault',
    t.vault.root,
    '--args',
    json,
  ]);

describe('R25: ma tool apply_changes', () => {
  const cases: Array<[string, string, string]> = [
    [
      '{"ops":[{"op":"write_projectfile","replace_fle":true,"project":"remote-control","path":"decisions.md","content":"Y"}]}',
      'replace_fle',
      'project, path, content, replace_file, from, to, insert',
    ],
    [
      '{"ops":[{"op":"override_speaker","speaker":"Marketing","name":"Ann","form":5,"to":5}]}',
      'form',
      'speaker, name, from, to',
    ],
    ['{"ops":[{"op":"add_attendee","name":"Q","nmae":"R"}]}', 'nmae', 'name'],
    [
      '{"ops":[{"op":"write_projectfile","project":"remote-control","path":"decisions.md","content":"Y","__proto__":{"replace_file":true}}]}',
      '__proto__',
      'project, path, content, replace_file, from, to, insert',
    ],
  ];
  for (const [json, key, takes] of cases) {
    it(`an op with "${key}" is rejected by name and nothing changes`, async () => {
      const before = await files();
      const out = await apply(json);
      const result = JSON.parse(out.stdout) as { applied: number; rejected: Array<{ reason: string }> };
      expect(result.applied).toBe(0);
      expect(result.rejected[0]?.reason).toContain(`"${key}"`);
      expect(result.rejected[0]?.reason).toContain(takes);
      expect(await files()).toEqual(before);
    });
  }
});
