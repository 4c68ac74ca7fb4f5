import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";

/** The production server's mail folder: without SMTP it writes every message there as an .eml file. */
export const outboxDir = () => join(inject("dataDir"), "outbox");

/** A message's body in clear: nodemailer sends text as base64 or quoted-printable, by how much of it is ASCII. */
function decodeBody(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const headers = eml.slice(0, split);
  const body = eml.slice(split).trim();
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The bodies of the messages sent to `to` so far, oldest first (the files are named by the time they were sent). */
export async function mailBodiesTo(to: string): Promise<string[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((n) => n.endsWith(".eml")).sort();
  const bodies: string[] = [];
  for (const name of names) {
    const eml = await readFile(join(outboxDir(), name), "utf8");
    if (new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}\\s*$`, "im").test(eml)) bodies.push(decodeBody(eml));
  }
  return bodies;
}
