import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CESSION_MESSAGES, type GuarantorDetailResponse } from "../../../../contract/lk-cession.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

/** The demo client's active profile, ООО «СтройТехМонтаж», stands surety in the cession under review. */
const GUARANTOR = { as: "client@example.com" };

async function guarantorCessionCode(): Promise<string> {
  const { rows } = await app.services.database.db.execute<{ code: string }>(
    sql`select c.code from cessions c join cession_participants p on p.cession_id = c.id
        where p.role = 'guarantor' order by c.id limit 1`,
  );
  const code = rows[0]?.code;
  if (!code) throw new Error("no demo cession with a guarantor");
  return code;
}

const region = () => screen.findByRole("region", { name: "Данные поручителя" });
const input = (name: RegExp) => screen.getByRole("textbox", { name }) as HTMLInputElement;

describe("the guarantor's form", () => {
  it("shows data already sent read-only with its status", async () => {
    const code = await guarantorCessionCode();
    const { api } = await app.renderPage(`/account/cession/${code}`, GUARANTOR);
    const form = await region();
    const { guarantor } = await api<GuarantorDetailResponse>(`/apilk/cession/guarantor/?code=${code}`);
    expect(within(form).getByText("Отправлено")).toBeTruthy();
    expect(within(form).getByText(/^Данные отправлены \d\d\.\d\d\.\d{4}$/)).toBeTruthy();
    expect(input(/^Наименование организации/).value).toBe(guarantor.data.fullName);
    expect(input(/^Наименование организации/).disabled).toBe(true);
    expect(input(/^КПП/).value).toBe(guarantor.data.kpp);
    expect(screen.queryByRole("textbox", { name: /^Серия паспорта/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Отправить данные" })).toBeNull();
  });

  it("refuses incomplete data with §8's message and the missing fields, then sends and locks", async () => {
    const code = await guarantorCessionCode();
    // The cession back in draft and its guarantor not yet sent, without a phone.
    const db = app.services.database.db;
    await db.execute(sql`update cessions set status = 'draft', sent_at = null where code = ${code}`);
    await db.execute(
      sql`update cession_participants set status = 'draft', sent_at = null, signed_at = null,
            data = jsonb_set(data, '{phone}', '""')
          where role = 'guarantor' and cession_id = (select id from cessions where code = ${code})`,
    );
    const { user, api } = await app.renderPage(`/account/cession/${code}`, GUARANTOR);
    const form = await region();
    expect(within(form).getByText("Черновик")).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Юридическое лицо" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText("Согласия подписываются датой отправки данных.")).toBeTruthy();

    // A malformed e-mail is caught before sending, at its field.
    const email = input(/^Электронная почта/);
    await user.clear(email);
    await user.type(email, "buh@");
    await user.click(screen.getByRole("button", { name: "Отправить данные" }));
    expect(await screen.findByText("Проверьте отмеченные поля.")).toBeTruthy();
    await user.clear(email);
    await user.type(email, "buh@stroytehmontazh.ru");

    await user.click(screen.getByRole("button", { name: "Отправить данные" }));
    const refusal = await screen.findByText(CESSION_MESSAGES.guarantorIncomplete);
    const alert = refusal.closest("[role=alert]") as HTMLElement;
    await user.click(within(alert).getByRole("link", { name: "Укажите телефон" }));
    const phone = input(/^Телефон/);
    expect(document.activeElement).toBe(phone);
    await user.type(phone, "+7 495 123-45-67");

    await user.click(screen.getByRole("button", { name: "Отправить данные" }));
    expect(await screen.findByText("Данные поручителя отправлены")).toBeTruthy();
    await waitFor(() => expect(input(/^Телефон/).disabled).toBe(true));
    expect(within(form).getByText("Отправлено")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Отправить данные" })).toBeNull();

    const { guarantor } = await api<GuarantorDetailResponse>(`/apilk/cession/guarantor/?code=${code}`);
    expect(guarantor.status).toBe("sent");
    expect(guarantor.data.phone).toBe("+7 495 123-45-67");
    expect(guarantor.signedAt).not.toBeNull();
  });
});
