import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  PARTICIPANT_DOCUMENTS,
} from "../contract/lk-cession.ts";
import { addDays, moscowDate } from "../core/calendar-dates.ts";
import { DEMO_PASSWORD, enterCode, tinyPdf, WAIT, watchConsole } from "./support/account-pages.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { mailBodiesTo } from "./support/outbox.ts";

/*
 * Issue 12 end to end, in four browser contexts: the assignor (client@example.com, ООО «СтройТехМонтаж») makes a
 * cession of a contract no demo cession holds, saves it and invites the assignee (assignee@example.com, ООО
 * «ТрансЛогистик») and a guarantor who has no account yet; the guarantor opens the e-mailed link on a phone,
 * registers and sends its data; the assignee fills, saves and prints its questionnaire, uploads its documents and
 * sends; the assignor, told so, sends for review; the lessor's employee accepts; the contract is then the
 * assignee's, with its schedule, and the assignor's is «Передан по цессии». Every cession screen is also checked
 * at 390 px: no horizontal scroll, no serious or critical axe violation.
 */

/** The contract the flow assigns: running, of ООО «СтройТехМонтаж», in no demo cession (server/db/seed/cession.ts). */
const CONTRACT = "ЛА-2026/01930";
const ASSIGNEE_INN = "5003124571";
/** A person's INN with valid check numbers (core/requisites.ts). */
const GUARANTOR_INN = "772812345609";
const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Session {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/**
 * A fresh context signed in through /login as a person would (staff with their TOTP code), able to run axe (its
 * CSP bypassed for the injected checker), at a laptop's width or a phone's.
 */
async function signIn(email: string, landing: "/account" | "/staff", phone = false): Promise<Session> {
  const { page, context } = await openPage(browser, { bypassCSP: true });
  if (phone) await page.setViewportSize(PHONE);
  const errors = watchConsole(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((url) => url.pathname === landing || url.pathname === "/login/code", WAIT);
  if (new URL(page.url()).pathname === "/login/code") {
    await enterCode(page, email, landing);
    // A code another file spent in the same step is the race enterCode handles, not the page's error.
    const raced = (e: string) => e.includes("status of 401") && /\/(login|auth)\/code/.test(e);
    for (let i = errors.length - 1; i >= 0; i--) if (raced(errors[i] ?? "")) errors.splice(i, 1);
  }
  return { page, context, errors };
}

/** The screen has its data: the network is quiet and nothing says it is still loading. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { polling: 100 });
}

/** How far the page scrolls sideways (0 when it fits the window). */
const sideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The screen as a phone shows it: no sideways scroll, no serious or critical axe violation. */
async function expectPhoneReady(page: Page, what: string) {
  await settled(page);
  expect(page.viewportSize()?.width, what).toBe(PHONE.width);
  expect(await sideScroll(page), `${what}: scrolls sideways`).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page), what).toEqual([]);
}

/** ДД.ММ.ГГГГ of an ISO date, as the date fields are typed. */
const ru = (iso: string) => iso.split("-").reverse().join(".");

/** The link mailed to `email` that matches `pattern`, as path and query, read from the outbox as a mail client would. */
async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link = (await mailBodiesTo(email)).flatMap((b) => b.match(pattern) ?? [])[0] ?? "";
      return link;
    }, WAIT)
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Picks `name` for the document slot titled `title` (its picker is labelled «Выбрать файл: <title>»). */
async function attach(page: Page, title: string, name: string) {
  await page.getByLabel(`Выбрать файл: ${title}`, { exact: true }).setInputFiles(tinyPdf(name, name));
  await page.getByText(name).first().waitFor(WAIT);
}

/** A group of fields by its legend (a fieldset). */
const group = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });

