import { resolve } from "node:path";
import { Worker } from "node:worker_threads";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

export interface Mailer {
  /** Where messages go: a folder of .eml files (the default) or an SMTP server. */
  readonly kind: "outbox-folder" | "smtp";
  /** Resolves once the message is handed over; throws when it could not be. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export interface MailerOptions {
  /** smtp(s)://user:password@host:port — when set, mail goes there. */
  smtpUrl?: string;
  from: string;
  /** Folder for .eml files when no SMTP server is configured (DATA_DIR/outbox). */
  outboxDir: string;
}

// A path from the folder, not a URL: under jsdom (component tests with a test app) import.meta.url is not a file URL.
const THREAD_FILE = resolve(import.meta.dirname, "mail-thread.ts");

type Answer = { id: number; ok: true; messageId: string } | { id: number; ok: false; error: string };

/**
 * The configured mailer (an outbox folder of .eml files, or SMTP; mail-transport.ts), run on a thread of its own.
 * Composing a MIME message takes nodemailer tens of milliseconds of synchronous work; on the main thread a burst
 * of e-mails (sign-in links sent during a password-guessing burst, issue 17) held every page answer up for that
 * long. The thread starts with the mailer (starting one takes the main thread tens of milliseconds too, which must
 * not fall into a burst) and does not keep the process alive while nothing is pending.
 */
export function createMailer(options: MailerOptions): Mailer {
  let thread: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (answer: { messageId: string }) => void; reject: (e: Error) => void }>();

  const settle = (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.ok) waiting.resolve({ messageId: answer.messageId });
    else waiting.reject(new Error(answer.error));
    if (pending.size === 0) thread?.unref();
  };
  // A thread that dies takes its messages with it: they fail (the outbox retries them) and the next one starts anew.
  const lose = (error: Error) => {
    thread = undefined;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
  };
  const start = () => {
    const started = new Worker(THREAD_FILE, { workerData: options });
    started.on("message", settle);
    started.on("error", lose);
    started.on("exit", (code) => {
      if (thread === started) lose(new Error(`the mail thread stopped (exit code ${code})`));
    });
    return started;
  };

  thread = start();
  thread.unref();
  return {
    kind: options.smtpUrl ? "smtp" : "outbox-folder",
    send(message) {
      thread ??= start();
      thread.ref();
      const id = nextId++;
      const answer = new Promise<{ messageId: string }>((resolve, reject) => pending.set(id, { resolve, reject }));
      thread.postMessage({
        id,
        message: { to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo ?? null },
      });
      return answer;
    },
  };
}
