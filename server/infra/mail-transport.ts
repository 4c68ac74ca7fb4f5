import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

import type { Mailer, MailerOptions, MailMessage } from "./mailer.ts";

/**
 * Nodemailer behind the mailer's interface, run in the mail thread (mail-thread.ts). Without `SMTP_URL` every
 * message is written as an RFC 5322 `.eml` file into the outbox folder (open it in any mail client); with it,
 * sent over SMTP.
 */
export function createTransportMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      // A dead server must not hold the outbox worker for minutes (nodemailer's defaults).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      kind: "smtp",
      async send(message) {
        const info = await transport.sendMail(envelope(options.from, message));
        return { messageId: info.messageId };
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let folderReady: Promise<unknown> | undefined;
  return {
    kind: "outbox-folder",
    async send(message) {
      folderReady ??= mkdir(options.outboxDir, { recursive: true });
      await folderReady;
      const info = await transport.sendMail(envelope(options.from, message));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
      // Written under a temporary name and renamed: a reader never sees half a message.
      const temporary = join(options.outboxDir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, join(options.outboxDir, name));
      return { messageId: info.messageId };
    },
  };
}

function envelope(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
  };
}
