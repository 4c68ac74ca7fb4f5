import { z } from "zod";
import {
  CurrentPageSchema,
  IsoDateSchema,
  jsonFilters,
  MoneySchema,
  OptionSchema,
  PaginationSchema,
} from "./lk-common.ts";

/**
 * Accounting (бухгалтерия) of the active profile, all under `/apilk/accounting/` (issue 11, ADR 028). Every sum is
 * computed from the ledger (charges and receipts) by `core/ledger.ts`:
 * - lists with `filters` (JSON) and `currentPage`: `bills/`, `invoices/`, `debts/`, `notes/`, `reports/`;
 * - `POST notes/reply/` — the client's letter answering a clarification request;
 * - `duplicates/periods/`, `POST duplicates/request/`, `requests/` (duplicates and reconciliation requests tracked);
 * - `POST reconciliation/edo/`; `reconciliation/act/?reports=` (JSON) and `download/reconciliation/?reports=&format=`;
 * - `penalties/request/?contractCode=&dateTo=` (JSON, or `format=pdf`);
 * - `pay/?billId=` or `pay/?contractCode=` — the payment requisites, purpose, QR (ГОСТ Р 56042-2014);
 * - files: `download/bill/?id=`, `download/invoice/?id=`, `download/reports/?ids=` (ZIP of ticked documents).
 * Documents of every kind across contracts are under `/apilk/documents/` (`list/`, `download/?ids=`).
 */

/** The longest period any accounting call accepts. */
export const ACCOUNTING_MAX_PERIOD_YEARS = 3;
export const ACCOUNTING_PAGE_SIZE = 20;
/** At most this many documents in one ZIP. */
export const DOCUMENTS_ZIP_MAX = 50;

const threeYearsAfter = (date: string) => `${Number(date.slice(0, 4)) + ACCOUNTING_MAX_PERIOD_YEARS}${date.slice(4)}`;

/** dateFrom ≤ dateTo and at most three years apart; both messages name `dateTo`. */
function checkPeriod(p: { dateFrom?: string | undefined; dateTo?: string | undefined }, ctx: z.RefinementCtx) {
  if (!p.dateFrom || !p.dateTo) return;
  if (p.dateFrom > p.dateTo) {
    ctx.addIssue({ code: "custom", message: "Дата «с» должна быть не позже даты «по»", path: ["dateTo"] });
  } else if (p.dateTo > threeYearsAfter(p.dateFrom)) {
    ctx.addIssue({ code: "custom", message: "Период не может быть длиннее трёх лет", path: ["dateTo"] });
  }
}

export const ContractCodeFilterSchema = z
  .string("Договор — это код")
  .trim()
  .min(1, "Укажите договор")
  .max(64, "Договор не найден")
  .meta({ "x-profile-resource": "contract" });

const periodFields = {
  dateFrom: IsoDateSchema.optional(),
  dateTo: IsoDateSchema.optional(),
  contractCode: ContractCodeFilterSchema.optional().meta({ description: "Only this contract of the profile" }),
};

/** Payment state of a charge (a bill or an invoice): by the ledger's allocation as of today. */
export const PaymentStateSchema = z.enum(["paid", "partial", "unpaid", "overdue"], "Неизвестный статус оплаты").meta({
  id: "LkPaymentState",
  description: "paid: Оплачен; partial: Оплачен частично; unpaid: Ожидает оплаты; overdue: Просрочен",
});
export type PaymentState = z.infer<typeof PaymentStateSchema>;
export const PAYMENT_STATE_TITLES: Record<PaymentState, string> = {
  paid: "Оплачен",
  partial: "Оплачен частично",
  unpaid: "Ожидает оплаты",
  overdue: "Просрочен",
};

export const ChargeKindSchema = z.enum(["advance", "payment", "buyout", "service", "fine"]).meta({
  id: "LkChargeKind",
  description:
    "advance: авансовый платёж; payment: лизинговый платёж; buyout: выкупной платёж; service: платная услуга; fine: штраф (перевыставленный)",
});
export type ChargeKind = z.infer<typeof ChargeKindSchema>;
export const CHARGE_KIND_TITLES: Record<ChargeKind, string> = {
  advance: "Авансовый платёж",
  payment: "Лизинговый платёж",
  buyout: "Выкупной платёж",
  service: "Платная услуга",
  fine: "Штраф ГИБДД",
};

