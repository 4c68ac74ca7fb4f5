import { describe, expect, it } from "vitest";
import { checkUploadFiles, sniffUploadType } from "./upload-rules";

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
