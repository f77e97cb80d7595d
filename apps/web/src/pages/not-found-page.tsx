import { Button } from '@app/ui';
import { Link } from 'react-router';
import { NOT_FOUND_TITLE, usePageTitle } from '@/lib/page-title';

export default function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}
