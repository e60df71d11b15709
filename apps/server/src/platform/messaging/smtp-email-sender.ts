import nodemailer from 'nodemailer';
import type { EmailSender } from './message.ts';

/** Sends through the SMTP server of SMTP_URL (e.g. smtps://user:pass@smtp.example.com). */
export function smtpEmailSender(url: string, from: string): EmailSender & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
    close: () => transport.close(),
  };
}
