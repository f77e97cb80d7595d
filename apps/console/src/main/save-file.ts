// Saving an export through the native save dialog. The renderer proposes a name and content;
// only the operator chooses where it goes (the renderer never names a path).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SaveFileResult } from '../shared/bridge';

export interface SaveDialogLike {
  (options: { title: string; defaultPath: string; filters: { name: string; extensions: string[] }[] }): Promise<{
    canceled: boolean;
    filePath?: string;
  }>;
}

/** A plain file name: no directories, no control or reserved characters, never empty. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f<>:"|?*]/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned || 'export.csv';
}

const FILTERS: Record<string, { name: string; extensions: string[] }> = {
  'text/csv': { name: 'CSV (comma-separated values)', extensions: ['csv'] },
  'application/json': { name: 'JSON', extensions: ['json'] },
};

/** Builds saveFile(name, content, mime) over the injected dialog and download folder. */
export function createSaveFile(opts: { showSaveDialog: SaveDialogLike; defaultDir: () => string; write?: typeof writeFile }) {
  const write = opts.write ?? writeFile;
  return async (name: string, content: string, mime: string): Promise<SaveFileResult> => {
    const fileName = safeFileName(name);
    const filter = FILTERS[mime.split(';')[0]?.trim() ?? ''];
    const result = await opts.showSaveDialog({
      title: 'Export CSV',
      defaultPath: join(opts.defaultDir(), fileName),
      filters: [...(filter ? [filter] : []), { name: 'All files', extensions: ['*'] }],
    });
    if (result.canceled || !result.filePath) return { saved: false };
    await write(result.filePath, content, 'utf8');
    return { saved: true, path: result.filePath };
  };
}
