import { errorText, MESSAGES } from '@app/core';
import { AlertTriangleIcon, Button } from '@app/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

const NETWORK = /failed to fetch|network ?error|load failed|dynamically imported module|importing a module script failed/i;

/** True when an error means the network failed (a dropped connection, a chunk that did not load). */
export const isConnectionError = (error: unknown): boolean => NETWORK.test(errorText(error));

/** The generic error screens: 'Something went wrong', or 'Connection Problem' when the network failed. */
export function ErrorScreen({ kind, onTryAgain }: { kind: 'error' | 'connection'; onTryAgain: () => void }) {
  const connection = kind === 'connection';
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangleIcon className="size-7" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{connection ? MESSAGES.connectionProblem : MESSAGES.somethingWentWrong}</h1>
      <p className="mt-3 text-slate-600">{connection ? 'Please check your internet connection and try again.' : MESSAGES.errorScreen}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>Try Again</Button>
        {connection ? null : (
          <Button variant="outline" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
        )}
      </div>
    </section>
  );
}

/** A render error anywhere below: the matching error screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unhandled UI error', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen kind={isConnectionError(error) ? 'connection' : 'error'} onTryAgain={() => this.setState({ error: null })} />;
  }
}

/**
 * The router's errorElement: a route that failed to load or render. Try Again revisits it; a
 * page whose code did not download needs a fresh load, since the failed import is remembered.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const connection = isConnectionError(error);
  return (
    <ErrorScreen
      kind={connection ? 'connection' : 'error'}
      onTryAgain={() => (connection ? window.location.reload() : void navigate(`${location.pathname}${location.search}`, { replace: true }))}
    />
  );
}
