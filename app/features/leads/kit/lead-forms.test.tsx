import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { type ActionFunctionArgs, createRoutesStub } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../../store/make-store";
import { utmCaptured } from "../../../store/slices/marketing-slice";
import { createFormTestApp, type FormTestApp } from "../../../testing/form-test-app";
import { submitLeadForm } from "../lead-action.server";
import type { LeadActionResult } from "../lead-form-values";
import { ContactUsForm, FeedbackForm, ReviewForm, SubscribeForm, UsedCarRequestForm } from "./lead-forms";

let app: FormTestApp;
beforeAll(async () => {
  app = await createFormTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.services.limiter.reset("lead:test");
});

const latestLead = () => app.lastLead();

/** What the page of the current test shows. */
let shown: React.ReactNode = null;
function FormHost() {
  return <>{shown}</>;
}

/**
 * A page with the form and the real `/forms/:kind` action (the same validation and domain service as the site),
 * or an action of the test's own when it needs a particular answer.
 */
function renderForm(
  form: React.ReactNode,
  action?: (args: ActionFunctionArgs) => Promise<LeadActionResult> | LeadActionResult,
) {
  shown = form;
  const store = makeStore({ persist: false });
  const posted = vi.fn();
  const Stub = createRoutesStub([
    { path: "/page", Component: FormHost },
    {
      path: "/forms/:kind",
      action: async (args: ActionFunctionArgs) => {
        posted(args.params.kind);
        return action ? action(args) : submitLeadForm(args.request, app.pages, "test");
      },
    },
  ]);
  render(
    <Provider store={store}>
      <Stub initialEntries={["/page"]} />
    </Provider>,
  );
  return { store, posted, user: userEvent.setup() };
}