const ContractRefFields = {
  contractCode: z.string(),
  contractNumber: z.string(),
};

// ---------- bills (счета на оплату) and invoices (счета-фактуры) ----------

export const BillsFiltersSchema = z
  .object({ ...periodFields, status: PaymentStateSchema.optional() })
  .superRefine(checkPeriod)
  .meta({ id: "LkBillsFilters", description: "dateFrom/dateTo: the bill's date" });
export type BillsFilters = z.infer<typeof BillsFiltersSchema>;

export const BillsQuerySchema = z.object({
  filters: jsonFilters(BillsFiltersSchema, "LkBillsFilters"),
  currentPage: CurrentPageSchema,
});

export const BillSchema = z
  .object({
    id: z.number().int().meta({ description: "The charge's id: `pay/?billId=`, `download/bill/?id=`" }),
    number: z.string().meta({ description: "e.g. СП-2026-001234" }),
    date: IsoDateSchema.meta({ description: "The bill's date" }),
    dueDate: IsoDateSchema.meta({ description: "Pay by (a working day)" }),
    ...ContractRefFields,
    kind: ChargeKindSchema,
    kindTitle: z.string(),
    title: z.string(),
    amount: MoneySchema,
    vat: MoneySchema.meta({ description: "22/122 of this bill's amount, to the kopeck" }),
    paid: MoneySchema,
    unpaid: MoneySchema,
    status: PaymentStateSchema,
    statusTitle: z.string(),
    purpose: z.string().meta({ description: "The payment purpose to put in the payment order" }),
    pdfUrl: z.string(),
  })
  .meta({ id: "LkBill" });
export type Bill = z.infer<typeof BillSchema>;

export const BillsResponseSchema = z
  .object({
    items: z.array(BillSchema),
    pagination: PaginationSchema,
    filters: BillsFiltersSchema,
    statuses: z.array(OptionSchema),
    totals: z.object({ amount: MoneySchema, unpaid: MoneySchema }).meta({ description: "Of every matching bill" }),
  })
  .meta({ id: "LkBills" });
export type BillsResponse = z.infer<typeof BillsResponseSchema>;

export const InvoicesFiltersSchema = z
  .object({ ...periodFields, status: PaymentStateSchema.optional() })
  .superRefine(checkPeriod)
  .meta({ id: "LkInvoicesFilters", description: "dateFrom/dateTo: the invoice's date" });
export type InvoicesFilters = z.infer<typeof InvoicesFiltersSchema>;

export const InvoicesQuerySchema = z.object({
  filters: jsonFilters(InvoicesFiltersSchema, "LkInvoicesFilters"),
  currentPage: CurrentPageSchema,
});

export const InvoiceSchema = z
  .object({
    id: z.number().int().meta({ description: "The charge's id: `download/invoice/?id=`" }),
    number: z.string().meta({ description: "e.g. СФ-2026-001234" }),
    date: IsoDateSchema,
    ...ContractRefFields,
    kind: ChargeKindSchema,
    kindTitle: z.string(),
    title: z.string(),
    amount: MoneySchema,
    vat: MoneySchema,
    amountWithoutVat: MoneySchema,
    status: PaymentStateSchema,
    statusTitle: z.string(),
    pdfUrl: z.string(),
  })
  .meta({ id: "LkInvoice" });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicesResponseSchema = z
  .object({
    items: z.array(InvoiceSchema),
    pagination: PaginationSchema,
    filters: InvoicesFiltersSchema,
    statuses: z.array(OptionSchema),
    totals: z.object({ amount: MoneySchema, vat: MoneySchema }),
  })
  .meta({ id: "LkInvoices" });
export type InvoicesResponse = z.infer<typeof InvoicesResponseSchema>;

// ---------- debts ----------

export const DebtStateSchema = z.enum(["overdue", "due", "clear"], "Неизвестный статус задолженности").meta({
  id: "LkDebtState",
  description: "overdue: есть просрочка; due: есть платежи в ближайшие 30 дней; clear: задолженности нет",
});
export type DebtState = z.infer<typeof DebtStateSchema>;
export const DEBT_STATE_TITLES: Record<DebtState, string> = {
  overdue: "Есть просрочка",
  due: "Скоро платёж",
  clear: "Задолженности нет",
};

