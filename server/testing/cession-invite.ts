import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { profiles } from "../db/schema/accounts.ts";
import { cessionParticipants, cessions } from "../db/schema/cession.ts";
import { sha256 } from "../infra/crypto.ts";
import type { TestApp } from "./test-app.ts";

const DAY_MS = 86_400_000;

/**
 * A draft cession of the demo assignor ООО «СтройТехМонтаж» with one part invited by a key, as the assignor's
 * invite/ leaves it for an e-mail without a matching profile: the key's hash stored, a week to live (or
 * `expiresInMs`). A guarantor's cession gets an uninvited cessionary beside it. Answers the key and the cession.
 */
export async function invitedCessionPart(
  app: TestApp,
  part: {
    role: "cessionary" | "guarantor";
    type: "legal" | "person" | "entrepreneur";
    email: string;
    inn: string;
    expiresInMs?: number;
  },
) {
  const db = app.services.database.db;
  const tag = randomBytes(6).toString("hex");
  const key = `cession-invite-${tag}-0123456789`;
  const [applicant] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.inn, "7724518030"));
  if (!applicant) throw new Error("the demo assignor is not seeded");
  const [cession] = await db
    .insert(cessions)
    .values({
      code: `invite-test-${tag}`,
      number: `ЦС-2026-9${parseInt(tag.slice(0, 4), 16).toString().padStart(5, "0")}`,
      applicantProfileId: applicant.id,
      cessionaryType: part.role === "cessionary" ? part.type : "legal",
      application: { contactName: "", contactPhone: "", contactEmail: "", reason: "", transferDate: "", comment: "" },
    })
    .returning();
  if (!cession) throw new Error("the cession was not inserted");
  const invite = {
    cessionId: cession.id,
    email: part.email,
    inn: part.inn,
    inviteKeyHash: sha256(key),
    invitedAt: new Date(),
    inviteExpiresAt: new Date(Date.now() + (part.expiresInMs ?? 7 * DAY_MS)),
  };
  if (part.role === "guarantor") {
    await db
      .insert(cessionParticipants)
      .values({ code: `inv-cess-${tag}`, cessionId: cession.id, role: "cessionary", type: "legal" });
  }
  await db.insert(cessionParticipants).values({ code: `inv-part-${tag}`, role: part.role, type: part.type, ...invite });
  return { key, cession };
}
