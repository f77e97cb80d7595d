import type { MailMessage } from '../transport';
import { authEmailHtml } from './auth-layout';

/** The notice sent after a password reset (every session was signed out) or change (every other one). */
export function passwordChangedEmail(opts: { to: string; firstName: string; publicUrl: string; keptOneDevice?: boolean }): MailMessage {
  const url = `${opts.publicUrl}/forgot-password`;
  const lines = [
    `Hi ${opts.firstName},`,
    opts.keptOneDevice
      ? 'The password of your Spotlight TV account was just changed, and every other device signed in to it was signed out.'
      : 'The password of your Spotlight TV account was just changed, and every device signed in to it was signed out.',
    'If this was not you, reset your password right away with the link below, and reply to this email to tell us.',
  ];
  return {
    to: opts.to,
    subject: 'Your password was changed',
    text: `${lines[0]}\n\n${lines[1]}\n\n${lines[2]}\n\n${url}\n`,
    html: authEmailHtml({ heading: 'Your password was changed', paragraphs: lines, button: { label: 'Reset password', url } }),
  };
}
