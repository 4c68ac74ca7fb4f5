import { describe, expect, it } from "vitest";
import { checkUploadFiles, sniffUploadType, uploadAccept } from "./upload-rules";

const file = (name: string, bytes: number[] | Uint8Array, size?: number) => {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return { name, size: size ?? data.byteLength, slice: (a?: number, b?: number) => new Blob([data.slice(a, b)]) };
};

describe("upload rules in the browser", () => {
  it("tells the type by the first bytes, not by the name", () => {
    expect(sniffUploadType(new TextEncoder().encode("%PDF-1.7"))).toBe("pdf");
    expect(sniffUploadType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffUploadType(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a]))).toBe("tiff");
    expect(sniffUploadType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffUploadType(new TextEncoder().encode("BM just text, not a bitmap"))).toBeNull();
  });

  it("refuses big, empty and foreign files with a Russian message each", async () => {
    const pdf = [...new TextEncoder().encode("%PDF-1.4\n")];
    expect(await checkUploadFiles([file("ok.pdf", pdf)])).toEqual([]);
    const messages = await checkUploadFiles([
      file("big.pdf", pdf, 1_048_577),
      file("empty.pdf", []),
      file("photo.pdf", [0x89, 0x50, 0x4e, 0x47]),
    ]);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain("не больше 1 МБ");
    expect(messages[1]).toContain("пустой");
    expect(messages[2]).toContain("не является документом PDF, JPEG, TIFF или BMP");
    expect(await checkUploadFiles([])).toEqual(["Выберите хотя бы один файл"]);
  });
});

describe("upload rules with archives (the second list of SPEC.md §5)", () => {
  const zip = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];

  it("takes a ZIP only where the call allows it, and says so in the message", async () => {
    expect(sniffUploadType(new Uint8Array(zip))).toBeNull();
    expect(sniffUploadType(new Uint8Array(zip), { allowZip: true })).toBe("zip");
    expect(await checkUploadFiles([file("docs.zip", zip)], { allowZip: true })).toEqual([]);
    const [refused] = await checkUploadFiles([file("docs.zip", zip)]);
    expect(refused).toContain("не является документом PDF, JPEG, TIFF или BMP");
    const [foreign] = await checkUploadFiles([file("photo.png", [0x89, 0x50, 0x4e, 0x47])], { allowZip: true });
    expect(foreign).toContain("не является документом PDF, JPEG, TIFF, BMP или ZIP");
    expect(uploadAccept({ allowZip: true })).toContain(".zip");
    expect(uploadAccept()).not.toContain(".zip");
  });

  it("counts the files against the call's own limit", async () => {
    const pdf = [...new TextEncoder().encode("%PDF-1.4\n")];
    const three = [file("a.pdf", pdf), file("b.pdf", pdf), file("c.pdf", pdf)];
    expect(await checkUploadFiles(three, { maxFiles: 2 })).toEqual(["Можно загрузить не больше 2 файлов за раз"]);
    expect(await checkUploadFiles(three, { maxFiles: 3 })).toEqual([]);
  });
});
