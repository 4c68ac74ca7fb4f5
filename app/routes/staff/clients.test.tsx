import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * «Клиенты» in the back office, against the real API and the demo data: the search, a new client's account (the
 * form's own checks, then the server's answer on the client page), the invitation again, access closed after a
 * confirmation, and the section shut to other roles.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const SERVICE = { as: "service@example.com" };
/** A field of the new client's form by its name (several labels begin alike: «E-mail», «E-mail для документов»). */
const input = (name: string) => {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

describe("clients in the back office", () => {
  it("finds a client by INN with its people and contracts; a short query is refused in the form", async () => {
    const { user } = await app.renderPage("/staff/clients?q=7724518030", SERVICE);
    const table = await screen.findByRole("table", { name: "Найденные клиенты" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    expect(within(row).getByRole("link", { name: "ООО «СтройТехМонтаж»" }).getAttribute("href")).toMatch(
      /^\/staff\/clients\/\d+$/,
    );
    expect(within(row).getByText(/client@example\.com/)).toBeTruthy();

    const search = screen.getByRole("searchbox", { name: /ИНН, название, e-mail или номер договора/ });
    await user.clear(search);
    await user.type(search, "ab");
    await user.click(screen.getByRole("button", { name: "Найти" }));
    expect(await screen.findByText("Введите не меньше 3 символов")).toBeTruthy();
    expect(document.activeElement).toBe(search);
  });

  it("opens a company's account: checks the requisites, then shows the invited user; resends and closes access", async () => {
    const { user } = await app.renderPage("/staff/clients/new", SERVICE);
    await screen.findByRole("heading", { level: 1, name: "Открыть кабинет" });
    await user.type(input("user.email"), "director@newfirm.ru");
    await user.type(input("user.name"), "Ольга Смирнова");
    await user.type(input("user.position"), "Директор");
    const fill: [string, string][] = [
      ["Полное наименование", "Общество с ограниченной ответственностью «Новая фирма»"],
      ["Краткое наименование", "ООО «Новая фирма»"],
      ["Руководитель", "Смирнова Ольга Петровна"],
      ["ИНН", "7736207544"],
      ["КПП", "773601001"],
      ["ОГРН", "1027700229193"],
      ["Юридический адрес", "Москва, ул. Льва Толстого, 16"],
      ["Почтовый адрес", "Москва, ул. Льва Толстого, 16"],
      ["БИК", "044525974"],
      ["Банк", "ПАО «Банк»"],
      ["Расчётный счёт", "40702810210000765432"],
      ["Корреспондентский счёт", "30101810145250000974"],
      ["Телефон", "+7 495 739-70-00"],
      ["E-mail для документов", "office@newfirm.ru"],
    ];
    const form = screen.getByRole("form", { name: "Новый клиент" });
    for (const [label, value] of fill) {
      const fields = within(form).getAllByLabelText(new RegExp(`^${label}`));
      // «Телефон» is the user's and the company's: the company's is the last one.
      await user.type(fields.at(-1) as HTMLInputElement, value);
    }
    await user.click(screen.getByRole("button", { name: "Открыть кабинет и отправить приглашение" }));
    expect(await screen.findByText("Неверное контрольное число ИНН: проверьте цифры")).toBeTruthy();
    const inn = input("profile.requisites.inn");
    expect(document.activeElement).toBe(inn);
    await user.clear(inn);
    await user.type(inn, "7736207543");
    await user.click(screen.getByRole("button", { name: "Открыть кабинет и отправить приглашение" }));

    await screen.findByRole("heading", { level: 1, name: "ООО «Новая фирма»" });
    expect(screen.getByText("Кабинет открыт, приглашение отправлено на director@newfirm.ru")).toBeTruthy();
    const access = screen.getByRole("region", { name: "Доступ к кабинету" });
    expect(within(access).getByText("Приглашён")).toBeTruthy();
    expect(within(access).getByText(/director@newfirm\.ru/)).toBeTruthy();
    const profile = screen.getByRole("region", { name: "ООО «Новая фирма»" });
    expect(within(profile).getByText("773601001")).toBeTruthy();
    expect(within(profile).getByText("40702810210000765432")).toBeTruthy();

    await user.click(within(access).getByRole("button", { name: "Отправить приглашение снова" }));
    expect(
      await screen.findByText("Приглашение отправлено снова на director@newfirm.ru; прежняя ссылка не работает"),
    ).toBeTruthy();

    await user.click(within(access).getByRole("button", { name: "Закрыть доступ к «ООО «Новая фирма»»" }));
    const dialog = await screen.findByRole("dialog", { name: "Закрыть доступ?" });
    expect(within(dialog).getByText(/последний профиль: все его сеансы завершатся/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Да, закрыть" }));
    expect(await screen.findByText(/Доступ к профилю закрыт: director@newfirm\.ru/)).toBeTruthy();
    expect(await screen.findByText("Ни у кого нет доступа к этому профилю.")).toBeTruthy();
  });

  it("sends an INN of a lessee without an account from the new client's form to that client", async () => {
    const { user } = await app.renderPage("/staff/clients/new", SERVICE);
    await screen.findByRole("heading", { level: 1, name: "Открыть кабинет" });
    await user.type(input("user.email"), "belov@vector-stroy.example");
    await user.type(input("user.name"), "Андрей Белов");
    const fill: [string, string][] = [
      ["profile.requisites.title", "Общество с ограниченной ответственностью «Вектор Строй»"],
      ["profile.requisites.shortTitle", "ООО «Вектор Строй»"],
      ["profile.requisites.director", "Белов Андрей Викторович"],
      ["profile.requisites.inn", "7718124566"],
      ["profile.requisites.kpp", "771801001"],
      ["profile.requisites.ogrn", "1217700456786"],
      ["profile.requisites.legalAddress", "Москва, Щёлковское ш., 77"],
      ["profile.requisites.postalAddress", "Москва, Щёлковское ш., 77"],
      ["profile.requisites.bik", "044525225"],
      ["profile.requisites.bankName", "ПАО Сбербанк"],
      ["profile.requisites.settlementAccount", "40702810400000123458"],
      ["profile.requisites.correspondentAccount", "30101810400000000225"],
      ["profile.requisites.phone", "+7 495 612-40-75"],
      ["profile.requisites.email", "office@vector-stroy.example"],
    ];
    for (const [name, value] of fill) await user.type(input(name), value);
    await user.click(screen.getByRole("button", { name: "Открыть кабинет и отправить приглашение" }));
    expect(
      await screen.findByText(
        "Клиент с таким ИНН уже ведёт договоры без личного кабинета: откройте ему доступ на странице клиента",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Найти клиента по ИНН" }).getAttribute("href")).toBe(
      "/staff/clients?q=7718124566",
    );
  });

  it("opens access for a lessee from the books: the contracts under its INN ticked, then the invited user", async () => {
    const { user } = await app.renderPage("/staff/clients?q=7718124566", SERVICE);
    const table = await screen.findByRole("table", { name: "Найденные клиенты" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(within(row as HTMLElement).getByText("без личного кабинета")).toBeTruthy();
    await user.click(within(row as HTMLElement).getByRole("link", { name: "ООО «Вектор Строй»" }));

    await screen.findByRole("heading", { level: 1, name: "ООО «Вектор Строй»" });
    const form = screen.getByRole("form", { name: "Открыть доступ" });
    const contracts = within(form).getByRole("group", { name: "Привязать договоры" });
    const boxes = within(contracts).getAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("div")?.textContent)).toEqual([
      expect.stringContaining("Договор № ЛА-2026/00231"),
      expect.stringContaining("Договор № ЛА-2025/04410"),
    ]);
    await user.type(within(form).getByLabelText(/^E-mail/), "belov@vector-stroy.ru");
    await user.type(within(form).getByLabelText(/^Имя/), "Андрей Белов");
    await user.click(boxes[0] as HTMLElement);
    await user.click(within(form).getByRole("button", { name: "Открыть доступ и отправить приглашение" }));
    expect(
      await within(contracts).findByText("Отметьте все договоры клиента, чтобы привязать их к кабинету"),
    ).toBeTruthy();
    expect(document.activeElement?.getAttribute("name")).toBe("contracts");

    await user.click(boxes[1] as HTMLElement);
    await user.click(within(form).getByRole("button", { name: "Открыть доступ и отправить приглашение" }));
    expect(
      await screen.findByText(
        "Доступ открыт, договоры привязаны: № ЛА-2025/04410, № ЛА-2026/00231. Приглашение отправлено на belov@vector-stroy.ru",
      ),
    ).toBeTruthy();
    const access = screen.getByRole("region", { name: "Доступ к кабинету" });
    expect(await within(access).findByText(/belov@vector-stroy\.ru/)).toBeTruthy();
    expect(within(access).getByText("Приглашён")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Открыть доступ" })).toBeNull();
  });

  it("is open to client service and the administrator only", async () => {
    await app.renderPage("/staff/clients", { as: "sales@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
  });
});
