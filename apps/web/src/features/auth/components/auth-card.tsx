import { AlertTriangleIcon, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, CheckIcon, cn } from '@app/ui';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';

/** The centred card every account screen sits in, with the page's one h1. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  className,
  titleRef,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Makes the title focusable from script (a form it replaced had focus). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <Card className={cn('w-full', className)}>
        <CardHeader className="items-center text-center">
          {icon ? <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-primary">{icon}</div> : null}
          <CardTitle as="div">
            <h1 ref={titleRef} tabIndex={titleRef ? -1 : undefined} className="text-2xl font-bold tracking-tight outline-hidden">
              {title}
            </h1>
          </CardTitle>
          {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="space-y-4">{children}</CardContent> : null}
        {footer ? <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </Card>
    </section>
  );
}

/**
 * The end of an account flow, good or bad: a tick or a warning sign over the title and text, and
 * the one way on as a full-width link (`children` adds more below it).
 */
export function AuthOutcome({
  outcome,
  title,
  description,
  to,
  action,
  children,
}: {
  outcome: 'done' | 'problem';
  title: string;
  description: ReactNode;
  to: string;
  action: string;
  children?: ReactNode;
}) {
  const Icon = outcome === 'done' ? CheckIcon : AlertTriangleIcon;
  return (
    <AuthCard title={title} icon={<Icon className="size-6" aria-hidden="true" />} description={description}>
      <Button asChild className="w-full">
        <Link to={to}>{action}</Link>
      </Button>
      {children}
    </AuthCard>
  );
}