export const DebtsFiltersSchema = z
  .object({ contractCode: periodFields.contractCode, status: DebtStateSchema.optional() })
  .meta({ id: "LkDebtsFilters" });
export type DebtsFilters = z.infer<typeof DebtsFiltersSchema>;

export const DebtsQuerySchema = z.object({
  filters: jsonFilters(DebtsFiltersSchema, "LkDebtsFilters"),
  currentPage: CurrentPageSchema,
});

/** One contract's debt as of today; charged − paid = overdue + dueSoon + penalties − credit. */
export const ContractDebtSchema = z
  .object({
    ...ContractRefFields,
    vehicleTitle: z.string(),
    charged: MoneySchema.meta({ description: "Charges due up to today + 30 days, and penalties accrued to today" }),
    paid: MoneySchema.meta({ description: "Every payment received" }),
    overdue: MoneySchema.meta({ description: "Unpaid charges past their due date" }),
    overdueSince: IsoDateSchema.nullable(),
    dueSoon: MoneySchema.meta({ description: "Unpaid charges due within 30 days from today" }),
    dueSoonDate: IsoDateSchema.nullable().meta({ description: "The nearest of them" }),
    penalties: MoneySchema.meta({ description: "Penalties accrued and not yet paid" }),
    penaltyRate: z.number().meta({ description: "The contract's penalty, % per day of delay" }),
    credit: MoneySchema.meta({ description: "Paid in advance beyond the charges (переплата)" }),
    total: MoneySchema.meta({ description: "overdue + dueSoon + penalties − credit, not below 0" }),
    status: DebtStateSchema,
    statusTitle: z.string(),
  })
  .meta({ id: "LkContractDebt" });
export type ContractDebt = z.infer<typeof ContractDebtSchema>;

export const DebtTotalsSchema = z
  .object({
    overdue: MoneySchema,
    dueSoon: MoneySchema,
    penalties: MoneySchema,
    credit: MoneySchema,
    total: MoneySchema,
  })
  .meta({ id: "LkDebtTotals" });
export type DebtTotals = z.infer<typeof DebtTotalsSchema>;

export const DebtsResponseSchema = z
  .object({
    items: z.array(ContractDebtSchema),
    pagination: PaginationSchema,
    filters: DebtsFiltersSchema,
    statuses: z.array(OptionSchema),
    totals: DebtTotalsSchema.meta({ description: "Of the whole profile, whatever the filters" }),
    asOf: IsoDateSchema,
  })
  .meta({ id: "LkDebts" });
export type DebtsResponse = z.infer<typeof DebtsResponseSchema>;

// ---------- notes (accounting letters) ----------

export const NoteKindSchema = z.enum(["allocation", "clarification", "reply"]).meta({
  id: "LkNoteKind",
  description:
    "allocation: уведомление о зачёте платежа; clarification: запрос на уточнение назначения платежа; reply: письмо клиента",
});
export const NOTE_KIND_TITLES: Record<z.infer<typeof NoteKindSchema>, string> = {
  allocation: "Уведомление о зачёте платежа",
  clarification: "Запрос на уточнение платежа",
  reply: "Письмо клиента",
};
export const NoteStatusSchema = z.enum(["info", "open", "answered"], "Неизвестный статус письма").meta({
  id: "LkNoteStatus",
  description: "info: к сведению; open: ждёт ответа клиента; answered: клиент ответил",
});
export type NoteStatus = z.infer<typeof NoteStatusSchema>;
export const NOTE_STATUS_TITLES: Record<NoteStatus, string> = {
  info: "К сведению",
  open: "Ждёт ответа",
  answered: "Ответ отправлен",
};

export const NotesFiltersSchema = z
  .object({ ...periodFields, status: NoteStatusSchema.optional() })
  .superRefine(checkPeriod)
  .meta({ id: "LkNotesFilters" });
export type NotesFilters = z.infer<typeof NotesFiltersSchema>;

export const NotesQuerySchema = z.object({
  filters: jsonFilters(NotesFiltersSchema, "LkNotesFilters"),
  currentPage: CurrentPageSchema,
});

export const NOTE_REPLY_MAX = 3000;

