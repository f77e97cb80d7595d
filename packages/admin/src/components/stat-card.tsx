import { Card, CardContent, CardHeader, CardTitle } from '@app/ui';

/**
 * One figure under its title (the analytics dashboard's cards, the Chat Queries tab's summary):
 * '–' until it is known. The figure is labelled with its title, so it reads as 'Total Queries: 12'.
 */
export function StatCard({ title, value, heading = 'h3' }: { title: string; value: string | number | undefined; heading?: 'h2' | 'h3' }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as={heading} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold" aria-label={`${title}: ${value ?? 'loading'}`}>
          {value ?? '–'}
        </p>
      </CardContent>
    </Card>
  );
}
