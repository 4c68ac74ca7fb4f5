import { screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  type ParticipantDetailResponse,
} from "../../../../contract/lk-cession.ts";
import { addMonths, moscowDate } from "../../../../core/calendar-dates.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";
import { formatDate } from "../lk/lk-format";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
// The questionnaire's save carries files: it goes through XMLHttpRequest, here answered by the same API.
beforeEach(() => {
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

const ASSIGNEE = { as: "assignee@example.com" };

/** The demo cession where ООО «ТрансЛогистик» is the assignee, in the status asked. */
async function cessionCode(status: "draft" | "sent"): Promise<string> {
  const { rows } = await app.services.database.db.execute<{ code: string }>(
    sql`select c.code from cessions c join cession_participants p on p.cession_id = c.id
        where p.role = 'cessionary' and c.status = ${status} order by c.id limit 1`,
  );
  const code = rows[0]?.code;
  if (!code) throw new Error(`no demo cession in status ${status}`);
  return code;
}

/** The messages under a field, read the way a screen reader does: through aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

const questionnaire = () => screen.findByRole("region", { name: "Анкета цессионария" });
const input = (name: RegExp | string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const group = (name: string | RegExp) => screen.getByRole("group", { name });

/** axe-core's serious and critical WCAG A/AA findings in the rendered DOM (no colours here: no layout engine). */
async function axeFindings(root: HTMLElement): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    rules: { "color-contrast": { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join("; ")}`);
}

describe("the assignee's questionnaire", () => {
  it("shows the saved draft of a company, checks requisites as typed and lists what is missing with links", async () => {
    const code = await cessionCode("draft");
    const { user, api } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    const form = await questionnaire();
    const { participant } = await api<ParticipantDetailResponse>(`/apilk/cession/participant/detail/?code=${code}`);
    expect(participant.type).toBe("legal");

    expect(within(form).getByText("Черновик")).toBeTruthy();
    expect(input(/^Полное наименование/).value).toBe(participant.data.company.fullName);
    const company = group("Сведения об организации");
    expect((within(company).getByRole("textbox", { name: /^ИНН/ }) as HTMLInputElement).value).toBe(
      participant.data.company.inn,
    );
    expect(screen.queryByRole("textbox", { name: /^ОГРНИП/ })).toBeNull();
    expect(input(/^БИК/).value).toBe(participant.data.bank.bik);

    // A wrong check digit shows once the field is left, at the field.
    const kpp = input(/^КПП/);
    await user.clear(kpp);
    await user.type(kpp, "12345");
    expect(descriptionOf(kpp)).not.toContain("КПП: 9 символов");
    await user.tab();
    expect(descriptionOf(kpp)).toContain("КПП: 9 символов");
    await user.clear(kpp);
    await user.type(kpp, participant.data.company.kpp);
    expect(descriptionOf(kpp)).not.toContain("КПП: 9 символов");

    // What is missing: founders, a beneficial owner, unanswered questions, consents, documents; each a link.
    const missing = screen.getByRole("list", { name: "Что ещё нужно для отправки" });
    const founders = within(missing).getByRole("link", { name: "Укажите хотя бы одного учредителя (участника)" });
    within(missing).getByRole("link", { name: "Загрузите документ «Лист записи или выписка из ЕГРЮЛ»" });
    within(missing).getByRole("link", { name: "Дайте согласие на запрос в бюро кредитных историй" });
    await user.click(founders);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Добавить учредителя" }));

    expect(await axeFindings(form)).toEqual([]);
  });

  it("adds founders and owners, answers the questions with their follow-ups and saves", async () => {
    const code = await cessionCode("draft");
    const { user, api } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();

    await user.click(screen.getByRole("button", { name: "Добавить учредителя" }));
    const founder = group("Учредитель 1");
    expect(document.activeElement).toBe(within(founder).getByRole("textbox", { name: /^ФИО или наименование/ }));
    await user.type(document.activeElement as HTMLElement, "Захаров Олег Николаевич");
    await user.type(within(founder).getByRole("textbox", { name: /^ИНН/ }), "500345678979");
    await user.type(within(founder).getByRole("spinbutton", { name: /^Доля/ }), "100");

    // A second one, removed again: the focus returns to the add button.
    await user.click(screen.getByRole("button", { name: "Добавить учредителя" }));
    // An empty entry is missing its name, and the list says which entry.
    const missing = screen.getByRole("list", { name: "Что ещё нужно для отправки" });
    expect(within(missing).getByRole("link", { name: "Учредитель 2: Укажите ФИО" })).toBeTruthy();
    expect(within(missing).queryByRole("link", { name: "Учредитель 1: Укажите ФИО" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Удалить: Учредители (участники), Учредитель 2" }));
    expect(screen.queryByRole("group", { name: "Учредитель 2" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Добавить учредителя" }));

    await user.click(screen.getByRole("button", { name: "Добавить бенефициарного владельца" }));
    const owner = group("Бенефициарный владелец 1");
    await user.type(within(owner).getByRole("textbox", { name: /^ФИО/ }), "Захаров Олег Николаевич");

    // The questions start unset; «yes» opens the follow-up.
    const reorganisation = group(/^Находится ли организация в процессе реорганизации/);
    expect((within(reorganisation).getByRole("radio", { name: "Нет" }) as HTMLInputElement).checked).toBe(true);
    const beneficiaries = group(/^Действуете ли вы к выгоде третьих лиц/);
    for (const radio of within(beneficiaries).getAllByRole("radio"))
      expect((radio as HTMLInputElement).checked).toBe(false);
    await user.click(within(reorganisation).getByRole("radio", { name: "Да" }));
    const form = screen.getByRole("combobox", { name: /^Форма реорганизации/ }) as HTMLSelectElement;
    expect(form.value).toBe("");
    expect(within(form).getAllByRole("option")[0]?.textContent).toBe("Выберите форму реорганизации");
    await user.selectOptions(form, "Присоединение");
    await user.click(within(beneficiaries).getByRole("radio", { name: "Да" }));
    await user.click(screen.getByRole("button", { name: "Добавить выгодоприобретателя" }));
    await user.type(
      within(group("Выгодоприобретатель 1")).getByRole("textbox", { name: /^ФИО/ }),
      "Сидоров Пётр Андреевич",
    );
    const official = group(/^Являетесь ли вы/);
    await user.click(within(official).getByRole("radio", { name: "Да" }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: /^Вид публичного должностного лица/ }),
      "РПДЛ — российское публичное должностное лицо",
    );

    await user.click(screen.getByRole("checkbox", { name: /^Согласие на обработку персональных данных/ }));
    await user.click(screen.getByRole("button", { name: "Сохранить анкету" }));
    expect(await screen.findByText("Анкета сохранена")).toBeTruthy();

    const { participant } = await api<ParticipantDetailResponse>(`/apilk/cession/participant/detail/?code=${code}`);
    const [saved] = participant.data.management.founders ?? [];
    expect(saved).toMatchObject({ fullName: "Захаров Олег Николаевич", inn: "500345678979", share: 100 });
    expect(saved?.id).toMatch(/^[0-9a-z]+$/);
    expect(participant.data.management.director?.[0]?.fullName).toBe("Захаров Олег Николаевич");
    expect(participant.data.reorganisation.type).toBe("accession");
    expect(participant.data.publicOfficial.kind).toBe("rpdl");
    expect(participant.data.isBeneficiary).toBe(true);
    expect(participant.data.beneficiaries.map((b) => b.fullName)).toEqual(["Сидоров Пётр Андреевич"]);
    expect(participant.data.questions.map((q) => q.isIt)).toEqual([true, true, true, null, null]);
    expect(participant.data.consents).toEqual({ personalData: true, creditBureau: false });
  });

  it("asks to save before printing, then links the PDF", async () => {
    const code = await cessionCode("draft");
    await app.services.database.db.execute(
      sql`update cession_participants set saved_at = null
          where role = 'cessionary' and cession_id = (select id from cessions where code = ${code})`,
    );
    const { user } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();
    await user.click(screen.getByRole("button", { name: "Распечатать анкету" }));
    expect(screen.getByText(CESSION_MESSAGES.saveBeforePrint)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Сохранить анкету" }));
    const print = await screen.findByRole("link", { name: "Распечатать анкету" });
    expect(print.getAttribute("href")).toBe(`/apilk/cession/participant/print/?code=${code}`);
  });

  it("shows the server's refusal to send with its fields, and a wrong requisite before saving", async () => {
    const code = await cessionCode("draft");
    const { user } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();

    const bik = input(/^БИК/);
    await user.clear(bik);
    await user.type(bik, "123456789");
    await user.click(screen.getByRole("button", { name: "Сохранить анкету" }));
    const refusal = await screen.findByRole("alert");
    expect(within(refusal).getByText("Анкета не сохранена")).toBeTruthy();
    expect(document.activeElement).toBe(bik);
    expect(descriptionOf(bik)).toContain("БИК: 9 цифр");
    await user.clear(bik);
    await user.type(bik, "044525974");

    await user.click(screen.getByRole("button", { name: "Отправить" }));
    const sendRefusal = await screen.findByText("Анкета не отправлена");
    const alert = sendRefusal.closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByRole("list", { name: "Поля с ошибками" })).toBeTruthy();
    expect(within(alert).getAllByRole("link", { name: /^Загрузите документ/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Отправить" })).toBeTruthy();
  });

  it("signs an expired consent again", async () => {
    const code = await cessionCode("draft");
    const today = moscowDate();
    const signed = addMonths(today, -7);
    await app.services.database.db.execute(
      sql`update cession_participants set signed_at = ${signed},
            data = jsonb_set(data, '{consents}', '{"personalData": true, "creditBureau": true}')
          where role = 'cessionary' and cession_id = (select id from cessions where code = ${code})`,
    );
    const { user } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();
    expect(screen.getByText(`Согласия подписаны ${formatDate(signed)}`)).toBeTruthy();
    expect(screen.getByText(CESSION_RULE_MESSAGES.consentExpired, { selector: "p" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Подписать заново" }));
    expect(await screen.findByText("Согласия подписаны заново, анкета сохранена")).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`Согласия подписаны ${formatDate(today)}`)).toBeTruthy());
    expect(
      screen.getByText(`Согласие на запрос в бюро кредитных историй действует до ${formatDate(addMonths(today, 6))}`),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Подписать заново" })).toBeNull();
  });

  it("shows a sent questionnaire read-only with its status", async () => {
    const code = await cessionCode("sent");
    await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    const form = await questionnaire();
    expect(within(form).getByText("Отправлено")).toBeTruthy();
    expect(within(form).getByText(/^Анкета отправлена \d\d\.\d\d\.\d{4}$/)).toBeTruthy();
    expect(input(/^Полное наименование/).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Сохранить анкету" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Отправить" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Добавить учредителя" })).toBeNull();
    expect(screen.getByRole("link", { name: "Распечатать анкету" })).toBeTruthy();
  });
  it("asks an entrepreneur for its OGRNIP and a person for neither management nor a settlement account", async () => {
    const code = await cessionCode("draft");
    const setType = (type: string) =>
      app.services.database.db.execute(
        sql`update cession_participants set type = ${type}
            where role = 'cessionary' and cession_id = (select id from cessions where code = ${code})`,
      );
    await setType("entrepreneur");
    const { user, unmount } = await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();
    const entrepreneur = group("Сведения об индивидуальном предпринимателе");
    const ogrnip = within(entrepreneur).getByRole("textbox", { name: /^ОГРНИП/ }) as HTMLInputElement;
    expect(ogrnip.required).toBe(true);
    expect((within(entrepreneur).getByRole("textbox", { name: /^Фамилия/ }) as HTMLInputElement).required).toBe(true);
    expect(screen.queryByRole("group", { name: "Сведения об организации" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Органы управления" })).toBeNull();
    await user.type(ogrnip, "304500116000150");
    await user.tab();
    expect(descriptionOf(ogrnip)).toContain("ОГРНИП: 15 цифр с верной контрольной цифрой");
    expect(input(/^Расчётный счёт/).required).toBe(true);
    unmount();

    await setType("person");
    await app.renderPage(`/account/cession/${code}`, ASSIGNEE);
    await questionnaire();
    expect(group("Сведения о физическом лице")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /^ОГРНИП/ })).toBeNull();
    expect(input(/^Расчётный счёт/).required).toBe(false);
    expect(screen.getByText("Для физического лица необязательны: платить можно с любого счёта.")).toBeTruthy();
  });
});
