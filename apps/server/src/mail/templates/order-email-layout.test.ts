import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../lib/html';
import { linkedParagraph, renderHtml, renderText } from './order-email-layout';
import { trackingLinkEmail } from './tracking-link-email';

describe('booking email layout', () => {
  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml('&&amp;<<')).toBe('&amp;&amp;amp;&lt;&lt;');
    expect(escapeHtml('KTRK, Houston, TX')).toBe('KTRK, Houston, TX');
    expect(escapeHtml('')).toBe('');
  });

  it('says the same in text and HTML, escaping only the HTML', () => {
    const parts = {
      greeting: 'Hi <Sam>,',
      intro: ['First & foremost.'],
      sections: [{ heading: 'Details', rows: [{ label: 'Notes', value: '<script>alert(1)</script>' }] }],
      action: { label: 'Open', url: 'https://example.com/track?token=a&b' },
      outro: ['Bye.'],
    };
    const text = renderText(parts);
    expect(text).toContain('Hi <Sam>,');
    expect(text).toContain('  Notes: <script>alert(1)</script>');
    expect(text).toContain('Open: https://example.com/track?token=a&b');
    const html = renderHtml(parts);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('href="https://example.com/track?token=a&amp;b"');
    expect(html).toContain('Hi &lt;Sam&gt;,');
  });

  it('links the addresses of rows marked as links, and leaves an address someone typed as text', () => {
    const html = renderHtml({
      intro: [],
      sections: [
        {
          heading: 'Request',
          rows: [
            { label: 'Notes', value: 'Pay at https://evil.example/pay' },
            { label: 'Cancel or change dates', value: 'https://spotlight.example/manage?token=t', link: true },
          ],
        },
      ],
    });
    expect(html).toContain('<td>Pay at https://evil.example/pay</td>');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('<a href="https://spotlight.example/manage?token=t"');
  });

  it('links the addresses of paragraphs marked as ours, and leaves a name someone typed in a sentence as text', () => {
    const parts = {
      intro: ['Your request to book Verify payment at https://evil.example/login on KTRK has been emailed to our team.'],
      outro: [linkedParagraph('To cancel or change the dates of this request, open https://spotlight.example/manage?token=t (keep this link to yourself).')],
    };
    const html = renderHtml(parts);
    expect(html).toContain('<p>Your request to book Verify payment at https://evil.example/login on KTRK has been emailed to our team.</p>');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('open <a href="https://spotlight.example/manage?token=t"');
    expect(renderText(parts)).toContain('open https://spotlight.example/manage?token=t (keep this link to yourself).');
  });

  it('keeps the line breaks of a multi-line value in HTML, and only there', () => {
    const html = renderHtml({
      intro: [],
      sections: [
        {
          heading: 'Interview',
          rows: [
            { label: 'Client', value: 'Sam' },
            { label: 'Notes', value: 'Line one\nLine two' },
          ],
        },
      ],
    });
    expect(html).toContain('<td>Sam</td>');
    expect(html).toContain('<td style="white-space:pre-wrap;">Line one\nLine two</td>');
  });

  it('the tracking email carries the link and how long it works', () => {
    const mail = trackingLinkEmail({ to: 'sam@example.com', url: 'http://localhost:3000/track?token=abc', minutes: 30 });
    expect(mail.to).toBe('sam@example.com');
    expect(mail.text).toContain('http://localhost:3000/track?token=abc');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('href="http://localhost:3000/track?token=abc"');
  });
});
