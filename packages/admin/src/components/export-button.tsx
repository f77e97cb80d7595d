import { useEffect, useRef, useState } from 'react';
import { Button } from '@app/ui';
import { useAdmin } from '../context/admin-provider';
import { toastFailure } from '../api/notify';
import { CSV_MIME, csvFileName } from '../lib/csv';

/**
 * Builds a CSV (possibly fetching every page) and hands it to the platform to save. While it is
 * on show it is the export of the current table, which the host's menu reaches through the
 * provider's `exportCurrentTable` command.
 */
export function ExportButton({ label, baseName, build, disabled }: { label: string; baseName: string; build: () => Promise<string>; disabled?: boolean }) {
  const { platform, registerExport } = useAdmin();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const run = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await platform.saveFile(csvFileName(baseName), await build(), CSV_MIME);
    } catch (error) {
      toastFailure('Export failed', error);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  const off = Boolean(disabled || busy);
  useEffect(() => registerExport({ run: () => latest.current(), disabled: off }), [registerExport, off]);

  return (
    <Button variant="outline" disabled={off} onClick={() => void run()}>
      {busy ? 'Exporting...' : label}
    </Button>
  );
}
