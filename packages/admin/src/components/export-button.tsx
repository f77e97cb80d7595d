import { useState } from 'react';
import { Button } from '@app/ui';
import { useAdmin } from '../context/admin-provider';
import { toastFailure } from '../api/notify';
import { CSV_MIME, csvFileName } from '../lib/csv';

/** Builds a CSV (possibly fetching every page) and hands it to the platform to save. */
export function ExportButton({ label, baseName, build, disabled }: { label: string; baseName: string; build: () => Promise<string>; disabled?: boolean }) {
  const { platform } = useAdmin();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      disabled={disabled || busy}
      onClick={async () => {
        setBusy(true);
        try {
          await platform.saveFile(csvFileName(baseName), await build(), CSV_MIME);
        } catch (error) {
          toastFailure('Export failed', error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Exporting...' : label}
    </Button>
  );
}
