import { airedTimeZone, formatSlotTime, type Order } from '@app/core';
import { CSV_MIME, csvFileName, toCsv, type CsvColumn } from '@app/admin';
import { Button } from '@app/ui';

const COLUMNS: CsvColumn<Order>[] = [
  { header: 'Client', value: (o) => o.clientName },
  { header: 'Request number', value: (o) => o.orderNumber },
  { header: 'Station', value: (o) => o.station?.callLetters ?? '' },
  { header: 'Market', value: (o) => o.station?.market ?? '' },
  { header: 'Topic', value: (o) => o.interviewTopic },
  { header: 'Aired', value: (o) => (o.airedAt ? formatSlotTime({ startsAt: o.airedAt, timeZone: airedTimeZone(o) }) : '') },
  { header: 'Clip', value: (o) => o.clipUrl ?? '' },
];

/** The aired segments (completed requests) of one client, oldest first, as CSV. */
export function airedSegmentsCsv(orders: readonly Order[], clientName: string): string {
  const key = clientName.trim().toLowerCase();
  const rows = orders
    .filter((o) => o.customerStatus === 'completed' && o.clientName.trim().toLowerCase() === key)
    .sort((a, b) => (a.airedAt ?? a.updatedAt).localeCompare(b.airedAt ?? b.updatedAt));
  return toCsv(COLUMNS, rows);
}

/** One 'Aired segments CSV' button per client that has aired segments (agencies report per client). */
export function AiredSegmentsDownloads({ orders }: { orders: readonly Order[] }) {
  const clients = [
    ...new Map(orders.filter((o) => o.customerStatus === 'completed').map((o) => [o.clientName.trim().toLowerCase(), o.clientName.trim()])).values(),
  ];
  if (clients.length === 0) return null;
  const download = (client: string) => {
    const url = URL.createObjectURL(new Blob([airedSegmentsCsv(orders, client)], { type: CSV_MIME }));
    const a = document.createElement('a');
    a.href = url;
    a.download = csvFileName(`aired-${client.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Aired segments by client" role="group">
      <span className="text-sm font-medium text-slate-700">Aired segments CSV:</span>
      {clients.map((c) => (
        <Button key={c} variant="outline" size="sm" onClick={() => download(c)} aria-label={`Download aired segments of ${c}`}>
          {c}
        </Button>
      ))}
    </div>
  );
}
