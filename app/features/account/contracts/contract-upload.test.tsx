import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContractDetailResponse, ContractsListResponse } from "../../../../contract/lk-contracts.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
beforeEach(() => {
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

const pdf = (name: string) =>
  new File([new TextEncoder().encode("%PDF-1.4\n% policy copy\n")], name, { type: "application/pdf" });
const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], name);

describe("documents uploaded to a contract", () => {
  it("refuses what is not a document, uploads the rest and lists it among the contract's documents", async () => {
    const { api } = await app.renderPage("/account/contracts", { as: "client@example.com" });
    const { items } = await api<ContractsListResponse>("/apilk/contracts/list/");
    const contract = items[0];
    if (!contract) throw new Error("the demo client has no contracts");
    cleanup();
    const { user } = await app.renderPage(`/account/contracts/${contract.code}/documents`, {
      as: "client@example.com",
    });
    const form = await screen.findByRole("form", { name: "Загрузить документы" });
    const picker = within(form).getByLabelText("Выбрать файлы");

    await userEvent.setup({ applyAccept: false }).upload(picker, [png("фото.png"), pdf("Полис ОСАГО.pdf")]);
    expect(
      await within(form).findByText(/Файл «фото\.png» не является документом PDF, JPEG, TIFF или BMP/),
    ).toBeTruthy();
    await within(form).findByRole("button", { name: "Убрать файл «Полис ОСАГО.pdf»" });
    await user.click(within(form).getByRole("button", { name: "Загрузить" }));

    expect(await within(form).findByText("Загружено: 1 файл.")).toBeTruthy();
    expect(within(form).queryByRole("list", { name: "Выбранные файлы" })).toBeNull();
    const { contract: detail } = await api<ContractDetailResponse>(`/apilk/contracts/detail/?code=${contract.code}`);
    const uploaded = detail.documents.find((d) => d.title.includes("Полис ОСАГО"));
    expect(uploaded).toBeTruthy();
    // The documents' tab loads again after the upload and shows it.
    await waitFor(() => expect(screen.getByText(uploaded?.title ?? "")).toBeTruthy());
  });
});
