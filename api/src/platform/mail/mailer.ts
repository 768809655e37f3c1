import nodemailer, { type Transporter } from 'nodemailer';

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer): the forgotten-password link (docs/decisions/mensajes.md)
 * and the compliance notices (docs/decisions/avisos.md). One transport per server, made on first use.
 */
export interface Mailer {
  /** Plain text always; an HTML alternative when given. */
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  let transport: Transporter | null = null;
  return {
    async send({ to, subject, text, html }) {
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) });
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