describe("cession", () => {
  it("assignor, assignee, a new guarantor and the lessor take a contract from one lessee to another", async () => {
    const stamp = Date.now().toString(36);
    const guarantorEmail = `poruchitel-${stamp}@example.com`;
    const today = moscowDate();

    // ── The assignor: a new application on the free contract, saved with its documents ────────────────────────
    const assignor = await signIn("client@example.com", "/account");
    const a = assignor.page;
    await a.goto("/account/cession");
    await a.getByRole("link", { name: "Новая заявка на переуступку" }).first().click();
    await a.getByRole("heading", { level: 1, name: "Новая заявка на переуступку" }).waitFor(WAIT);
    const form = a.getByRole("form", { name: "Заявка на переуступку" });
    await form.waitFor(WAIT);
    await group(a, "Тип цессионария").getByRole("radio", { name: "Юридическое лицо" }).check();
    await form.getByRole("checkbox", { name: new RegExp(`№ ${CONTRACT.replace("/", "\\/")} `) }).check();
    await form.getByLabel(/^Контактное лицо/).fill("Петров Иван Сергеевич");
    await form.getByLabel(/^Телефон контактного лица/).fill("+7 916 123-45-67");
    await form.getByLabel(/^Электронная почта контактного лица/).fill("client@example.com");
    await form.getByLabel(/^Желаемая дата передачи/).fill(ru(addDays(today, 10)));
    await form.getByLabel(/^Причина переуступки/).fill("Автомобиль переходит к ООО «ТрансЛогистик» вместе с водителем");
    for (const doc of ASSIGNMENT_DOCUMENTS.filter((d) => d.required)) await attach(a, doc.title, `${doc.code}.pdf`);
    await form.getByRole("button", { name: "Сохранить" }).click();
    await a.waitForURL(
      (url) => /^\/account\/cession\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith("/new"),
      WAIT,
    );
    const cessionPath = new URL(a.url()).pathname;
    const saved = (await a.getByText(/^Заявка № ЦС-\d{4}-\d+ сохранена\.$/).textContent(WAIT)) ?? "";
    const number = /№ (\S+)/.exec(saved)?.[1] ?? "";
    expect(number).toMatch(/^ЦС-\d{4}-\d+$/);
    await a.getByRole("heading", { level: 1, name: `Заявка на переуступку № ${number}` }).waitFor(WAIT);
    // Nothing of the assignee yet: the checklist says what is left, in §8's words.
    const checklist = a.getByRole("list", { name: "Что осталось до отправки" });
    await checklist.getByText(CESSION_MESSAGES.cessionaryQuestionnaireMissing).waitFor(WAIT);

    // Invitations: the assignee has an account with that INN (bound at once), the guarantor gets a link.
    const inviteCessionary = a.getByRole("form", { name: "Приглашение: цессионарий" });
    await inviteCessionary.getByLabel(/^Электронная почта \(цессионарий\)/).fill("assignee@example.com");
    await inviteCessionary.getByLabel(/^ИНН \(цессионарий\)/).fill(ASSIGNEE_INN);
    await inviteCessionary.getByRole("button", { name: "Пригласить цессионария" }).click();
    await inviteCessionary.getByText(CESSION_MESSAGES.inviteSent).waitFor(WAIT);
    const inviteGuarantor = a.getByRole("form", { name: "Приглашение: поручитель" });
    await inviteGuarantor.getByLabel(/^Электронная почта \(поручитель\)/).fill(guarantorEmail);
    await inviteGuarantor.getByLabel(/^ИНН \(поручитель\)/).fill(GUARANTOR_INN);
    await inviteGuarantor.getByRole("button", { name: "Пригласить поручителя" }).click();
    await inviteGuarantor.getByText(CESSION_RULE_MESSAGES.guarantorInviteSent).waitFor(WAIT);
    expect(assignor.errors).toEqual([]);

    // ── The guarantor, on a phone: the e-mailed link, a new account, its data sent ─────────────────────────────
    const { page: g, context: guarantorContext } = await openPage(browser, { bypassCSP: true });
    await g.setViewportSize(PHONE);
    const guarantorErrors = watchConsole(g);
    await g.goto(await mailedLink(guarantorEmail, /https?:\/\/\S+\/login\/cession\?key=[\w-]+/));
    await g.getByRole("heading", { level: 1, name: "Приглашение в заявку на переуступку" }).waitFor(WAIT);
    await g.getByText(number).first().waitFor(WAIT);
    await expectPhoneReady(g, "/login/cession");
    await g.getByLabel(/^Ваше имя/).fill("Сидоров Пётр Ильич");
    await g.getByLabel(/^Новый пароль/).fill("Поручитель надёжен 2026");
    await g.getByLabel(/^Повторите новый пароль/).fill("Поручитель надёжен 2026");
    await g.getByRole("button", { name: "Принять и войти" }).click();
    await g.waitForURL((url) => url.pathname === cessionPath, WAIT);
    await g.getByText("Вы — поручитель").waitFor(WAIT);
    const guarantorForm = g.getByRole("form", { name: "Данные поручителя" });
    await guarantorForm.waitFor(WAIT);
    await expectPhoneReady(g, "the guarantor's form");
    const person = group(g, "Сведения о поручителе");
    await person.getByLabel(/^ФИО/).fill("Сидоров Пётр Ильич");
    await person.getByLabel(/^ИНН/).fill(GUARANTOR_INN);
    await person.getByLabel(/^Дата рождения/).fill("1978-05-14");
    await person.getByLabel(/^Серия паспорта/).fill("4510");
    await person.getByLabel(/^Номер паспорта/).fill("123456");
    await person.getByLabel(/^Кем выдан паспорт/).fill("ОВД района Хамовники г. Москвы");
    await person.getByLabel(/^Дата выдачи паспорта/).fill("2004-06-01");
    await person.getByLabel(/^Адрес регистрации/).fill("119021, г. Москва, ул. Льва Толстого, д. 5, кв. 12");
    await person.getByLabel(/^Адрес регистрации/).press("Escape");
    await person.getByLabel(/^Телефон/).fill("+7 903 555-12-34");
    await person.getByLabel(/^Электронная почта/).fill(guarantorEmail);
    await person.getByLabel(/^Кем приходится цессионарию/).fill("Участник ООО «ТрансЛогистик»");
    await g.getByRole("checkbox", { name: /^Согласие на обработку персональных данных/ }).check();
    await g.getByRole("checkbox", { name: /^Согласие на запрос в бюро кредитных историй/ }).check();
    await g.getByRole("button", { name: "Отправить данные" }).click();
    await g.getByText("Данные поручителя отправлены").waitFor(WAIT);
    await g.getByText(/^Данные отправлены \d\d\.\d\d\.\d{4}$/).waitFor(WAIT);
    await expectPhoneReady(g, "the guarantor's form, sent");
    expect(guarantorErrors).toEqual([]);
    await guarantorContext.close();

    // ── The assignee: the invitation in its account, the questionnaire filled, saved, printed, sent ────────────
    const assignee = await signIn("assignee@example.com", "/account");
    const p = assignee.page;
    await p.goto("/account/notifications");
    await p.getByText(`Приглашение в заявку на переуступку № ${number}`).first().waitFor(WAIT);
    await p.goto("/account/cession");
    await p.getByRole("link", { name: `Заявка № ${number}` }).click();
    await p.waitForURL((url) => url.pathname === cessionPath, WAIT);
    await p.getByText("Вы — цессионарий").waitFor(WAIT);
    const questionnaire = p.getByRole("form", { name: "Анкета цессионария" });
    await questionnaire.waitFor(WAIT);
    const company = group(p, "Сведения об организации");
    await company.getByLabel(/^Полное наименование/).fill("Общество с ограниченной ответственностью «ТрансЛогистик»");
    await company.getByLabel(/^Сокращённое наименование/).fill("ООО «ТрансЛогистик»");
    await company.getByLabel(/^ИНН/).fill(ASSIGNEE_INN);
    await company.getByLabel(/^КПП/).fill("500301001");
    await company.getByLabel(/^ОГРН/).fill("1205001234569");
    await company.getByLabel(/^Дата регистрации/).fill("2020-03-12");
    const address = "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305";
    for (const label of [/^Юридический адрес/, /^Фактический адрес/]) {
      await company.getByLabel(label).fill(address);
      await company.getByLabel(label).press("Escape");
    }
    const bank = group(p, "Банковские реквизиты");
    await bank.getByLabel(/^БИК/).fill("044525974");
    await bank.getByLabel(/^Банк/).fill("АО «ТБанк»");
    await bank.getByLabel(/^Расчётный счёт/).fill("40702810210000765432");
    await bank.getByLabel(/^Корреспондентский счёт/).fill("30101810145250000974");
    const contacts = group(p, "Контакты");
    await contacts.getByLabel(/^Телефон/).fill("+7 495 640-22-18");
    await contacts.getByLabel(/^Электронная почта/).fill("office@translogistic.ru");
    // The first save: half of it, to come back to (the consents are signed by a save that carries both).
    await questionnaire.getByRole("button", { name: "Сохранить анкету" }).click();
    await p.getByText("Анкета сохранена", { exact: true }).waitFor(WAIT);

    // Management, owners, answers, consents, documents.
    for (const [legend, add, fields] of [
      [
        "Единоличный исполнительный орган",
        "Добавить руководителя",
        { ФИО: "Захаров Олег Николаевич", Должность: "Генеральный директор" },
      ],
      [
        "Учредители (участники)",
        "Добавить учредителя",
        { "ФИО или наименование": "Захаров Олег Николаевич", "Доля, %": "100" },
      ],
      [
        "Список бенефициарных владельцев",
        "Добавить бенефициарного владельца",
        { ФИО: "Захаров Олег Николаевич", "Доля, %": "100" },
      ],
    ] as const) {
      // A required list's legend ends with a hidden «(обязательно)».
      const list = p.getByRole("group", { name: new RegExp(`^${legend.replace(/[()]/g, "\\$&")}`) });
      await list.getByRole("button", { name: add }).click();
      const entry = list.getByRole("group").first();
      for (const [label, value] of Object.entries(fields)) {
        await entry.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\%]/g, "\\$&")}`)).fill(value);
      }
    }
    const questions = group(p, "Вопросы анкеты");
    const radios = questions.getByRole("radio", { name: "Нет", exact: true });
    await expect.poll(() => radios.count(), WAIT).toBe(5);
    for (let i = 0; i < 5; i++) await radios.nth(i).check();
    await p.getByRole("checkbox", { name: /^Согласие на обработку персональных данных/ }).check();
    await p.getByRole("checkbox", { name: /^Согласие на запрос в бюро кредитных историй/ }).check();
    for (const doc of PARTICIPANT_DOCUMENTS.legal) await attach(p, doc.title, `${doc.code}.pdf`);
    await questionnaire.getByRole("button", { name: "Сохранить анкету" }).click();
    await p.getByText("Анкета сохранена", { exact: true }).waitFor(WAIT);
    await p.getByText("Всё обязательное заполнено: анкету можно отправить.").waitFor(WAIT);
    await p.getByText(/^Согласия подписаны \d\d\.\d\d\.\d{4}$/).waitFor(WAIT);

    // The printed questionnaire is a PDF of what was saved.
    const print = p.getByRole("link", { name: "Распечатать анкету" });
    const printUrl = (await print.getAttribute("href")) ?? "";
    const pdf = await p.request.get(printUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await questionnaire.getByRole("button", { name: "Отправить", exact: true }).click();
    await p.getByText("Анкета отправлена", { exact: true }).waitFor(WAIT);
    expect(assignee.errors).toEqual([]);

    // ── The assignor: told the questionnaire is in, sends for review ────────────────────────────────────────────
    await a.goto("/account/notifications");
    await a
      .getByText(/Цессионарий заполнил анкету и загрузил документы/)
      .first()
      .waitFor(WAIT);
    await a.goto(cessionPath);
    await a.getByText("Всё заполнено: заявку можно отправить на рассмотрение.").waitFor(WAIT);
    await a.getByRole("button", { name: "Отправить на рассмотрение" }).click();
    await a.getByText(`Заявка № ${number} отправлена на рассмотрение. О решении придёт уведомление.`).waitFor(WAIT);
    await a.getByText("На рассмотрении", { exact: true }).first().waitFor(WAIT);
    expect(assignor.errors).toEqual([]);

    // ── The lessor's employee accepts ───────────────────────────────────────────────────────────────────────────
    const staff = await signIn("staff@example.com", "/staff");
    const s = staff.page;
    await s.goto("/staff/cessions");
    await s.getByLabel("Номер заявки, цедент или ИНН").fill(number);
    await s.getByLabel("Номер заявки, цедент или ИНН").press("Enter");
    await s.getByRole("link", { name: `№ ${number}` }).click();
    await s.getByRole("heading", { level: 1, name: `Переуступка № ${number}` }).waitFor(WAIT);
    await s.getByRole("button", { name: "Принять переуступку" }).click();
    await s.getByRole("dialog", { name: "Принять переуступку?" }).getByRole("button", { name: "Да, принять" }).click();
    await s.getByRole("region", { name: "Решение" }).getByText("Завершено", { exact: true }).waitFor(WAIT);
    expect(staff.errors).toEqual([]);
    await staff.context.close();

    // ── The contract is the assignee's now, with its schedule; the assignor's is marked assigned ────────────────
    await p.goto("/account/contracts");
    await p
      .getByRole("link", { name: new RegExp(CONTRACT.replace("/", "\\/")) })
      .first()
      .click();
    const schedule = p.getByRole("table", { name: `График платежей по договору № ${CONTRACT}` });
    await schedule.waitFor(WAIT);
    expect(await schedule.locator("tbody tr").count()).toBeGreaterThan(0);
    await p.goto(cessionPath);
    await p.getByText("Завершено", { exact: true }).first().waitFor(WAIT);
    await a.goto("/account/contracts");
    await a
      .getByText(new RegExp(`Передан по цессии ${ru(today)}`))
      .first()
      .waitFor(WAIT);
    expect(assignee.errors).toEqual([]);
    expect(assignor.errors).toEqual([]);
    await assignee.context.close();
    await assignor.context.close();
  });

  it("every cession screen fits a phone and passes axe: the list, a new application, each role's view, the back office", async () => {
    const assignor = await signIn("client@example.com", "/account", true);
    const a = assignor.page;
    const list = (await (await a.request.get("/apilk/cession/list/")).json()) as {
      items: { code: string; role: string; status: string }[];
    };
    const draft = list.items.find((i) => i.role === "applicant" && i.status === "draft");
    const guaranteed = list.items.find((i) => i.role === "guarantor");
    if (!draft || !guaranteed) throw new Error("the demo cessions are missing");
    for (const [path, what] of [
      ["/account/cession", "the list"],
      ["/account/cession/new", "a new application"],
      [`/account/cession/${draft.code}`, "the assignor's draft"],
      [`/account/cession/${guaranteed.code}`, "a guarantor's part, sent"],
    ] as const) {
      const res = await a.goto(path);
      expect(res?.status()).toBe(200);
      await expectPhoneReady(a, what);
    }
    expect(assignor.errors).toEqual([]);
    await assignor.context.close();

    const assignee = await signIn("assignee@example.com", "/account", true);
    await assignee.page.goto(`/account/cession/${draft.code}`);
    await assignee.page.getByRole("form", { name: "Анкета цессионария" }).waitFor(WAIT);
    await expectPhoneReady(assignee.page, "the assignee's questionnaire");
    expect(assignee.errors).toEqual([]);
    await assignee.context.close();

    const staff = await signIn("staff@example.com", "/staff", true);
    await staff.page.goto("/staff/cessions");
    await expectPhoneReady(staff.page, "the back office's queue");
    await staff.page
      .getByRole("link", { name: /^№ ЦС-/ })
      .first()
      .click();
    await staff.page.getByRole("heading", { level: 1, name: /^Переуступка № / }).waitFor(WAIT);
    await expectPhoneReady(staff.page, "an application in the back office");
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  });
});
