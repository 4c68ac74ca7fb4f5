import { TabsScreen } from "../lk/tabs-screen";
import { ACCOUNTING_BASE, type AccountingTab } from "./accounting-tabs";
import { BillsTab, InvoicesTab } from "./charges-tabs";
import { DebtsTab } from "./debts-tab";
import { DuplicatesTab } from "./duplicates-tab";
import { NotesTab } from "./notes-tab";
import { PenaltiesTab } from "./penalties-tab";
import { ReconciliationTab } from "./reconciliation-tab";
import { ReportsTab } from "./reports-tab";

/**
 * «Бухгалтерия» (SPEC.md §2, §7): every figure from the ledger, one tab per address (`/account/accounting/:tab?`) —
 * the debt per contract, bills, invoices, the lessor's letters, the reconciliation act, penalties, duplicates of
 * closing documents and the reports to download together.
 */
export function AccountingView({ tab }: { tab: AccountingTab }) {
  return (
    <TabsScreen
      title="Бухгалтерия"
      lead={<p>Задолженность, счета, счета-фактуры, акты сверки и закрывающие документы по всем договорам.</p>}
      label="Разделы бухгалтерии"
      base={ACCOUNTING_BASE}
      selected={tab}
      items={[
        { id: "debts", label: "Задолженность", panel: () => <DebtsTab /> },
        { id: "bills", label: "Счета на оплату", panel: () => <BillsTab /> },
        { id: "invoices", label: "Счета-фактуры", panel: () => <InvoicesTab /> },
        { id: "notes", label: "Письма", panel: () => <NotesTab /> },
        { id: "reconciliation", label: "Акт сверки", panel: () => <ReconciliationTab /> },
        { id: "penalties", label: "Пени", panel: () => <PenaltiesTab /> },
        { id: "duplicates", label: "Дубликаты", panel: () => <DuplicatesTab /> },
        { id: "reports", label: "Отчёты", panel: () => <ReportsTab /> },
      ]}
    />
  );
}
