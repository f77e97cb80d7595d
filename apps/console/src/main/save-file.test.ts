import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createSaveFile, safeFileName } from './save-file';

describe('safeFileName', () => {
  it('keeps a plain name and strips directories and reserved characters', () => {
    expect(safeFileName('stations-2025-01-02.csv')).toBe('stations-2025-01-02.csv');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Windows\\evil.csv')).toBe('evil.csv');
    expect(safeFileName('a<b>:c?.csv')).toBe('a_b__c_.csv');
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('')).toBe('export.csv');
  });
});

describe('saveFile through the save dialog', () => {
  it('proposes the name in the download folder and writes where the operator chose', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'console-save-'));
    try {
      const target = join(dir, 'chosen.csv');
      const showSaveDialog = vi.fn(async () => ({ canceled: false, filePath: target }));
      const save = createSaveFile({ showSaveDialog, defaultDir: () => '/home/op/Downloads' });
      expect(await save('../stations.csv', 'Call Letters\nKABC\n', 'text/csv;charset=utf-8')).toEqual({ saved: true, path: target });
      expect(readFileSync(target, 'utf8')).toBe('Call Letters\nKABC\n');
      expect(showSaveDialog).toHaveBeenCalledWith({
        title: 'Export CSV',
        defaultPath: '/home/op/Downloads/stations.csv',
        filters: [
          { name: 'CSV (comma-separated values)', extensions: ['csv'] },
          { name: 'All files', extensions: ['*'] },
        ],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const write = vi.fn();
    const save = createSaveFile({ showSaveDialog: async () => ({ canceled: true }), defaultDir: () => '/tmp', write });
    expect(await save('x.csv', 'a', 'text/csv')).toEqual({ saved: false });
    expect(write).not.toHaveBeenCalled();
  });
});