export const NoteSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: "e.g. БП-2026-0042" }),
    date: IsoDateSchema,
    kind: NoteKindSchema,
    kindTitle: z.string(),
    status: NoteStatusSchema,
    statusTitle: z.string(),
    title: z.string(),
    text: z.string(),
    contractCode: z.string().nullable(),
    contractNumber: z.string().nullable(),
    canReply: z.boolean().meta({ description: "A clarification waiting for the client's letter" }),
    replies: z
      .array(z.object({ number: z.string(), date: IsoDateSchema, text: z.string(), authorName: z.string() }))
      .meta({ description: "The client's letters answering it, oldest first" }),
  })
  .meta({ id: "LkNote", description: "The browser adds a uuid to each item (SPEC.md §3); the server does not" });
export type Note = z.infer<typeof NoteSchema>;

export const NotesResponseSchema = z
  .object({
    items: z.array(NoteSchema),
    pagination: PaginationSchema,
    filters: NotesFiltersSchema,
    statuses: z.array(OptionSchema),
    openCnt: z.number().int().meta({ description: "Clarifications waiting for an answer, whatever the filters" }),
  })
  .meta({ id: "LkNotes" });
export type NotesResponse = z.infer<typeof NotesResponseSchema>;

export const NoteReplySchema = z
  .object({
    noteId: z
      .number("Укажите письмо")
      .int("Письмо не найдено")
      .positive("Письмо не найдено")
      .meta({ "x-profile-resource": "accounting-note" }),
    text: z
      .string("Напишите ответ")
      .trim()
      .min(1, "Напишите ответ")
      .max(NOTE_REPLY_MAX, `Ответ длиннее ${NOTE_REPLY_MAX} символов`),
  })
  .meta({ id: "LkNoteReply" });
export type NoteReply = z.input<typeof NoteReplySchema>;

export const NoteReplyResponseSchema = z.object({ note: NoteSchema }).meta({ id: "LkNoteReplyResponse" });

// ---------- duplicates of closing documents, reconciliation requests ----------

export const DuplicateKindSchema = z
  .enum(["invoice", "act", "reconciliation"], "Выберите вид документа из списка")
  .meta({
    id: "LkDuplicateKind",
    description: "invoice: счета-фактуры; act: акты оказанных услуг (УПД); reconciliation: акты сверки",
  });
export const DUPLICATE_KIND_TITLES: Record<z.infer<typeof DuplicateKindSchema>, string> = {
  invoice: "Счета-фактуры",
  act: "Акты (УПД)",
  reconciliation: "Акты сверки",
};

export const PeriodCodeSchema = z
  .string("Период — это строка")
  .regex(/^\d{4}-(0[1-9]|1[0-2]|Q[1-4])$/, "Период указывается как ГГГГ-ММ или ГГГГ-Q1…Q4")
  .meta({ description: "A month `2026-10` or a quarter `2026-Q3`", example: "2026-Q3" });

export const PeriodOptionSchema = z
  .object({
    code: z.string(),
    title: z.string().meta({ description: "e.g. «Октябрь 2026», «III квартал 2026»" }),
    kind: z.enum(["month", "quarter"]),
  })
  .meta({ id: "LkPeriodOption" });

/** `periodsFilter` of the account state. */
export const DuplicatePeriodsResponseSchema = z
  .object({
    periods: z.array(PeriodOptionSchema).meta({ description: "Newest first; only those with closing documents" }),
    kinds: z.array(OptionSchema),
    address: z.string().meta({ description: "The profile's postal address: the default for paper delivery" }),
    edoConnected: z.boolean(),
  })
  .meta({ id: "LkDuplicatePeriods" });
export type DuplicatePeriodsResponse = z.infer<typeof DuplicatePeriodsResponseSchema>;

export const DeliverySchema = z.enum(["edo", "paper"], "Выберите способ получения: ЭДО или бумажные оригиналы").meta({
  id: "LkDelivery",
  description: "edo: через оператора ЭДО; paper: оригиналы почтой",
});

export const DocumentIdSchema = z
  .string("Документ — это строка")
  .max(24, "Документ не найден")
  // No `{m,n}` quantifier: its comma would make the pattern look like a comma-separated list to the security matrix.
  .regex(/^[a-z]+:\d+$/, "Документ не найден")
  .meta({ "x-profile-resource": "document", description: "`kind:id`, e.g. `invoice:42`, from `documents/list/`" });

