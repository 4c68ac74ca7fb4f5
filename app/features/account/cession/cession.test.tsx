import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_MESSAGES,
  type CessionContractsResponse,
  type CessionDetailResponse,
  type CessionListResponse,
} from "../../../../contract/lk-cession.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";
import { slotsPayload } from "./document-slots";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
// Saves with files go through XMLHttpRequest: here it reaches the same in-process API as fetch.
beforeEach(() => {
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

const CLIENT = { as: "client@example.com" };
const OTHER = { as: "assignee@example.com" };

const pdf = (name: string) =>
  new File([new TextEncoder().encode("%PDF-1.4\n% demo document\n")], name, { type: "application/pdf" });

const [APPLICATION_DOC] = ASSIGNMENT_DOCUMENTS;

/** The code of the cession the editor shows, from the address the save led to. */
let savedCode = "";

describe("slotsPayload", () => {
  it("numbers the picked files in the order of files[] and asks to remove the dropped ones", () => {
    const a = pdf("a.pdf");
    const b = pdf("b.pdf");
    expect(slotsPayload({ application: a, approval: null, other: b })).toEqual({
      inputs: [
        { code: "application", file: 0 },
        { code: "approval", remove: true },
        { code: "other", file: 1 },
      ],
      files: [a, b],
    });
    expect(slotsPayload({})).toEqual({ inputs: [], files: [] });
  });
});

describe("the cession list", () => {
  it("shows the profile's cessions as the API answers them, or what a cession is in three steps", async () => {
    const { api } = await app.renderPage("/account/cession", CLIENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Цессия" })).toBeTruthy();
    const list = await api<CessionListResponse>("/apilk/cession/list/");
    const contracts = await api<CessionContractsResponse>("/apilk/cession/contracts/");
    if (list.items.length === 0) {
      expect(await screen.findByText("У вас пока нет заявок на переуступку")).toBeTruthy();
      expect(screen.getAllByRole("listitem").length).toBeGreaterThanOrEqual(3);
    } else {
      const items = await screen.findByRole("list", { name: "Заявки на переуступку" });
      const titles = within(items)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent);
      expect(titles).toEqual(list.items.map((c) => `Заявка № ${c.number}`));
      const first = list.items[0];
      if (!first) throw new Error("no first item");
      const row = screen.getByRole("link", { name: `Заявка № ${first.number}` }).closest("li") as HTMLElement;
      expect(within(row).getByText(first.statusTitle)).toBeTruthy();
      expect(within(row).getByText(`Ваша роль: ${first.roleTitle}`)).toBeTruthy();
    }
    // «Новая заявка» is offered exactly when a contract may be assigned.
    await waitFor(() =>
      expect(screen.queryAllByRole("link", { name: "Новая заявка на переуступку" }).length > 0).toBe(
        contracts.items.length > 0,
      ),
    );
    // The sidebar links the section now.
    const nav = screen.getByRole("navigation", { name: "Разделы личного кабинета" });
    expect(within(nav).getByRole("link", { name: "Цессия" }).getAttribute("href")).toBe("/account/cession");
  });
});

describe("the assignor's application", () => {
  it("asks for the type and a contract (§8), keeps invitations off until saved, masks the phone and the date, saves with a document", async () => {
    const { user, api } = await app.renderPage("/account/cession/new", CLIENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Новая заявка на переуступку" })).toBeTruthy();
    const contracts = await api<CessionContractsResponse>("/apilk/cession/contracts/");
    const contract = contracts.items[0];
    if (!contract) throw new Error("the demo client has no contract to assign");

    // Before the first save there is nothing to invite to.
    expect(await screen.findByText(CESSION_MESSAGES.saveBeforeInvite)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Пригласить цессионария" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Пригласить поручителя" }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    const refusal = await screen.findByRole("alert");
    expect(refusal.textContent).toContain(CESSION_MESSAGES.typeAndContract);
    // The first wrong field takes the focus.
    expect(document.activeElement?.getAttribute("name")).toBe("cessionaryType");

    await user.click(screen.getByRole("radio", { name: "Юридическое лицо" }));
    const group = screen.getByRole("group", { name: /Договоры для переуступки/ });
    await user.click(within(group).getByRole("checkbox", { name: `№ ${contract.number} — ${contract.vehicleTitle}` }));
    await user.type(screen.getByRole("textbox", { name: /^Контактное лицо/ }), "Иванов Иван Иванович");
    const phone = screen.getByRole("textbox", { name: /^Телефон контактного лица/ }) as HTMLInputElement;
    await user.type(phone, "9161234567");
    expect(phone.value).toBe("+7 (916) 123-45-67");
    await user.type(screen.getByRole("textbox", { name: /^Электронная почта контактного лица/ }), "ivanov@example.com");
    const date = screen.getByRole("textbox", { name: /^Желаемая дата передачи/ }) as HTMLInputElement;
    await user.type(date, "01012030");
    expect(date.value).toBe("01.01.2030");
    await user.type(screen.getByRole("textbox", { name: /^Причина переуступки/ }), "Продажа бизнеса");
    // A file that is not a document is refused in the browser, at its slot.
    const picker = screen.getByLabelText(`Выбрать файл: ${APPLICATION_DOC?.title}`);
    await user.upload(picker, new File(["просто текст"], "заметки.pdf", { type: "application/pdf" }));
    expect((await screen.findByText(/Файл «заметки\.pdf» не является документом/)).getAttribute("role")).toBe("alert");
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    await user.upload(picker, pdf("Заявление.pdf"));
    expect(await screen.findByText(/Выбран: Заявление\.pdf/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    const notice = await screen.findByText(/^Заявка № .+ сохранена\.$/);
    const heading = await screen.findByRole("heading", { level: 1, name: /^Заявка на переуступку № / });
    const number = heading.textContent?.replace("Заявка на переуступку № ", "");
    expect(notice.textContent).toBe(`Заявка № ${number} сохранена.`);

    const list = await api<CessionListResponse>("/apilk/cession/list/");
    const item = list.items.find((c) => c.number === number);
    if (!item) throw new Error("the saved cession is not in the list");
    savedCode = item.code;
    const { cession } = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${item.code}`);
    expect(cession.status).toBe("draft");
    expect(cession.cessionaryType).toBe("legal");
    expect(cession.contracts.map((c) => c.code)).toEqual([contract.code]);
    expect(cession.application?.transferDate).toBe("2030-01-01");
    expect(cession.application?.contactName).toBe("Иванов Иван Иванович");
    expect(cession.files?.find((f) => f.code === APPLICATION_DOC?.code)?.file?.name).toBe("Заявление.pdf");

    // What is left is the server's list, word for word; the document is a link now.
    const checklist = await screen.findByRole("list", { name: "Что осталось до отправки" });
    expect(
      within(checklist)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(cession.sendBlockers);
    expect(cession.sendBlockers).toContain(CESSION_MESSAGES.assignmentFilesMissing);
    expect(screen.getByRole("link", { name: "Заявление.pdf" })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Пригласить цессионария" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("sends nothing while something is left: the first §8 blocker", async () => {
    const { user, api } = await app.renderPage(`/account/cession/${savedCode}`, CLIENT);
    await screen.findByRole("heading", { level: 1, name: /^Заявка на переуступку № / });
    const { cession } = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${savedCode}`);
    await user.click(screen.getByRole("button", { name: "Отправить на рассмотрение" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Заявка не отправлена");
    expect(alert.textContent).toContain(cession.sendBlockers[0]);
    const after = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${savedCode}`);
    expect(after.cession.status).toBe("draft");
  });

  it("invites the assignee and a guarantor with the messages of the answer", async () => {
    const { user, api } = await app.renderPage(`/account/cession/${savedCode}`, CLIENT);
    await screen.findByRole("heading", { level: 1, name: /^Заявка на переуступку № / });
    // A person's INN does not fit a legal entity: the server's message at the field.
    await user.type(
      screen.getByRole("textbox", { name: /^Электронная почта \(цессионарий\)/ }),
      "new-owner@example.com",
    );
    const inn = screen.getByRole("textbox", { name: /^ИНН \(цессионарий\)/ });
    await user.type(inn, "500100732259");
    await user.click(screen.getByRole("button", { name: "Пригласить цессионария" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Приглашение не отправлено");

    await user.clear(inn);
    await user.type(inn, "7707083893");
    await user.click(screen.getByRole("button", { name: "Пригласить цессионария" }));
    expect(await screen.findByText(CESSION_MESSAGES.inviteSent)).toBeTruthy();

    await user.type(
      screen.getByRole("textbox", { name: /^Электронная почта \(поручитель\)/ }),
      "guarantor@example.com",
    );
    await user.type(screen.getByRole("textbox", { name: /^ИНН \(поручитель\)/ }), "500100732259");
    await user.click(screen.getByRole("button", { name: "Пригласить поручителя" }));
    const { cession } = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${savedCode}`);
    expect(cession.cessionary.email).toBe("new-owner@example.com");
    expect(cession.guarantors?.map((g) => g.email)).toEqual(["guarantor@example.com"]);
    // The participants' progress shows both, each with its status.
    const parts = await screen.findByRole("region", { name: "Участники" });
    await waitFor(() => expect(within(parts).getByText("guarantor@example.com")).toBeTruthy());
    expect(within(parts).getByText("new-owner@example.com")).toBeTruthy();
  });

  it("says the §8 technical message when the server fails to save, and keeps what was typed", async () => {
    const failing = vi.spyOn(app.services.cession, "save").mockRejectedValueOnce(new Error("the database is away"));
    const { user } = await app.renderPage(`/account/cession/${savedCode}`, CLIENT);
    await screen.findByRole("heading", { level: 1, name: /^Заявка на переуступку № / });
    const reason = screen.getByRole("textbox", { name: /^Причина переуступки/ }) as HTMLTextAreaElement;
    await user.clear(reason);
    await user.type(reason, "Смена собственника");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(CESSION_MESSAGES.technical);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(reason.value).toBe("Смена собственника");
    failing.mockRestore();
  });

  it("is not found for another client", async () => {
    await app.renderPage(`/account/cession/${savedCode}`, OTHER);
    expect(await screen.findByRole("heading", { level: 1, name: "Заявка на переуступку не найдена" })).toBeTruthy();
    expect(screen.queryByText("Иванов Иван Иванович")).toBeNull();
  });

  it("cancels after a confirmation and then reads as a summary", async () => {
    const { user, api } = await app.renderPage(`/account/cession/${savedCode}`, CLIENT);
    await screen.findByRole("heading", { level: 1, name: /^Заявка на переуступку № / });
    await user.click(screen.getByRole("button", { name: "Аннулировать заявку" }));
    const dialog = await screen.findByRole("dialog", { name: "Аннулировать заявку?" });
    await user.click(within(dialog).getByRole("button", { name: "Да, аннулировать" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сохранить" })).toBeNull());
    expect(screen.getAllByText("Аннулирован").length).toBeGreaterThan(0);
    const { cession } = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${savedCode}`);
    expect(cession.status).toBe("cancelled");
    expect(screen.getByText(`Заявка № ${cession.number} аннулирована.`)).toBeTruthy();
    expect(screen.getByRole("region", { name: `Заявка № ${cession.number}` })).toBeTruthy();
  });
});

describe("the other roles of a cession", () => {
  it("the assignee reads the application and fills its questionnaire; the assignor's part stays hidden", async () => {
    const { api } = await app.renderPage("/account/cession", OTHER);
    const list = await api<CessionListResponse>("/apilk/cession/list/");
    const own = list.items.find((c) => c.role === "cessionary");
    if (!own) throw new Error("the demo assignee is the cessionary of no cession");
    await screen.findByRole("link", { name: `Заявка № ${own.number}` });
    const { cession } = await api<CessionDetailResponse>(`/apilk/cession/detail/?code=${own.code}`);
    expect(cession.application).toBeNull();

    await app.renderPage(`/account/cession/${own.code}`, OTHER);
    expect(
      await screen.findByRole("heading", { level: 1, name: `Заявка на переуступку № ${own.number}` }),
    ).toBeTruthy();
    expect(screen.getByText("Вы — цессионарий")).toBeTruthy();
    expect(screen.getByRole("region", { name: `Заявка № ${own.number}` })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Анкета цессионария" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Часть цедента" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Отправить на рассмотрение" })).toBeNull();
  });

  it("a guarantor sees only its own part", async () => {
    const { api } = await app.renderPage("/account/cession", CLIENT);
    const list = await api<CessionListResponse>("/apilk/cession/list/");
    const own = list.items.find((c) => c.role === "guarantor");
    if (!own) throw new Error("the demo client's profile guarantees no cession");
    await app.renderPage(`/account/cession/${own.code}`, CLIENT);
    expect(
      await screen.findByRole("heading", { level: 1, name: `Заявка на переуступку № ${own.number}` }),
    ).toBeTruthy();
    expect(screen.getByText("Вы — поручитель")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Данные поручителя" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: `Заявка № ${own.number}` })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Участники" })).toBeNull();
  });
});
