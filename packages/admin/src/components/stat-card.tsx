import { Card, CardContent, CardHeader, CardTitle } from '@app/ui';

/**
 * One figure under its title (the analytics dashboard's cards, the Chat Queries tab's summary):
 * '–' until it is known, and `empty` in plain text when there is nothing to measure yet (null).
 * The figure is labelled with its title, so it reads as 'Total Queries: 12'.
 */
export function StatCard({
  title,
  value,
  heading = 'h3',
  empty = '–',
}: {
  title: string;
  value: string | number | null | undefined;
  heading?: 'h2' | 'h3';
  empty?: string;
}) {
  const shown = value === null ? empty : (value ?? '–');
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as={heading} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p
          className={value === null ? 'text-base text-muted-foreground' : 'text-3xl font-bold'}
          aria-label={`${title}: ${value === undefined ? 'loading' : shown}`}
        >
          {shown}
        </p>
      </CardContent>
    </Card>
  );
}
