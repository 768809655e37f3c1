import nodemailer, { type Transporter } from 'nodemailer';

/**
 * E-mail through the SMTP server of SMTP_URL (nodemailer), used only for the forgotten-password link
 * (docs/decisions/mensajes.md). One transport per server, made on first use.
 */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

export function createMailer(smtpUrl: string, from: string): Mailer {
  let transport: Transporter | null = null;
  return {
    async send({ to, subject, text }) {
      transport ??= nodemailer.createTransport(smtpUrl);
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}
