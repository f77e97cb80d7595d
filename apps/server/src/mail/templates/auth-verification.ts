import type { MailMessage } from '../transport';
import { authEmailHtml } from './auth-layout';

/** "Verify your email address": the 24-hour link to /verify-email. */
export function verificationEmail(opts: { to: string; firstName: string; publicUrl: string; token: string }): MailMessage {
  const url = `${opts.publicUrl}/verify-email?token=${encodeURIComponent(opts.token)}`;
  const lines = [
    `Hi ${opts.firstName},`,
    'Please confirm your email address for your Spotlight TV account by opening the link below while signed in to that account. The link works once and expires in 24 hours.',
    'If you did not create an account, you can ignore this email.',
  ];
  return {
    to: opts.to,
    subject: 'Verify your email address',
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n`,
    html: authEmailHtml({ heading: 'Verify your email address', paragraphs: lines, button: { label: 'Verify email', url } }),
  };
}
