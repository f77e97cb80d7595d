import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AffiliateBadge, affiliateBadgeColours } from './affiliate-badge';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';
import { cn } from './lib/cn';
import { LiveRegion } from './live-region';
import { LoadingScreen, Spinner } from './spinner';

describe('affiliate colours', () => {
  it('maps networks case-insensitively, others to gray', () => {
    expect(affiliateBadgeColours('cbs')).toBe('bg-blue-600 text-white');
    expect(affiliateBadgeColours('NBC')).toBe('bg-black text-white');
    expect(affiliateBadgeColours(' abc ')).toBe('bg-yellow-500 text-black');
    expect(affiliateBadgeColours('Fox')).toBe('bg-blue-500 text-slate-950');
    expect(affiliateBadgeColours('cw')).toBe('bg-green-600 text-slate-950');
    expect(affiliateBadgeColours('PBS')).toBe('bg-gray-600 text-white');
    expect(affiliateBadgeColours(null)).toBe('bg-gray-600 text-white');
  });

  it('the badge colours override the default badge colours', () => {
    const html = renderToStaticMarkup(<AffiliateBadge affiliate="nbc" />);
    expect(html).toContain('bg-black');
    expect(html).not.toContain('bg-primary');
    expect(html).toContain('>nbc<');
  });
});

describe('cn', () => {
  it('lets later utilities win', () => {
    expect(cn('bg-primary px-2', false, 'bg-blue-600')).toBe('px-2 bg-blue-600');
  });
});

describe('markup', () => {
  it('FormField wires label, control and error', () => {
    const html = renderToStaticMarkup(
      <FormField id="email" label="Email" error="Valid email is required" hint="We never share it">
        <Input type="email" />
      </FormField>,
    );
    expect(html).toContain('for="email"');
    expect(html).toContain('id="email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('<p data-slot="field-error" id="email-error"');
    expect(html).not.toContain('role="alert"');
  });

  it('FormField without error marks nothing invalid', () => {
    const html = renderToStaticMarkup(
      <FormField id="name" label="Name">
        <Input />
      </FormField>,
    );
    expect(html).not.toContain('aria-invalid="');
    expect(html).not.toContain('aria-describedby="');
  });

  it('Button asChild renders the child element', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline">
        <a href="/register">Get Started</a>
      </Button>,
    );
    expect(html.startsWith('<a')).toBe(true);
    expect(html).toContain('border-input');
  });

  it('LoadingScreen shows Loading... and Spinner has a hidden label', () => {
    expect(renderToStaticMarkup(<LoadingScreen />)).toContain('>Loading...</p>');
    const spinner = renderToStaticMarkup(<Spinner label="Saving" />);
    expect(spinner).toContain('role="status"');
    expect(spinner).toContain('<span class="sr-only">Saving</span>');
    expect(spinner).toContain('aria-hidden="true"');
  });

  it('LiveRegion is a polite, atomic status region, visually hidden', () => {
    const html = renderToStaticMarkup(<LiveRegion>Step 2 of 3: Client Info</LiveRegion>);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('aria-atomic="true"');
    expect(html).toContain('class="sr-only"');
    expect(html).toContain('>Step 2 of 3: Client Info</div>');
  });
});
