import { and, eq, inArray } from "drizzle-orm";
import type { InsuranceListResponse, Policy } from "../../../contract/lk-insurance.ts";
import { lkContracts, lkPolicies, lkProfileInfo } from "../../db/schema/lk.ts";
import { type PdfBlock, renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { ruDate } from "./document-dates.ts";
import type { LkContext } from "./lk-context.ts";
import { toPolicy } from "./lk-mappers.ts";
import { formatRub, kop } from "./lk-money.ts";
import { LESSOR } from "./lk-reference.ts";

const STATUS_ORDER: Record<Policy["status"], number> = { expiring: 0, active: 1, expired: 2 };

const RISKS = {
  kasko: ["Ущерб (ДТП, стихийные бедствия, противоправные действия третьих лиц)", "Хищение, угон", "Полная гибель"],
  osago: [
    "Гражданская ответственность владельца транспортного средства перед третьими лицами (40-ФЗ «Об ОСАГО»)",
    "Вред жизни и здоровью — до 500 000 ₽ на каждого потерпевшего",
    "Вред имуществу — до 400 000 ₽",
  ],
} as const;

export function createInsuranceService(ctx: LkContext) {
  const { db } = ctx;

  async function policies(profileId: number, ids?: number[]) {
    const rows = await db
      .select({ p: lkPolicies, c: lkContracts })
      .from(lkPolicies)
      .innerJoin(lkContracts, eq(lkContracts.id, lkPolicies.contractId))
      .where(and(eq(lkPolicies.profileId, profileId), ids ? inArray(lkPolicies.id, ids) : undefined));
    const today = ctx.today();
    return rows.map(({ p, c }) => toPolicy(p, c, today));
  }

  return {
    async list(profileId: number): Promise<InsuranceListResponse> {
      const items = await policies(profileId);
      items.sort(
        (a, b) =>
          STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
          (a.status === "expired" ? b.dateTo.localeCompare(a.dateTo) : a.dateTo.localeCompare(b.dateTo)) ||
          a.id - b.id,
      );
      return { items };
    },

    /**
     * One PDF with every listed policy of the profile. Null when any id is not the profile's: nothing of the others
     * is given either.
     */
    async pdf(profileId: number, ids: number[]): Promise<{ fileName: string; bytes: Uint8Array } | null> {
      const found = await policies(profileId, ids);
      if (found.length !== ids.length || found.length === 0) return null;
      found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      const [info] = await db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, profileId));
      const holder = info?.requisites;
      const blocks: PdfBlock[] = [];
      found.forEach((p, k) => {
        if (k > 0) blocks.push({ kind: "space", size: 28 });
        blocks.push(
          { kind: "title", text: `Полис ${p.typeTitle} № ${p.number}` },
          { kind: "subtitle", text: `${p.insurer} · срок действия с ${ruDate(p.dateFrom)} по ${ruDate(p.dateTo)}` },
          { kind: "heading", text: "Страхователь и выгодоприобретатель" },
          {
            kind: "rows",
            rows: [
              [
                "Страхователь",
                p.paidBy === "lessor"
                  ? `${LESSOR.shortTitle}, ИНН ${LESSOR.inn}`
                  : `${holder?.shortTitle ?? ""}${holder ? `, ИНН ${holder.inn}` : ""}`,
              ],
              ["Собственник", `${LESSOR.shortTitle} (лизингодатель)`],
              ["Лизингополучатель", `${holder?.shortTitle ?? ""}${holder ? `, ИНН ${holder.inn}` : ""}`],
              [
                "Выгодоприобретатель",
                p.type === "kasko"
                  ? `по рискам «Хищение» и «Полная гибель» — ${LESSOR.shortTitle}, по риску «Ущерб» — лизингополучатель`
                  : "потерпевшие третьи лица",
              ],
              ["Договор лизинга", `№ ${p.contractNumber}`],
            ],
          },
          { kind: "heading", text: "Транспортное средство" },
          {
            kind: "rows",
            rows: [
              ["Марка, модель", p.vehicle.title],
              ["VIN", p.vehicle.vin],
              ["Госномер", p.vehicle.regNumber ?? "не зарегистрирован"],
            ],
          },
          { kind: "heading", text: "Условия страхования" },
          { kind: "list", items: [...RISKS[p.type]] },
          {
            kind: "rows",
            rows: [
              ["Страховая сумма", formatRub(kop(p.sumInsured))],
              ["Франшиза", p.deductible > 0 ? formatRub(kop(p.deductible)) : "без франшизы"],
              ["Страховая премия", `${formatRub(kop(p.premium))} (НДС не облагается)`],
              [
                "Премию оплачивает",
                p.paidBy === "lessor" ? "лизингодатель (включена в лизинговые платежи)" : "лизингополучатель",
              ],
            ],
          },
          {
            kind: "paragraph",
            text: "Копия полиса из личного кабинета «Лизинг-Авто». Подлинник электронного полиса хранится у страховщика; проверить полис ОСАГО можно на сайте НСИС.",
          },
        );
      });
      const first = found[0] as Policy;
      const bytes = await renderPdf({
        title: found.length === 1 ? `Полис ${first.typeTitle} № ${first.number}` : `Полисы (${found.length})`,
        subject: "Страховой полис по договору лизинга",
        author: LESSOR.shortTitle,
        date: `D:${first.dateFrom.replaceAll("-", "")}090000+03'00'`,
        header: `${LESSOR.shortTitle} · Личный кабинет · Страхование`,
        footer: `${LESSOR.shortTitle} · ${LESSOR.phone}`,
        blocks,
      });
      const fileName =
        found.length === 1 ? `polis-${first.type}-${first.id}.pdf` : `polisy-${found.map((p) => p.id).join("-")}.pdf`;
      return { fileName, bytes };
    },
  };
}
