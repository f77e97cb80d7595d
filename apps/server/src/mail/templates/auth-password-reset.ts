import type { MailMessage } from '../transport';
import { authEmailHtml } from './auth-layout';

/** "Reset your password": the 1-hour link to /reset-password. */
export function passwordResetEmail(opts: { to: string; firstName: string; publicUrl: string; token: string }): MailMessage {
  const url = `${opts.publicUrl}/reset-password?token=${encodeURIComponent(opts.token)}`;
  const lines = [
    `Hi ${opts.firstName},`,
    'We received a request to reset the password of your Spotlight TV account. Open the link below to choose a new one. The link works once and expires in 1 hour.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  return {
    to: opts.to,
    subject: 'Reset your password',
    text: `${lines[0]}\n\n${lines[1]}\n\n${url}\n\n${lines[2]}\n`,
    html: authEmailHtml({ heading: 'Reset your password', paragraphs: lines, button: { label: 'Choose a new password', url } }),
  };
}