export const DuplicateRequestSchema = z
  .object({
    periods: z.array(PeriodCodeSchema).max(36, "Не больше 36 периодов в одном запросе").default([]),
    kinds: z.array(DuplicateKindSchema).default([]),
    documents: z
      .array(DocumentIdSchema)
      .max(DOCUMENTS_ZIP_MAX, `Не больше ${DOCUMENTS_ZIP_MAX} документов в одном запросе`)
      .default([])
      .meta({ description: "Originals of these ticked documents (instead of periods × kinds)" }),
    delivery: DeliverySchema,
    address: z
      .string("Адрес — это строка")
      .trim()
      .max(300, "Адрес длиннее 300 символов")
      .optional()
      .meta({ description: "Required for paper delivery" }),
  })
  .superRefine((r, ctx) => {
    if (r.documents.length === 0 && (r.periods.length === 0 || r.kinds.length === 0)) {
      ctx.addIssue({ code: "custom", message: "Выберите хотя бы один период и вид документа", path: ["periods"] });
    }
    if (r.delivery === "paper" && !r.address) {
      ctx.addIssue({ code: "custom", message: "Укажите адрес для отправки оригиналов", path: ["address"] });
    }
  })
  .meta({ id: "LkDuplicateRequest" });
export type DuplicateRequest = z.input<typeof DuplicateRequestSchema>;

export const RequestStatusSchema = z.enum(["new", "in_progress", "sent", "signed"]).meta({
  id: "LkAccountingRequestStatus",
  description: "new: Принят; in_progress: В работе; sent: Отправлен; signed: Подписан",
});
export const REQUEST_STATUS_TITLES: Record<z.infer<typeof RequestStatusSchema>, string> = {
  new: "Принят",
  in_progress: "В работе",
  sent: "Отправлен",
  signed: "Подписан",
};

export const AccountingRequestSchema = z
  .object({
    number: z.string().meta({ description: "e.g. ДУБ-2026-0007, АС-2026-0012" }),
    kind: z.enum(["duplicates", "reconciliation"]),
    kindTitle: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    status: RequestStatusSchema,
    statusTitle: z.string(),
    summary: z.string().meta({ description: "What was asked, e.g. «Счета-фактуры: III квартал 2026; ЭДО»" }),
    documentId: z.string().nullable().meta({ description: "The signed act among the documents, when signed" }),
  })
  .meta({ id: "LkAccountingRequest" });
export type AccountingRequest = z.infer<typeof AccountingRequestSchema>;

export const AccountingRequestResponseSchema = z
  .object({ request: AccountingRequestSchema })
  .meta({ id: "LkAccountingRequestResponse" });
export const AccountingRequestsResponseSchema = z
  .object({ items: z.array(AccountingRequestSchema) })
  .meta({ id: "LkAccountingRequests", description: "Newest first, at most 50" });
export type AccountingRequestsResponse = z.infer<typeof AccountingRequestsResponseSchema>;

/** A period's end: a value the call checks, not an id of anything (x-plain-value for the security matrix). */
const PeriodDateSchema = IsoDateSchema.meta({ description: "Date, YYYY-MM-DD", "x-plain-value": true });

export const ReconciliationEdoSchema = z
  .object({
    dateFrom: PeriodDateSchema,
    dateTo: PeriodDateSchema,
    contracts: z
      .array(ContractCodeFilterSchema)
      .max(100, "Слишком много договоров")
      .default([])
      .meta({ description: "Contract codes; empty: every contract of the profile" }),
  })
  .superRefine(checkPeriod)
  .meta({ id: "LkReconciliationEdo" });
export type ReconciliationEdo = z.input<typeof ReconciliationEdoSchema>;

// ---------- the reconciliation act ----------

/** The `reports` query parameter: URL-encoded JSON `{ dateFrom, dateTo, contracts }`. */
export const ReconciliationQuerySchema = z.object({
  reports: jsonFilters(ReconciliationEdoSchema, "LkReconciliationEdo"),
});
export const ReconciliationDownloadQuerySchema = ReconciliationQuerySchema.extend({
  format: z.enum(["pdf", "xlsx"], "Формат акта: pdf или xlsx").default("pdf"),
});

