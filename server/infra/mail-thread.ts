import { parentPort, workerData } from "node:worker_threads";
import { createTransportMailer } from "./mail-transport.ts";
import type { MailerOptions, MailMessage } from "./mailer.ts";

/** The mail thread (see mailer.ts): composes and hands over each message the main thread posts, one answer per id. */
const mailer = createTransportMailer(workerData as MailerOptions);

parentPort?.on("message", async ({ id, message }: { id: number; message: MailMessage }) => {
  try {
    const { messageId } = await mailer.send(message);
    parentPort?.postMessage({ id, ok: true, messageId });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
