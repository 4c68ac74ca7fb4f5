import { configureStore } from "@reduxjs/toolkit";
import { createApi } from "@reduxjs/toolkit/query/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBaseQuery } from "../store/base-query";
import { EmptyState } from "./empty-state";
import { type QueryLike, QueryState } from "./query-state";
import { BlockSkeleton } from "./skeleton";

/**
 * The states of QueryState as a person meets them, with the app's own base query under a real RTK Query api:
 * `fetch` answers the way the network or the server would, first badly, then with the data «Повторить» asks for.
 */

interface ContractList {
  items: string[];
}

type Answer = () => Promise<Response>;
/** A server that never answers: the call hangs until the caller gives up and aborts it. */
const NO_ANSWER = "no answer";

/** The "network": one answer per call, in order; the addresses asked for are recorded. */
function network(...answers: (Answer | typeof NO_ANSWER)[]) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push(request.url);
    const answer = answers.shift();
    if (answer && answer !== NO_ANSWER) return answer();
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener("abort", () => reject(request.signal.reason));
    });
  });
  return calls;
}

const json =
  (body: unknown, status = 200, type = "application/json"): Answer =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": type } }));
const contracts = (...items: string[]) => json({ items });

/** A screen of the contracts: QueryState over the list's query. */
function ContractsScreen({ useContracts }: { useContracts: () => QueryLike<ContractList> }) {
  return (
    <QueryState
      query={useContracts()}
      errorTitle="Не удалось загрузить договоры"
      loading={<BlockSkeleton label="Загружаем договоры…" />}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title="У вас пока нет договоров лизинга" />}
    >
      {(data) => (
        <ul aria-label="Договоры">
          {data.items.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function renderContracts() {
  // No retries and a short timeout: each failure shows at once (the app's are 5 tries and 15 s).
  const api = createApi({
    baseQuery: createBaseQuery({ baseUrl: "http://api.test/", maxRetries: 0, timeoutMs: 200 }),
    endpoints: (build) => ({ contracts: build.query<ContractList, void>({ query: () => "apilk/contracts/" }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={["/account/contracts?status=active"]}>
        <ContractsScreen useContracts={api.useContractsQuery} />
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("QueryState", () => {
  it("shows a busy placeholder while the data loads, then the data", async () => {
    let answer: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    network(() => pending);
    renderContracts();

    expect(screen.getByRole("status").textContent).toBe("Загружаем договоры…");
    expect(screen.getByRole("status").closest("[aria-busy='true']")).not.toBeNull();
    answer(new Response(JSON.stringify({ items: ["ЛА-2025/04812", "ЛА-2024/03157"] })));

    const list = await screen.findByRole("list", { name: "Договоры" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["ЛА-2025/04812", "ЛА-2024/03157"]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says «У вас пока нет …» when the list is empty", async () => {
    network(contracts());
    renderContracts();
    expect(await screen.findByText("У вас пока нет договоров лизинга")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Договоры" })).toBeNull();
  });

  const failures: { status: string; answer: Answer | typeof NO_ANSWER; says: RegExp }[] = [
    {
      status: "FETCH_ERROR",
      answer: () => Promise.reject(new TypeError("Failed to fetch")),
      says: /^Нет связи с сервером/,
    },
    // No answer within the timeout: the base query aborts the call.
    { status: "TIMEOUT_ERROR", answer: NO_ANSWER, says: /^Сервер не ответил вовремя/ },
    {
      status: "PARSING_ERROR",
      answer: () => Promise.resolve(new Response("<html>502 Bad Gateway</html>", { status: 200 })),
      says: /^Сервер прислал ответ в неожиданном формате/,
    },
    {
      status: "HTTP 503",
      answer: json(
        { type: "about:blank", title: "Service Unavailable", status: 503, detail: "Сервис договоров на обслуживании" },
        503,
        "application/problem+json",
      ),
      says: /^Сервис договоров на обслуживании$/,
    },
  ];

  for (const { status, answer, says } of failures) {
    it(`names ${status} in Russian, and «Повторить» asks again and shows the data`, async () => {
      const calls = network(answer, contracts("ЛА-2025/04812"));
      const user = renderContracts();

      const alert = await screen.findByRole("alert");
      expect(within(alert).getByText("Не удалось загрузить договоры")).toBeTruthy();
      expect(within(alert).getByText(says)).toBeTruthy();
      expect(within(alert).getByText(`Код ошибки: ${status}`)).toBeTruthy();

      await user.click(within(alert).getByRole("button", { name: "Повторить" }));
      const list = await screen.findByRole("list", { name: "Договоры" });
      expect(list.textContent).toBe("ЛА-2025/04812");
      expect(screen.queryByRole("alert")).toBeNull();
      expect(calls).toEqual(["http://api.test/apilk/contracts/", "http://api.test/apilk/contracts/"]);
    });
  }

  it("offers signing in again, back to the same address, when the session has expired (401)", async () => {
    network(json({ status: 401, title: "Unauthorized", detail: "Войдите в личный кабинет" }, 401));
    renderContracts();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Войдите в личный кабинет")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Войти снова" }).getAttribute("href")).toBe(
      `/login?next=${encodeURIComponent("/account/contracts?status=active")}`,
    );
    expect(within(alert).queryByRole("button", { name: "Повторить" })).toBeNull();
  });
});