export const ActRowSchema = z
  .object({
    date: IsoDateSchema,
    document: z.string().meta({ description: "e.g. «Счёт-фактура № СФ-2026-001234», «Платёжное поручение № 512»" }),
    contractNumber: z.string(),
    debit: MoneySchema.meta({ description: "Charged (the lessor's debit)" }),
    credit: MoneySchema.meta({ description: "Paid (the lessor's credit)" }),
  })
  .meta({ id: "LkActRow" });

export const ReconciliationActSchema = z
  .object({
    number: z.string().meta({ description: "The act's number for this period" }),
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    lessor: z.object({ title: z.string(), inn: z.string(), kpp: z.string() }),
    client: z.object({ title: z.string(), inn: z.string(), kpp: z.string().nullable() }),
    contracts: z.array(z.object(ContractRefFields)),
    opening: MoneySchema.meta({ description: "The client's debt at the start (negative: paid in advance)" }),
    rows: z.array(ActRowSchema),
    debitTurnover: MoneySchema,
    creditTurnover: MoneySchema,
    closing: MoneySchema.meta({ description: "opening + debitTurnover − creditTurnover" }),
    closingText: z.string().meta({ description: "«Задолженность в пользу … на 30.11.2026 — 12 345,67 ₽»" }),
  })
  .meta({ id: "LkReconciliationAct" });
export type ReconciliationAct = z.infer<typeof ReconciliationActSchema>;

export const ReconciliationActResponseSchema = z
  .object({ act: ReconciliationActSchema })
  .meta({ id: "LkReconciliationActResponse" });

// ---------- penalties ----------

export const PenaltiesQuerySchema = z.object({
  contractCode: ContractCodeFilterSchema,
  dateTo: IsoDateSchema.optional().meta({ description: "Penalties accrued up to this date; today when absent" }),
  format: z.enum(["json", "pdf"], "Формат расчёта: json или pdf").default("json"),
});

export const PenaltyRowSchema = z
  .object({
    title: z.string().meta({ description: "The overdue charge, e.g. «Лизинговый платёж № 7»" }),
    dueDate: IsoDateSchema,
    base: MoneySchema.meta({ description: "The unpaid amount over this span" }),
    from: IsoDateSchema.meta({ description: "The first day of delay in this span" }),
    to: IsoDateSchema.meta({ description: "The last day counted" }),
    days: z.number().int(),
    penalty: MoneySchema,
  })
  .meta({ id: "LkPenaltyRow" });

export const PenaltyCalculationSchema = z
  .object({
    ...ContractRefFields,
    dateTo: IsoDateSchema,
    rate: z.number().meta({ description: "% per day of delay" }),
    rows: z.array(PenaltyRowSchema),
    accrued: MoneySchema,
    paid: MoneySchema.meta({ description: "Penalties already paid" }),
    total: MoneySchema.meta({ description: "accrued − paid: to pay" }),
  })
  .meta({ id: "LkPenaltyCalculation" });
export type PenaltyCalculation = z.infer<typeof PenaltyCalculationSchema>;

export const PenaltiesResponseSchema = z.object({ calculation: PenaltyCalculationSchema }).meta({ id: "LkPenalties" });

// ---------- paying ----------

export const PayQuerySchema = z
  .object({
    billId: z.coerce
      .number("Счёт — это число")
      .int("Счёт не найден")
      .positive("Счёт не найден")
      .optional()
      .meta({ "x-profile-resource": "bill" }),
    contractCode: ContractCodeFilterSchema.optional().meta({
      description: "Pay the contract's debt: overdue + due soon + penalties",
    }),
  })
  .refine((q) => q.billId !== undefined || q.contractCode !== undefined, {
    message: "Укажите счёт или договор",
    path: ["billId"],
  });

export const PayeeSchema = z
  .object({
    name: z.string(),
    inn: z.string(),
    kpp: z.string(),
    bankName: z.string(),
    bic: z.string(),
    correspAcc: z.string(),
    personalAcc: z.string(),
  })
  .meta({ id: "LkPayee" });

export const PaymentDetailsSchema = z
  .object({
    payee: PayeeSchema,
    amount: MoneySchema,
    purpose: z.string().meta({ description: "«Оплата по договору лизинга № … за ноябрь 2026 г., в т. ч. НДС 22 % …»" }),
    qrText: z.string().meta({ description: "ГОСТ Р 56042-2014: ST00012|Name=…|PersonalAcc=…|…|Sum=<kopecks>" }),
    qrImage: z.string().meta({ description: "The QR code as a data:image/svg+xml URL" }),
    billPdfUrl: z.string().nullable().meta({ description: "The bill with this QR, for a bill" }),
  })
  .meta({ id: "LkPaymentDetails" });
