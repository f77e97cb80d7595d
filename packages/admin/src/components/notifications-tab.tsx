import { useState } from 'react';
import { formatDate, type Notification } from '@app/core';
import { Badge, Button, Card, CardContent, Skeleton, TrashIcon, cn } from '@app/ui';
import { useAdminNotifications, useNotificationMutations } from '../api/notifications';
import { LoadError } from './load-error';
import { NotificationFormDialog } from './notification-form-dialog';

const TYPE_BADGE: Record<Notification['type'], string> = {
  announcement: 'bg-blue-100 text-blue-800',
  offer: 'bg-purple-100 text-purple-800',
  urgent: 'bg-red-100 text-red-800',
};

/** The Notifications tab: 'Active Notifications' list, Edit, Pause or Resume (also the Active badge), delete, Create Notification. */
export function NotificationsTab() {
  const notifications = useAdminNotifications();
  const { setActive, remove } = useNotificationMutations();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Notification | null>(null);
  const list = notifications.data ?? [];

  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-xl font-semibold">
          Active Notifications
        </h2>
        <Button onClick={() => setCreating(true)}>Create Notification</Button>
      </div>
      {notifications.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : notifications.error ? (
        <LoadError error={notifications.error} onRetry={() => void notifications.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">No notifications created yet</p>
      ) : (
        <ul className="space-y-3">
          {list.map((n) => (
            <li key={n.id}>
              <Card aria-label={n.title} role="article">
                <CardContent className="flex items-start gap-4 p-4">
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold break-words">{n.title}</h3>
                      <Badge className={cn('border-transparent capitalize', TYPE_BADGE[n.type])}>{n.type}</Badge>
                      <button
                        type="button"
                        onClick={() => setActive.mutate({ id: n.id, isActive: !n.isActive })}
                        aria-label={`${n.isActive ? 'Deactivate' : 'Activate'} ${n.title}`}
                        title={n.isActive ? 'Click to deactivate' : 'Click to activate'}
                        className="rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                      >
                        <Badge className={cn('border-transparent', n.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700')}>
                          {n.isActive ? 'Active' : 'Inactive'}
                        </Badge>
                      </button>
                    </div>
                    <p className="whitespace-pre-wrap break-words text-sm">{n.message}</p>
                    <p className="text-xs text-muted-foreground">
                      Starts {formatDate(n.startDate)}
                      {n.endDate ? ` · Ends ${formatDate(n.endDate)}` : ''}
                      {n.buttonText ? ` · Button: ${n.buttonText}` : ''}
                    </p>
                  </div>
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button variant="outline" size="sm" aria-label={`Edit notification ${n.title}`} onClick={() => setEditing(n)}>
                      Edit
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`${n.isActive ? 'Pause' : 'Resume'} notification ${n.title}`}
                      onClick={() => setActive.mutate({ id: n.id, isActive: !n.isActive })}
                      disabled={setActive.isPending && setActive.variables?.id === n.id}
                    >
                      {n.isActive ? 'Pause' : 'Resume'}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete notification ${n.title}`}
                      onClick={() => remove.mutate(n.id)}
                      disabled={remove.isPending && remove.variables === n.id}
                    >
                      <TrashIcon className="size-4" />
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <NotificationFormDialog open={creating} onClose={() => setCreating(false)} />
      <NotificationFormDialog open={editing !== null} editing={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
