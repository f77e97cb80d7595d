import { ADMIN_STATUS_LABELS, adminStatusBadgeClass, isOrderStatus, ORDER_STATUSES, type OrderStatus } from '@app/core';
import { Badge, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, cn } from '@app/ui';

/** The admin status badge: the label and colour of each stored status (grey for a value it does not know). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge className={cn('border-transparent', adminStatusBadgeClass(status))}>{isOrderStatus(status) ? ADMIN_STATUS_LABELS[status] : status}</Badge>;
}

/** One item per order status, in workflow order, with its admin label: the options of every status select. */
export function StatusItems() {
  return ORDER_STATUSES.map((s) => (
    <SelectItem key={s} value={s}>
      {ADMIN_STATUS_LABELS[s]}
    </SelectItem>
  ));
}

/** The admin status selector: any status may be chosen at any time. */
export function StatusSelect({
  value,
  onChange,
  label,
  placeholder,
  disabled,
  className,
}: {
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus) => void;
  label: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Select value={value ?? ''} onValueChange={(v) => isOrderStatus(v) && onChange(v)} disabled={disabled}>
      <SelectTrigger aria-label={label} className={cn('w-48', className)}>
        <SelectValue placeholder={placeholder ?? 'Status'} />
      </SelectTrigger>
      <SelectContent>
        <StatusItems />
      </SelectContent>
    </Select>
  );
}
