import { customerStatusBadgeClass, customerStatusLabel, type Order } from '@app/core';
import { Badge, cn } from '@app/ui';

/** The request number people see: the server's orderNumber (first 8 of the id if ever missing). */
export const requestNumberOf = (order: Pick<Order, 'id' | 'orderNumber'>): string => order.orderNumber || order.id.slice(0, 8).toUpperCase();

/** A customer status badge: pending yellow, confirmed green, completed blue, cancelled red. */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', customerStatusBadgeClass(status), className)}>
      {customerStatusLabel(status)}
    </Badge>
  );
}
