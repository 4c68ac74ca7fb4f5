import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ReschedulingCalculation,
  ReschedulingChangeResponse,
  ReschedulingContract,
  ReschedulingPageResponse,
} from "../../contract/lk-rescheduling.ts";
import { lkContracts, lkPayments } from "../db/schema/lk.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { reschedulingRequests, tickets } from "../db/schema/tickets.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, filesUnder, PDF_BYTES, PNG_BYTES } from "./lk-test-kit.ts";

/**
 * Rescheduling through the API, as the client and the lessor see it: the page, the remaining schedule, each option's
 * parameters and calculation, a saved request that becomes a ticket, the lessor's approval that becomes the contract's
 * schedule (detail and calendar) and the decline whose reason the client reads; the security cases of the area.
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»
let other: Client; // assignee@example.com, another client
let sibling: Client; // client@example.com switched to the other profile
let staff: Client; // staff@example.com, service + risk

const OPTIONS = ["holiday", "reduced", "extension", "seasonal"] as const;
const JUSTIFICATION = "Сезонный спад заказов: стройка стоит зимой, выручка вернётся весной.";

const page = (c: Client) => c.json<ReschedulingPageResponse>("/apilk/rescheduling/page/");
const reschedulable = async (c: Client): Promise<ReschedulingContract[]> =>
  (await page(c)).items.filter((i) => i.canReschedule);

function saveForm(request: unknown, files: File[] = []): FormData {
  const form = new FormData();
  form.append("request", JSON.stringify(request));
  for (const f of files) form.append("files[]", f);
  return form;
}

async function ticketsOf(c: Client): Promise<{ code: string; category: string }[]> {
  return (await c.json("/apilk/tickets/list/")).items;
}

const db = () => app.services.database.db;

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
  sibling = await clientOf(app, "client@example.com");
  await sibling.switchTo("ИП Петров Иван Сергеевич");
  staff = await clientOf(app, "staff@example.com");
});

afterAll(async () => {
  await app?.close();
});

describe("the page and the remaining schedule", () => {
  it("lists the profile's contracts, with the reason where one cannot be rescheduled", async () => {
    const answer = await page(client);
    const mine = await client.json("/apilk/contracts/list/");
    expect(answer.items.map((i) => i.number).sort()).toEqual(
      mine.items.map((i: { number: string }) => i.number).sort(),
    );
    expect(answer.items.some((i) => i.canReschedule)).toBe(true);
    for (const item of answer.items) {
      expect(item.canReschedule).toBe(item.reason === null);
      if (item.status === "finished") {
        expect(item).toMatchObject({
          canReschedule: false,
          block: "finished",
          reason: "Договор завершён: график не меняется",
        });
      }
    }
    expect(answer.options.map((o) => o.code)).toEqual([...OPTIONS]);
    expect(answer.requests).toEqual([]);
  });

  it("filters by status, vehicle type and search", async () => {
    const all = (await page(client)).items;
    const first = all[0] as ReschedulingContract;
    const byNumber = await client.json<ReschedulingPageResponse>(
      `/apilk/rescheduling/page/?filters=${encodeURIComponent(JSON.stringify({ search: first.number.slice(-5) }))}`,
    );
    expect(byNumber.items.map((i) => i.number)).toContain(first.number);
    const finished = await client.json<ReschedulingPageResponse>(
      `/apilk/rescheduling/page/?filters=${encodeURIComponent(JSON.stringify({ status: "finished" }))}`,
    );
    expect(finished.items.every((i) => i.status === "finished")).toBe(true);
    const bad = await client.get(`/apilk/rescheduling/page/?filters=${encodeURIComponent('{"vehicleType":"boat"}')}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("filters.vehicleType");
  });

  it("the current remaining schedule: unpaid payments from the first not yet due, the buyout last", async () => {
    const [contract] = await reschedulable(client);
    const answer = await client.json(`/apilk/rescheduling/contracts/schedule/?contractCode=${contract?.code}`);
    const detail = await client.json(`/apilk/contracts/detail/?code=${contract?.code}`);
    const future = detail.contract.schedule.filter(
      (r: { kind: string; status: string; date: string }) =>
        r.kind !== "advance" && (r.status === "planned" || r.status === "due") && r.date >= answer.fromDate,
    );
    expect(answer.source).toBe("current");
    expect(answer.rows.map((r: { date: string }) => r.date)).toEqual(future.map((r: { date: string }) => r.date));
    expect(answer.rows.at(-1).kind).toBe("buyout");
    expect(answer.totals.count).toBe(answer.rows.length);
    expect(answer.request).toBeNull();
  });
});

describe("options and calculation", () => {
  let contract: ReschedulingContract;
  beforeAll(async () => {
    contract = (await reschedulable(client))[0] as ReschedulingContract;
  });

  it.each(OPTIONS)(
    "%s: the parameters with limits and defaults, and a calculation that keeps the present value",
    async (option) => {
      const change = await client.json<ReschedulingChangeResponse>(
        `/apilk/rescheduling/change/?contractCode=${contract.code}&option=${option}`,
      );
      expect(change).toMatchObject({ option, available: true, reason: null });
      expect(change.fields.length).toBeGreaterThan(0);
      const res = await client.post("/apilk/rescheduling/calculate/", {
        contractCode: contract.code,
        option,
        params: change.defaults,
      });
      expect(res.status).toBe(200);
      const calc = (await res.json()) as ReschedulingCalculation;
      expect(calc.fromDate).toBe(change.fromDate);
      // Within 1 kopeck per row (the answer is in roubles, rounded to kopecks).
      expect(Math.abs(calc.new.presentValue - calc.old.presentValue)).toBeLessThanOrEqual(calc.new.count * 0.01);
      const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 100) / 100;
      expect(sum(calc.rows.map((r) => r.new?.payment ?? 0))).toBe(calc.new.payments);
      expect(sum(calc.rows.map((r) => r.old?.payment ?? 0))).toBe(calc.old.payments);
      expect(calc.difference).toBe(Math.round((calc.new.payments - calc.old.payments) * 100) / 100);
      for (const r of calc.rows) if (r.new) expect(r.new.vat).toBe(Math.round((r.new.payment * 22 * 100) / 122) / 100);
      if (option === "extension") {
        const months = (change.defaults as { months: number }).months;
        expect(calc.new.term).toBe(calc.old.term + months);
      } else {
        expect(calc.new.endDate).toBe(calc.old.endDate);
      }
    },
  );

  it("a holiday of 2 months: both payments are 0, the rest grow, the buyout stays", async () => {
    const res = await client.post("/apilk/rescheduling/calculate/", {
      contractCode: contract.code,
      option: "holiday",
      params: { months: 2 },
    });
    const calc = (await res.json()) as ReschedulingCalculation;
    const payments = calc.rows.filter((r) => r.kind === "payment");
    expect(payments.slice(0, 2).map((r) => r.new?.payment)).toEqual([0, 0]);
    expect(payments.slice(2).every((r) => r.difference > 0)).toBe(true);
    const buyout = calc.rows.find((r) => r.kind === "buyout");
    expect(buyout?.difference).toBe(0);
    expect(calc.new.appreciationPerYear).toBeGreaterThan(calc.old.appreciationPerYear);
  });

  it("bad parameters → 400 naming the field in Russian", async () => {
    const cases: [unknown, string, string][] = [
      [{ months: 4 }, "params.months", "Срок каникул: не больше 3"],
      [{ months: "два" }, "params.months", "Срок каникул: укажите число месяцев"],
      [undefined, "params", "Укажите параметры варианта"],
    ];
    for (const [params, field, message] of cases) {
      const res = await client.post("/apilk/rescheduling/calculate/", {
        contractCode: contract.code,
        option: "holiday",
        params,
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.errors).toContainEqual({ field, message });
    }
    const option = await client.post("/apilk/rescheduling/calculate/", {
      contractCode: contract.code,
      option: "moratorium",
      params: {},
    });
    expect(option.status).toBe(400);
    expect((await option.json()).errors[0]).toEqual({
      field: "option",
      message: "Выберите вариант: holiday, reduced, extension или seasonal",
    });
    const query = await client.get(`/apilk/rescheduling/change/?contractCode=${contract.code}&option=moratorium`);
    expect(query.status).toBe(400);
    const reduced = await client.post("/apilk/rescheduling/calculate/", {
      contractCode: contract.code,
      option: "reduced",
      params: { months: 3, share: 10 },
    });
    expect((await reduced.json()).errors).toContainEqual({
      field: "params.share",
      message: "Доля платежа: не меньше 30 %",
    });
  });

  it("a limit only the contract sets → 400 naming the field: a holiday leaving fewer than 3 payments", async () => {
    // Every payment but the last 4 marked paid in a copy: on this contract 3 months of holiday leave 1.
    const change = await client.json<ReschedulingChangeResponse>(
      `/apilk/rescheduling/change/?contractCode=${contract.code}&option=holiday`,
    );
    expect(change.fields[0]?.max).toBe(Math.min(3, change.remainingPayments - 3));
  });
});

describe("security", () => {
  it("signed out → 401; without CSRF → 403", async () => {
    expect((await app.api.request("/apilk/rescheduling/page/")).status).toBe(401);
    const [contract] = await reschedulable(client);
    const body = { contractCode: contract?.code, option: "holiday", params: { months: 1 } };
    expect((await client.post("/apilk/rescheduling/calculate/", body, { csrf: false })).status).toBe(403);
    const save = await client.upload("/apilk/rescheduling/save/", saveForm({ ...body, justification: JUSTIFICATION }), {
      csrf: false,
    });
    expect(save.status).toBe(403);
  });

  it("another client's or profile's contract → 404 and none of its data", async () => {
    for (const foreign of [other, sibling]) {
      const [theirs] = (await page(foreign)).items;
      const code = theirs?.code as string;
      const answers = [
        await client.get(`/apilk/rescheduling/contracts/schedule/?contractCode=${code}`),
        await client.get(`/apilk/rescheduling/change/?contractCode=${code}&option=holiday`),
        await client.post("/apilk/rescheduling/calculate/", {
          contractCode: code,
          option: "holiday",
          params: { months: 1 },
        }),
        // Even with bad parameters the contract is looked up first: no hint it exists.
        await client.post("/apilk/rescheduling/calculate/", {
          contractCode: code,
          option: "holiday",
          params: { months: 9 },
        }),
        await client.upload(
          "/apilk/rescheduling/save/",
          saveForm({ contractCode: code, option: "holiday", params: { months: 1 }, justification: JUSTIFICATION }, [
            fileOf(PDF_BYTES, "spravka.pdf"),
          ]),
        ),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(text).not.toContain(theirs?.number);
      }
    }
    expect(filesUnder(app.filesDir)).toEqual([]);
  });

  it("staff roles: service and risk read the requests, sales gets 403, signed out 401", async () => {
    for (const [email, status] of [
      ["service@example.com", 200],
      ["risk@example.com", 200],
      ["admin@example.com", 200],
      ["sales@example.com", 403],
    ] as const) {
      const employee = await clientOf(app, email);
      expect((await employee.get("/staff/api/rescheduling/list/")).status, email).toBe(status);
    }
    const sales = await clientOf(app, "sales@example.com");
    const refused = await sales.post("/staff/api/rescheduling/decline/", { code: "x", reason: "Нет" });
    expect(refused.status).toBe(403);
    expect((await app.api.request("/staff/api/rescheduling/list/")).status).toBe(401);
  });

  it("a client on /staff/api → 404", async () => {
    expect((await client.get("/staff/api/rescheduling/list/")).status).toBe(404);
    expect((await client.post("/staff/api/rescheduling/approve/", { code: "x" })).status).toBe(404);
  });
});

describe("saving, approving, declining", () => {
  let contract: ReschedulingContract;
  let second: ReschedulingContract;
  let requestCode: string;
  let ticketCode: string;

  beforeAll(async () => {
    [contract, second] = (await reschedulable(client)) as [ReschedulingContract, ReschedulingContract];
  });

  it("a wrong file → the Russian message and nothing stored: no request, no ticket, no file", async () => {
    const ticketsBefore = await ticketsOf(client);
    const res = await client.upload(
      "/apilk/rescheduling/save/",
      saveForm(
        { contractCode: contract.code, option: "holiday", params: { months: 2 }, justification: JUSTIFICATION },
        [fileOf(PDF_BYTES, "spravka.pdf"), fileOf(PNG_BYTES, "photo.png")],
      ),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual([
      {
        field: "files[]",
        message:
          "Файл «photo.png» не является документом PDF, JPEG, TIFF, BMP или ZIP: загрузите файл в одном из этих форматов",
      },
    ]);
    expect(body.detail).toContain("Заявка не отправлена");
    expect((await page(client)).requests).toEqual([]);
    expect(await ticketsOf(client)).toEqual(ticketsBefore);
    expect(filesUnder(app.filesDir)).toEqual([]);
    expect(await db().select().from(reschedulingRequests)).toEqual([]);
  });

  it("a short justification → 400 naming it, nothing stored", async () => {
    const res = await client.upload(
      "/apilk/rescheduling/save/",
      saveForm({ contractCode: contract.code, option: "holiday", params: { months: 2 }, justification: "Надо" }, [
        fileOf(PDF_BYTES, "spravka.pdf"),
      ]),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: "justification", message: "Опишите причину: не меньше 20 символов" },
    ]);
    const broken = new FormData();
    broken.append("request", "{contractCode:");
    const notJson = await client.upload("/apilk/rescheduling/save/", broken);
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).errors).toEqual([{ field: "request", message: "Заявка передана не в формате JSON" }]);
    const missing = await client.upload("/apilk/rescheduling/save/", new FormData());
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors[0].field).toBe("request");
    expect(filesUnder(app.filesDir)).toEqual([]);
  });

  it("save with a document → 201; the request is on the page and a ticket «rescheduling» carries the file", async () => {
    const res = await client.upload(
      "/apilk/rescheduling/save/",
      saveForm(
        { contractCode: contract.code, option: "holiday", params: { months: 2 }, justification: JUSTIFICATION },
        [fileOf(PDF_BYTES, "spravka.pdf")],
      ),
    );
    expect(res.status).toBe(201);
    const { request } = await res.json();
    expect(request).toMatchObject({ status: "review" });
    requestCode = request.code;
    ticketCode = request.ticketCode;
    const answer = await page(client);
    expect(answer.requests).toEqual([
      expect.objectContaining({
        code: requestCode,
        contractCode: contract.code,
        option: "holiday",
        status: "review",
        statusTitle: "На рассмотрении",
        ticketCode,
        ticketNumber: request.ticketNumber,
        declineReason: null,
      }),
    ]);
    expect(answer.items.find((i) => i.code === contract.code)).toMatchObject({
      canReschedule: false,
      block: "under_review",
      reason: "Заявка на изменение графика по этому договору уже на рассмотрении",
      activeRequestCode: requestCode,
    });
    const ticket = (await client.json(`/apilk/tickets/detail/?code=${ticketCode}`)).ticket;
    expect(ticket.category).toBe("rescheduling");
    expect(ticket.messages[0].text).toContain(JUSTIFICATION);
    expect(ticket.messages[0].text).toContain("Вариант: Платёжные каникулы (пропустить платежей: 2)");
    expect(ticket.messages[0].attachments.map((a: { fileName: string }) => a.fileName)).toEqual(["spravka.pdf"]);
    expect(filesUnder(app.filesDir)).toHaveLength(1);
    // The proposal is readable as a schedule source, by the contract it belongs to only.
    const proposal = await client.json(
      `/apilk/rescheduling/contracts/schedule/?contractCode=${contract.code}&source=${requestCode}`,
    );
    expect(proposal.rows.slice(0, 2).map((r: { payment: number }) => r.payment)).toEqual([0, 0]);
    expect(proposal.request.code).toBe(requestCode);
    expect(
      (await client.get(`/apilk/rescheduling/contracts/schedule/?contractCode=${second.code}&source=${requestCode}`))
        .status,
    ).toBe(404);
    expect(
      (await sibling.get(`/apilk/rescheduling/contracts/schedule/?contractCode=${contract.code}&source=${requestCode}`))
        .status,
    ).toBe(404);
  });

  it("a second request for the contract under review → 409 in Russian, nothing more stored", async () => {
    const res = await client.upload(
      "/apilk/rescheduling/save/",
      saveForm(
        { contractCode: contract.code, option: "extension", params: { months: 6 }, justification: JUSTIFICATION },
        [fileOf(PDF_BYTES, "spravka-2.pdf")],
      ),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe("Заявка на изменение графика по этому договору уже на рассмотрении");
    expect(filesUnder(app.filesDir)).toHaveLength(1);
    expect((await page(client)).requests).toHaveLength(1);
  });

  it("staff list and detail show the request with both schedules", async () => {
    const list = await staff.json(`/staff/api/rescheduling/list/?filters=${encodeURIComponent('{"status":"review"}')}`);
    expect(list.items.map((i: { code: string }) => i.code)).toContain(requestCode);
    expect(list.counts.review).toBe(1);
    const { request } = await staff.json(`/staff/api/rescheduling/detail/?code=${requestCode}`);
    expect(request).toMatchObject({
      status: "review",
      option: "holiday",
      justification: JUSTIFICATION,
      stale: false,
      canDecide: true,
      contract: { code: contract.code, number: contract.number },
      ticket: { code: ticketCode },
    });
    expect(request.calculation.rows.slice(0, 2).map((r: { new: { payment: number } }) => r.new.payment)).toEqual([
      0, 0,
    ]);
    expect((await staff.get("/staff/api/rescheduling/detail/?code=nothing")).status).toBe(404);
  });

  it("approve → the contract's detail schedule and the calendar show the new payments; the client gets the answer; audited", async () => {
    const before = await client.json(`/apilk/contracts/detail/?code=${contract.code}`);
    const { request: detail } = await staff.json(`/staff/api/rescheduling/detail/?code=${requestCode}`);
    type Line = { kind: string; new: { date: string; payment: number } | null };
    const proposed = detail.calculation.rows.filter((r: Line) => r.new);
    const skippedDates = proposed.filter((r: Line) => r.new?.payment === 0).map((r: Line) => r.new?.date);
    expect(skippedDates).toHaveLength(2);
    const noCsrf = await staff.post("/staff/api/rescheduling/approve/", { code: requestCode }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    const res = await staff.post("/staff/api/rescheduling/approve/", { code: requestCode });
    expect(res.status).toBe(200);
    expect((await res.json()).request).toMatchObject({ status: "approved", statusTitle: "Одобрено", canDecide: false });

    const after = await client.json(`/apilk/contracts/detail/?code=${contract.code}`);
    type Row = { kind: string; date: string; payment: number; status: string };
    const fromDate = detail.calculation.fromDate;
    const changed = after.contract.schedule.filter((r: Row) => r.kind !== "advance" && r.date >= fromDate);
    // The holiday months carry no payment at all (nothing due, nothing to be overdue); the rest are the proposal's.
    expect(changed.map((r: Row) => [r.date, r.payment])).toEqual(
      proposed.filter((r: Line) => (r.new?.payment ?? 0) > 0).map((r: Line) => [r.new?.date, r.new?.payment]),
    );
    expect(after.contract.nextPayment.date).not.toBe(skippedDates[0]);
    // The paid rows did not move.
    const paid = (s: { schedule: Row[] }) => s.schedule.filter((r) => r.status === "paid");
    expect(paid(after.contract)).toEqual(paid(before.contract));
    expect(after.contract.sums.contractSum).toBeCloseTo(
      before.contract.sums.contractSum + detail.calculation.difference,
      2,
    );

    // The calendar of the month of the third new payment shows its new amount.
    const third = proposed.filter((r: Line) => r.kind === "payment")[2].new;
    const calendar = await client.json(`/apilk/accounting/calendar/list/?month=${third.date.slice(0, 7)}`);
    const items = calendar.days.flatMap((d: { items: unknown[] }) => d.items) as {
      contractCode: string;
      kind: string;
      date: string;
      amount: number;
    }[];
    expect(items).toContainEqual(
      expect.objectContaining({
        contractCode: contract.code,
        kind: "payment",
        date: third.date,
        amount: third.payment,
      }),
    );
    const firstMonth = await client.json(`/apilk/accounting/calendar/list/?month=${fromDate.slice(0, 7)}`);
    const firstItems = firstMonth.days.flatMap((d: { items: unknown[] }) => d.items) as typeof items;
    expect(firstItems.some((i) => i.contractCode === contract.code && i.kind === "payment")).toBe(false);
    const monthBefore = before.contract.schedule.find((r: Row) => r.date === fromDate);
    expect(monthBefore?.payment).toBeGreaterThan(0);

    // The client sees the decision on the page and the lessor's answer in the ticket.
    const answer = await page(client);
    expect(answer.requests[0]).toMatchObject({ code: requestCode, status: "approved", statusTitle: "Одобрено" });
    expect(answer.items.find((i) => i.code === contract.code)?.canReschedule).toBe(true);
    const ticket = (await client.json(`/apilk/tickets/detail/?code=${ticketCode}`)).ticket;
    expect(ticket.messages.at(-1)).toMatchObject({ author: "staff" });
    expect(ticket.messages.at(-1).text).toContain("одобрена");
    const notes = await client.json("/apilk/notifications/list/");
    expect(notes.items.map((n: { link: string | null }) => n.link)).toContain(`/account/tickets/${ticketCode}`);

    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "rescheduling.approve"), eq(staffAudit.objectId, requestCode)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorEmail: "staff@example.com",
      objectType: "rescheduling_request",
      before: expect.objectContaining({ status: "review" }),
      after: expect.objectContaining({ status: "approved" }),
    });

    const again = await staff.post("/staff/api/rescheduling/approve/", { code: requestCode });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("Заявка уже рассмотрена: решение по ней изменить нельзя");
  });

  it("a payment made after the request → approval refused with 409, nothing changed", async () => {
    const form = saveForm({
      contractCode: second.code,
      option: "extension",
      params: { months: 3 },
      justification: JUSTIFICATION,
    });
    const saved = await client.upload("/apilk/rescheduling/save/", form);
    expect(saved.status).toBe(201);
    const { request } = await saved.json();
    // The client pays the next payment ahead of time.
    const [contractRow] = await db().select().from(lkContracts).where(eq(lkContracts.code, second.code));
    const { request: detail } = await staff.json(`/staff/api/rescheduling/detail/?code=${request.code}`);
    const first = detail.calculation.rows[0];
    await db()
      .update(lkPayments)
      .set({ paidAt: first.date, paidAmount: Math.round(first.old.payment * 100) })
      .where(and(eq(lkPayments.contractId, contractRow?.id as number), eq(lkPayments.month, first.month)));
    const scheduleBefore = (await client.json(`/apilk/contracts/detail/?code=${second.code}`)).contract.schedule;

    const stale = await staff.json(`/staff/api/rescheduling/detail/?code=${request.code}`);
    expect(stale.request).toMatchObject({ stale: true, canDecide: false });
    const res = await staff.post("/staff/api/rescheduling/approve/", { code: request.code });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toContain("График договора изменился после подачи заявки");
    expect((await client.json(`/apilk/contracts/detail/?code=${second.code}`)).contract.schedule).toEqual(
      scheduleBefore,
    );
    const [row] = await db().select().from(reschedulingRequests).where(eq(reschedulingRequests.code, request.code));
    expect(row?.status).toBe("review");

    // Declined instead: the reason is required, then the client reads it on the page.
    const noReason = await staff.post("/staff/api/rescheduling/decline/", { code: request.code, reason: "  " });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).errors).toEqual([{ field: "reason", message: "Укажите причину отказа" }]);
    const reason = "Платёж внесён после подачи заявки: подайте новую заявку с актуальным графиком.";
    const declined = await staff.post("/staff/api/rescheduling/decline/", { code: request.code, reason });
    expect(declined.status).toBe(200);
    const answer = await page(client);
    expect(answer.requests.find((r) => r.code === request.code)).toMatchObject({
      status: "declined",
      statusTitle: "Отклонено",
      declineReason: reason,
    });
    const ticket = (await client.json(`/apilk/tickets/detail/?code=${request.ticketCode}`)).ticket;
    expect(ticket.messages.at(-1).text).toContain(reason);
    const [ticketRow] = await db().select().from(tickets).where(eq(tickets.code, request.ticketCode));
    expect(ticketRow?.status).toBe("done");
    const audit = await db()
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, "rescheduling.decline"), eq(staffAudit.objectId, request.code)));
    expect(audit[0]).toMatchObject({
      before: { status: "review" },
      after: { status: "declined", declineReason: reason },
    });
  });
});
