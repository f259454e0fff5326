import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { isSpeakerName } from '../transcript/speaker-name.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { Vault } from '../vault/vault.js';
import { detectTranscriptFormat } from './detect-format.js';
import { importTranscript } from './import-transcript.js';
import { splitCueSpeech } from './split-cue-speech.js';

/** Two speakers per script, as people write them in front of a colon. */
const SCRIPTS: Record<string, [string, string, string]> = {
  Han: ['张伟', '李娜', '我们决定周五发布测试版。'],
  Japanese: ['佐藤', 'たなか', '金曜日にリリースします。'],
  Hangul: ['김민준', '이서연', '금요일에 출시합니다.'],
  Arabic: ['أحمد علي', 'فاطمة', 'سنطلق النسخة يوم الجمعة.'],
  Hebrew: ['דוד', 'שרה', 'נשחרר ביום שישי.'],
  Cyrillic: ['Иван Петров', 'Ольга', 'Мы выпустим бету в пятницу.'],
  Greek: ['Γιώργος', 'Ελένη', 'Θα κυκλοφορήσουμε την Παρασκευή.'],
  Devanagari: ['राहुल शर्मा', 'प्रिया', 'हम शुक्रवार को रिलीज़ करेंगे।'],
  Thai: ['สมชาย', 'สมหญิง', 'เราจะปล่อยวันศุกร์'],
  Latin: ['Åsa Öberg', 'José Núñez', 'We ship on Friday.'],
};

describe('N9: speaker names in every script', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-n9-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  for (const [script, [a, b, text]] of Object.entries(SCRIPTS)) {
    it(`N9: ${script} names are speakers (reader, cue lines, format detection)`, () => {
      expect(isSpeakerName(a)).toBe(true);
      expect(isSpeakerName(b)).toBe(true);
      const reader = new TranscriptReader();
      const lines = [`${a}: ${text}`, `${b}: ${text}`];
      const spoken = [...lines.flatMap((l) => reader.push(l)), ...reader.end()];
      expect(spoken.map((s) => [s.speaker, s.text])).toEqual([
        [a, text],
        [b, text],
      ]);
      expect(detectTranscriptFormat(lines)).toBe('text');
      expect(splitCueSpeech(`${a}: ${text}`, 1)).toEqual([{ start: 1, speaker: a, text }]);
    });
  }

  it('N9: ma import of a Chinese text file (ASCII and full-width colons, mixed with Latin names) names every speaker', async () => {
    const file = path.join(src.root, 'zh.txt');
    await writeFile(
      file,
      '张伟: 我们决定周五发布测试版。\n李娜：我会在周四之前更新文档。\nLi Na: 好的。\n张伟: 谢谢。\n',
    );
    const result = await importTranscript(vault, { file, date: '2026-11-30' });
    expect(result.format).toBe('text');
    expect(result.speakers).toEqual(['张伟', '李娜', 'Li Na']);
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    expect(note).toContain('**张伟:** 我们决定周五发布测试版。');
    expect(note).toContain('**李娜:** 我会在周四之前更新文档。');
  });

  it('N9: note labels stay text, in scripts without case too (决定：…)', () => {
    expect(isSpeakerName('决定')).toBe(false);
    expect(isSpeakerName('Decision')).toBe(false);
    expect(isSpeakerName('lower case words')).toBe(false);
    const reader = new TranscriptReader();
    const spoken = [...reader.push('决定：周五发布'), ...reader.end()];
    expect(spoken[0]?.speaker).toBeNull();
  });
});
