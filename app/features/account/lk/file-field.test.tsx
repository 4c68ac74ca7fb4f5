import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FileField, useFileSelection } from "./file-field";
import type { UploadRules } from "./upload-rules";
import type { UploadProgress } from "./upload-with-progress";

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, ...new Uint8Array(size - 5)])], name, {
    type: "application/pdf",
    lastModified: 1,
  });
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: "image/png" });
const zip = (name: string) => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], name);

function Harness({
  rules,
  error,
  progress,
}: {
  rules?: UploadRules;
  error?: string;
  progress?: UploadProgress | null;
}) {
  const selection = useFileSelection(rules);
  return (
    <form aria-label="Форма">
      <FileField selection={selection} error={error} progress={progress} />
      <output aria-label="К отправке">{selection.files.map((f) => f.name).join(", ")}</output>
    </form>
  );
}

// A person may switch the system dialog to «All files»: the picker's `accept` is a hint, the check is ours.
const setup = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText("Прикрепить файлы") as HTMLInputElement;
const chosen = () => screen.queryByRole("list", { name: "Выбранные файлы" });
const toSend = () => screen.getByRole("status", { name: "К отправке" }).textContent;

describe("the file field", () => {
  it("lists the chosen documents with their sizes; a file that is not a document is refused with the reason", async () => {
    const user = setup();
    render(<Harness />);
    expect(picker().getAttribute("accept")).toContain(".pdf");
    await user.upload(picker(), [pdf("акт сверки.pdf", 2048), png("фото.png")]);

    const list = await screen.findByRole("list", { name: "Выбранные файлы" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByText("акт сверки.pdf")).toBeTruthy();
    expect(within(list).getByText("2 КБ")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      "Файл «фото.png» не является документом PDF, JPEG, TIFF или BMP",
    );
    expect(picker().getAttribute("aria-invalid")).toBe("true");
    expect(toSend()).toBe("акт сверки.pdf");
  });

  it("adds later picks to the list, keeps a file picked twice once, and removes a file by its button", async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(picker(), [pdf("a.pdf")]);
    await user.upload(picker(), [pdf("b.pdf"), pdf("a.pdf")]);
    await screen.findByText("b.pdf");
    expect(toSend()).toBe("a.pdf, b.pdf");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Убрать файл «a.pdf»" }));
    expect(toSend()).toBe("b.pdf");
    expect(document.activeElement).toBe(picker());
    await user.click(screen.getByRole("button", { name: "Убрать файл «b.pdf»" }));
    expect(chosen()).toBeNull();
  });

  it("stops at the call's limit and says so; a big file is refused by its size", async () => {
    const user = setup();
    render(<Harness rules={{ maxFiles: 2 }} />);
    await user.upload(picker(), [pdf("1.pdf"), pdf("2.pdf"), pdf("3.pdf")]);
    expect(await screen.findByText("Можно загрузить не больше 2 файлов за раз")).toBeTruthy();
    expect(toSend()).toBe("1.pdf, 2.pdf");
    // Full: no more can be picked until one is removed.
    expect(picker().disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Убрать файл «2.pdf»" }));
    expect(picker().disabled).toBe(false);
    await user.upload(picker(), [pdf("big.pdf", 1_048_577)]);
    expect(await screen.findByText(/Файл «big\.pdf» весит 1 025 КБ: можно загрузить файл не больше 1 МБ/)).toBeTruthy();
    expect(toSend()).toBe("1.pdf");
  });

  it("takes archives only where the call allows them", async () => {
    const user = setup();
    const { unmount } = render(<Harness />);
    await user.upload(picker(), [zip("docs.zip")]);
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(toSend()).toBe("");
    unmount();

    render(<Harness rules={{ allowZip: true }} />);
    expect(picker().getAttribute("accept")).toContain(".zip");
    expect(screen.getByText(/PDF, JPEG, TIFF, BMP или ZIP/)).toBeTruthy();
    await user.upload(picker(), [zip("docs.zip")]);
    expect(await screen.findByRole("button", { name: "Убрать файл «docs.zip»" })).toBeTruthy();
    expect(toSend()).toBe("docs.zip");
  });

  it("shows the progress of the send as a labelled bar and the server's message about the files", () => {
    render(
      <Harness
        progress={{ loaded: 512 * 1024, total: 1024 * 1024, percent: 50 }}
        error="Файл «скан.pdf» не является документом PDF, JPEG, TIFF или BMP"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: /Отправляем файлы: 50 %/ }) as HTMLProgressElement;
    expect(bar.value).toBe(50);
    expect(bar.max).toBe(100);
    expect(screen.getByText(/512 КБ из 1 МБ/)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("«скан.pdf»");
  });
});
