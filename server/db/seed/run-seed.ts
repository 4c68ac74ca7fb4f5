import type { Db } from "../client.ts";
import { seedAccounts } from "./accounts.ts";
import { seedCandidates } from "./candidates.ts";
import { seedCatalog } from "./catalog.ts";
import { seedCession } from "./cession.ts";
import { seedContent } from "./content.ts";
import { seedLeads } from "./leads.ts";
import { seedLk, seedLkFaq } from "./lk.ts";
import { seedQuizzes } from "./quizzes.ts";
import { seedStaff } from "./staff.ts";
import { seedTickets } from "./tickets.ts";

interface SeedStep {
  name: string;
  /** Demo steps (accounts and their data) are skipped with DEMO_DATA=off; content steps always run. */
  demo: boolean;
  /** Writes only when its own tables are empty, in one transaction; true when it wrote. */
  run: (db: Db) => Promise<boolean>;
}

/** Deterministic seed steps, in dependency order. Each area adds its step here. */
const STEPS: SeedStep[] = [
  { name: "accounts", demo: true, run: seedAccounts },
  { name: "staff", demo: true, run: seedStaff },
  { name: "lk", demo: true, run: (db) => seedLk(db) },
  { name: "tickets", demo: true, run: (db) => seedTickets(db) },
  { name: "cession", demo: true, run: (db) => seedCession(db) },
  { name: "leads", demo: true, run: seedLeads },
  { name: "lk-faq", demo: false, run: seedLkFaq },
  { name: "content", demo: false, run: seedContent },
  // After content: vehicles on a special offer are linked to the offer's row.
  { name: "catalog", demo: false, run: (db) => seedCatalog(db) },
  { name: "quizzes", demo: false, run: seedQuizzes },
  { name: "candidates", demo: true, run: (db) => seedCandidates(db) },
];

export async function runSeed(db: Db, opts: { demo: boolean }): Promise<string[]> {
  const written: string[] = [];
  for (const step of STEPS) {
    if (step.demo && !opts.demo) continue;
    if (await step.run(db)) written.push(step.name);
  }
  return written;
}
