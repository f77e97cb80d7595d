import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@app/ui';
import type { ReactNode } from 'react';

/** The centred card every account screen sits in, with the page's one h1. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <Card className={cn('w-full', className)}>
        <CardHeader className="items-center text-center">
          {icon ? <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-primary">{icon}</div> : null}
          <CardTitle as="div">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          </CardTitle>
          {description ? <CardDescription className="text-base">{description}</CardDescription> : null}
        </CardHeader>
        {children ? <CardContent className="space-y-4">{children}</CardContent> : null}
        {footer ? <div className="border-t px-6 py-4 text-center text-sm text-muted-foreground">{footer}</div> : null}
      </Card>
    </section>
  );
}