describe("the lead form kit", () => {
  it("checks in place: Russian messages at each field, the first one focused, nothing sent", async () => {
    const { user, posted } = renderForm(<ReviewForm />);
    await user.click(await screen.findByRole("button", { name: "Отправить отзыв" }));

    expect(await screen.findByText("Поставьте оценку от 1 до 5")).toBeTruthy();
    expect(screen.getByText("Укажите имя")).toBeTruthy();
    expect(screen.getByText("Заполните поле «Отзыв»")).toBeTruthy();
    expect(screen.getByText(/Без согласия на обработку персональных данных/)).toBeTruthy();
    expect(document.activeElement?.getAttribute("name")).toBe("rating");
    expect(screen.getByLabelText(/Как к вам обращаться/).getAttribute("aria-invalid")).toBe("true");
    expect(posted).not.toHaveBeenCalled();

    // The message follows the typing and disappears once the value is right.
    await user.type(screen.getByLabelText(/Как к вам обращаться/), "Ольга");
    await waitFor(() => expect(screen.queryByText("Укажите имя")).toBeNull());
  });

  it("shows the server's messages at their fields and the rest in the alert", async () => {
    const { user } = renderForm(<SubscribeForm />, () => ({
      ok: false,
      kind: "subscribe",
      status: 400,
      message: "Проверьте выделенные поля формы",
      errors: { email: "Этот адрес уже отписался: подпишитесь с другого", pageUrl: "Слишком длинный адрес страницы" },
      values: {},
    }));
    await user.type(await screen.findByLabelText(/E-mail/), "news@example.ru");
    await user.click(screen.getByLabelText(/обработку персональных данных/));
    await user.click(screen.getByLabelText(/рекламные предложения/));
    await user.click(screen.getByRole("button", { name: "Подписаться" }));

    const email = screen.getByLabelText(/E-mail/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Этот адрес уже отписался: подпишитесь с другого")).toBeTruthy();
    expect(within(screen.getByRole("alert")).getByText("Слишком длинный адрес страницы")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
  });

  it("carries the honeypot off-screen, out of the tab order and hidden from assistive technology", async () => {
    renderForm(<SubscribeForm />);
    const trap = (await screen.findByRole("form", { name: "Подписка на новости" })).querySelector<HTMLInputElement>(
      'input[name="website"]',
    );
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest("[aria-hidden='true']")).not.toBeNull();
  });
});

describe("forms sent to the real action", () => {
  it("call-back: the +7 mask and ДД.ММ.ГГГГ shape what is typed; stored normalised; thanks once with a reference", async () => {
    const { user } = renderForm(<ContactUsForm />);
    await user.type(await screen.findByLabelText(/Как к вам обращаться/), "Пётр Иванов");
    const phone = screen.getByLabelText(/Телефон/) as HTMLInputElement;
    await user.type(phone, "89161234567");
    expect(phone.value).toBe("+7 (916) 123-45-67");
    const day = screen.getByLabelText(/Удобный день/) as HTMLInputElement;
    await user.type(day, "05122099");
    expect(day.value).toBe("05.12.2099");
    await user.click(screen.getByLabelText("12:00–15:00"));
    await user.click(screen.getByLabelText(/обработку персональных данных/));
    await user.click(screen.getByRole("button", { name: "Заказать звонок" }));

    const status = await screen.findByRole("status");
    expect(within(status).getByText(/^Заявка Л-\d{4}-[0-9A-Z]{4} принята$/)).toBeTruthy();
    expect(status.textContent?.match(/Спасибо/g)).toHaveLength(1);
    const row = await latestLead();
    expect(row).toMatchObject({ kind: "contactus" });
    expect(row?.payload).toMatchObject({ phone: "+79161234567", callbackDate: "2099-12-05", callbackTime: "12-15" });
    expect(status.textContent).toContain(String(row?.payload.reference));
  });

  it("refuses a day that is not in the calendar, at the field", async () => {
    const { user } = renderForm(<ContactUsForm />);
    await user.type(await screen.findByLabelText(/Удобный день/), "31022099");
    await user.click(screen.getByRole("button", { name: "Заказать звонок" }));
    expect(await screen.findByText("Такой даты нет в календаре: проверьте день и месяц")).toBeTruthy();
  });

  it("used car: make, model, budget and year are stored with the visit's campaign", async () => {
    const { user, store } = renderForm(<UsedCarRequestForm />);
    store.dispatch(utmCaptured("?utm_source=yandex&utm_campaign=used-autumn"));
    await user.type(await screen.findByLabelText(/Марка/), "Toyota");
    await user.type(screen.getByLabelText(/Модель/), "Camry");
    await user.type(screen.getByLabelText(/Бюджет/), "2 500 000");
    await user.type(screen.getByLabelText(/Год выпуска/), "2020");
    await user.type(screen.getByLabelText(/Как к вам обращаться/), "Игорь");
    await user.type(screen.getByLabelText(/Телефон/), "9161234567");
    await user.click(screen.getByLabelText(/обработку персональных данных/));
    await user.click(screen.getByRole("button", { name: "Подобрать автомобиль" }));

    await screen.findByRole("status");
    const row = await latestLead();
    expect(row).toMatchObject({ kind: "usedcarrequest", utmSource: "yandex", utmCampaign: "used-autumn" });
    expect(row?.payload).toMatchObject({ make: "Toyota", model: "Camry", budget: 2_500_000, yearFrom: 2020 });
  });

  it("feedback: the category is a choice, a complaint unless changed", async () => {
    const { user } = renderForm(<FeedbackForm />);
    expect(((await screen.findByLabelText("Жалоба")) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText("Благодарность"));
    await user.type(screen.getByLabelText(/Как к вам обращаться/), "Мария");
    await user.type(screen.getByLabelText(/^E-mail/), "maria@example.ru");
    await user.type(screen.getByLabelText(/Сообщение/), "Спасибо менеджеру Анне за быструю сделку");
    await user.click(screen.getByLabelText(/обработку персональных данных/));
    await user.click(screen.getByRole("button", { name: "Отправить сообщение" }));

    expect(await screen.findByText(/^Сообщение Л-\d{4}-[0-9A-Z]{4} получено$/)).toBeTruthy();
    expect((await latestLead())?.payload).toMatchObject({ category: "thanks" });
  });

  it("a page posted without JavaScript shows the answer in the form of its kind only", () => {
    const answer: LeadActionResult = {
      ok: false,
      kind: "feedback",
      status: 400,
      message: "Проверьте выделенные поля формы",
      errors: { text: "Заполните поле «Сообщение»" },
      values: { name: "Мария" },
    };
    renderForm(
      <>
        <ContactUsForm serverResult={answer} />
        <FeedbackForm serverResult={answer} />
      </>,
    );
    return waitFor(() => {
      expect(screen.getAllByText("Заполните поле «Сообщение»")).toHaveLength(1);
      const names = screen.getAllByLabelText(/Как к вам обращаться/) as HTMLInputElement[];
      expect(names.map((input) => input.value)).toEqual(["", "Мария"]);
    });
  });
});