export type PaymentDetails = z.infer<typeof PaymentDetailsSchema>;

export const PayResponseSchema = z.object({ payment: PaymentDetailsSchema }).meta({ id: "LkPay" });
export type PayResponse = z.infer<typeof PayResponseSchema>;

export const FileIdQuerySchema = z.object({
  id: z.coerce
    .number("Документ — это число")
    .int("Документ не найден")
    .positive("Документ не найден")
    .meta({ "x-profile-resource": "bill" }),
});

// ---------- documents (every kind, across contracts) and accounting reports ----------

export const DocumentKindSchema = z
  .enum(
    ["contract", "schedule", "act", "invoice", "bill", "policy", "reconciliation", "client"],
    "Неизвестный вид документа",
  )
  .meta({
    id: "LkDocumentKind",
    description:
      "contract: договор; schedule: график платежей; act: акт; invoice: счёт-фактура; bill: счёт на оплату; policy: страховой полис; reconciliation: акт сверки; client: загружен клиентом",
  });
export type DocumentKind = z.infer<typeof DocumentKindSchema>;
export const DOCUMENT_KIND_TITLES: Record<DocumentKind, string> = {
  contract: "Договор",
  schedule: "График платежей",
  act: "Акт",
  invoice: "Счёт-фактура",
  bill: "Счёт на оплату",
  policy: "Страховой полис",
  reconciliation: "Акт сверки",
  client: "Документ клиента",
};
/** The kinds `accounting/reports/` lists; `documents/list/` lists every kind. */
export const ACCOUNTING_DOCUMENT_KINDS = ["invoice", "bill", "reconciliation"] as const satisfies DocumentKind[];

export const DocumentsFiltersSchema = z
  .object({ ...periodFields, kind: DocumentKindSchema.optional() })
  .superRefine(checkPeriod)
  .meta({ id: "LkDocumentsFilters" });
export type DocumentsFilters = z.infer<typeof DocumentsFiltersSchema>;

export const DocumentsQuerySchema = z.object({
  filters: jsonFilters(DocumentsFiltersSchema, "LkDocumentsFilters"),
  currentPage: CurrentPageSchema,
});

export const DocumentItemSchema = z
  .object({
    id: z.string().meta({ description: "`kind:id`, what `download/?ids=` takes" }),
    kind: DocumentKindSchema,
    kindTitle: z.string(),
    title: z.string(),
    date: IsoDateSchema,
    contractCode: z.string().nullable(),
    contractNumber: z.string().nullable(),
    fileName: z.string(),
    url: z.string().meta({ description: "Downloads this one file" }),
  })
  .meta({ id: "LkDocumentItem" });
export type DocumentItem = z.infer<typeof DocumentItemSchema>;

export const DocumentsResponseSchema = z
  .object({
    items: z.array(DocumentItemSchema),
    pagination: PaginationSchema,
    filters: DocumentsFiltersSchema,
    kinds: z.array(OptionSchema),
  })
  .meta({ id: "LkDocuments" });
export type DocumentsResponse = z.infer<typeof DocumentsResponseSchema>;

/** `ids` of a ZIP download: comma-separated document ids (`checkedDocs` of the account state). */
export const DocumentsZipQuerySchema = z.object({
  ids: z
    .string("Отметьте документы")
    .min(1, "Отметьте хотя бы один документ")
    .regex(/^[a-z]+:\d{1,10}(,[a-z]+:\d{1,10})*$/, "Документ не найден")
    .meta({
      "x-profile-resource": "document",
      description: `Comma-separated \`kind:id\` from the list, at most ${DOCUMENTS_ZIP_MAX}; 404 when any is not the active profile's`,
    })
    .transform((s) => s.split(","))
    .pipe(z.array(DocumentIdSchema).max(DOCUMENTS_ZIP_MAX, `Не больше ${DOCUMENTS_ZIP_MAX} документов в одном архиве`)),
});

/** `documents/file/?id=`: one document of the list. */
export const DocumentFileQuerySchema = z.object({ id: DocumentIdSchema });
