import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

const outboxDir = mkdtempSync(join(tmpdir(), "mailer-"));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe("the mailer (composed on its own thread)", () => {
  it("writes each message as an .eml file in the outbox folder, whole and in UTF-8", async () => {
    const mailer = createMailer({ from: "Лизинг-Авто <no-reply@leasing.example>", outboxDir });
    const sent = await Promise.all(
      ["первое", "второе", "третье"].map((word, k) =>
        mailer.send({ to: `client${k}@example.com`, subject: `Письмо ${word}`, text: `Текст: ${word}`, replyTo: null }),
      ),
    );
    expect(new Set(sent.map((s) => s.messageId)).size).toBe(3);
    const files = readdirSync(outboxDir).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(3);
    const texts = files.map((name) => readFileSync(join(outboxDir, name), "utf8"));
    const second = texts.find((text) => text.includes("client1@example.com"));
    expect(second).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(second).toContain(sent[1]?.messageId);
    // No temporary file is left beside the messages.
    expect(readdirSync(outboxDir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("fails the message, not the process, when the SMTP server cannot be reached", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "no-reply@leasing.example", outboxDir });
    expect(mailer.kind).toBe("smtp");
    await expect(mailer.send({ to: "client@example.com", subject: "Тема", text: "Текст" })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    // The thread lives on: the next message is tried again (and fails the same way), it does not hang.
    await expect(mailer.send({ to: "client@example.com", subject: "Тема", text: "Текст" })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
