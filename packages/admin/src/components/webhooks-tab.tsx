import { useEffect, useRef, useState } from 'react';
import { formatDateTime, type WebhookEndpoint } from '@app/core';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cn,
} from '@app/ui';
import { useAdminWebhooks, useWebhookDeliveries, useWebhookMutations } from '../api/webhooks';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { LoadError } from './load-error';
import { WebhookForm } from './webhook-form';

const DELIVERY_BADGE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  delivered: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

/** The Webhooks tab: endpoints that receive signed events, with add, pause, rotate, test and their last deliveries. */
export function WebhooksTab() {
  const webhooks = useAdminWebhooks();
  const { setStatus, rotate, test, remove } = useWebhookMutations();
  // The secret of an endpoint just made or rotated: shown once, here, until dismissed.
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  // The secret shows above the form, often far from the button that made it (Add Webhook, or
  // Rotate secret on a card down the list): focus goes to it, and back to the heading on Done.
  // A secret that arrives while the Rotate question is still closing would lose the focus to the
  // question's own return of it: the question hands it to the secret instead.
  const secretRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secretWantsFocus = useRef(false);
  useEffect(() => {
    if (!secret) return;
    secretRef.current?.focus();
    secretWantsFocus.current = document.activeElement !== secretRef.current;
  }, [secret]);
  const [open, setOpen] = useState<string | null>(null);
  // Deleting an endpoint or rotating its secret breaks the receiver's side at once: asked first.
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const list = webhooks.data ?? [];
  const showSecret = (hook: WebhookEndpoint) => {
    if (hook.secret) setSecret({ url: hook.url, secret: hook.secret });
  };

  return (
    <section aria-labelledby="webhooks-heading" className="space-y-4">
      <div className="space-y-1">
        <h2 id="webhooks-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-hidden">
          Webhooks
        </h2>
        <p className="text-sm text-muted-foreground">
          Other systems (CRMs, chat tools, schedules) receive each event as a signed POST (Standard Webhooks). The API is described at{' '}
          <a className="underline" href="/api/docs" target="_blank" rel="noreferrer">
            /api/docs
          </a>
          .
        </p>
      </div>
      {secret ? (
        <Alert ref={secretRef} tabIndex={-1} className="focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring">
          <AlertTitle>Signing secret for {secret.url}</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>Copy it now: it is not shown again.</p>
            <code aria-label="Signing secret" className="block break-all rounded bg-muted p-2 font-mono text-sm">
              {secret.secret}
            </code>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setSecret(null);
                headingRef.current?.focus();
              }}
            >
              Done
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      <ConfirmDialog
        request={confirm}
        onClose={() => setConfirm(null)}
        onCloseAutoFocus={(event) => {
          const shown = secretRef.current;
          if (!shown || !(secretWantsFocus.current || document.activeElement === shown)) return;
          secretWantsFocus.current = false;
          event.preventDefault();
          shown.focus();
        }}
      />
      <WebhookForm onCreated={showSecret} />
      {webhooks.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : webhooks.error ? (
        <LoadError error={webhooks.error} onRetry={() => void webhooks.refetch()} />
      ) : list.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">No webhooks registered yet</p>
      ) : (
        <ul className="space-y-3">
          {list.map((hook) => (
            <li key={hook.id}>
              <Card aria-label={hook.url} role="article">
                <CardContent className="space-y-3 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="break-all font-mono text-sm font-semibold">{hook.url}</h3>
                    <Badge className={cn('border-transparent', hook.status === 'active' ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700')}>
                      {hook.status === 'active' ? 'Active' : 'Paused'}
                    </Badge>
                  </div>
                  {hook.description ? <p className="text-sm">{hook.description}</p> : null}
                  <p className="text-xs text-muted-foreground">Events: {hook.events.join(', ')}</p>
                  {hook.pausedReason ? <p className="text-sm text-destructive">{hook.pausedReason}</p> : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setStatus.mutate({ id: hook.id, status: hook.status === 'active' ? 'paused' : 'active' })}
                    >
                      {hook.status === 'active' ? 'Pause' : 'Resume'}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setConfirm({
                          title: 'Rotate secret',
                          message: `The receiver at ${hook.url} must then check signatures with the new secret: deliveries signed with it fail there until it has it.`,
                          confirmLabel: 'Rotate secret',
                          onConfirm: () => rotate.mutate(hook.id, { onSuccess: showSecret }),
                        })
                      }
                    >
                      Rotate secret
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        test.mutate(hook.id);
                        setOpen(hook.id);
                      }}
                    >
                      Send test
                    </Button>
                    <Button variant="outline" size="sm" aria-expanded={open === hook.id} onClick={() => setOpen(open === hook.id ? null : hook.id)}>
                      {open === hook.id ? 'Hide deliveries' : 'Show deliveries'}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive"
                      aria-label={`Delete webhook ${hook.url}`}
                      onClick={() =>
                        setConfirm({
                          title: 'Delete webhook',
                          message: `Are you sure you want to delete the webhook ${hook.url}? It receives no more events, and its deliveries are gone.`,
                          confirmLabel: 'Delete',
                          destructive: true,
                          onConfirm: () => remove.mutate(hook.id),
                        })
                      }
                    >
                      Delete
                    </Button>
                  </div>
                  {open === hook.id ? <Deliveries id={hook.id} url={hook.url} /> : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The last deliveries of one endpoint: event, status, attempts, the receiver's answer, the next try. */
function Deliveries({ id, url }: { id: string; url: string }) {
  const deliveries = useWebhookDeliveries(id);
  if (deliveries.isPending) return <Skeleton className="h-16 w-full" />;
  if (deliveries.error) return <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <p className="text-sm text-muted-foreground">No deliveries yet</p>;
  return (
    <Table aria-label={`Deliveries to ${url}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Response</TableHead>
          <TableHead>Next try</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.data.map((d) => (
          <TableRow key={d.id}>
            <TableCell className="font-mono text-xs">{d.event}</TableCell>
            <TableCell>
              <Badge className={cn('border-transparent capitalize', DELIVERY_BADGE[d.status])}>{d.status}</Badge>
            </TableCell>
            <TableCell>{d.attempts}</TableCell>
            <TableCell>{d.responseStatus ?? d.lastError ?? '—'}</TableCell>
            <TableCell>{d.nextAttemptAt ? formatDateTime(d.nextAttemptAt) : '—'}</TableCell>
            <TableCell>{formatDateTime(d.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
