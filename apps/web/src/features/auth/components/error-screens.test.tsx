import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppErrorBoundary, ErrorScreen, isConnectionError } from './error-screens';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('generic error screens', () => {
  it("'Something went wrong' with the spec's text, Try Again and Refresh Page", () => {
    const html = text(renderToStaticMarkup(<ErrorScreen kind="error" onTryAgain={() => {}} />));
    expect(html).toContain('Something went wrong');
    expect(html).toContain("We encountered an unexpected error. This has been logged and we'll look into it.");
    expect(html).toContain('Try Again');
    expect(html).toContain('Refresh Page');
  });

  it("'Connection Problem' with Try Again only", () => {
    const html = text(renderToStaticMarkup(<ErrorScreen kind="connection" onTryAgain={() => {}} />));
    expect(html).toContain('Connection Problem');
    expect(html).toContain('Please check your internet connection and try again.');
    expect(html).toContain('Try Again');
    expect(html).not.toContain('Refresh Page');
  });

  it('tells network failures from other errors', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isConnectionError(new Error('Network error'))).toBe(true);
    expect(isConnectionError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isConnectionError('500: boom')).toBe(false);
  });

  it('the boundary shows the matching screen for what it caught', () => {
    const boundary = new AppErrorBoundary({ children: 'page' });
    expect(boundary.render()).toBe('page');
    boundary.state = AppErrorBoundary.getDerivedStateFromError(new TypeError('Failed to fetch'));
    expect(text(renderToStaticMarkup(<>{boundary.render()}</>))).toContain('Connection Problem');
    boundary.state = AppErrorBoundary.getDerivedStateFromError(new Error('render bug'));
    expect(text(renderToStaticMarkup(<>{boundary.render()}</>))).toContain('Something went wrong');
  });
});
