import { describe, expect, it } from "vitest";
import { displayFileName, storedFileName } from "./uploads.ts";

/** File names chosen by clients (issue 17, hole 5): what is shown, and what is stored and served. */

describe("storedFileName", () => {
  it("gives the name the extension of the detected type, whatever the name claimed", () => {
    expect(storedFileName("invoice.html", "pdf")).toBe("invoice.pdf");
    expect(storedFileName("setup.exe", "pdf")).toBe("setup.pdf");
    expect(storedFileName("скан.JPG", "jpeg")).toBe("скан.jpg");
    expect(storedFileName("scan.tiff", "tiff")).toBe("scan.tif");
    expect(storedFileName("archive.tar.gz", "zip")).toBe("archive.tar.zip");
    expect(storedFileName("Акт сверки", "bmp")).toBe("Акт сверки.bmp");
    expect(storedFileName("Акт от 01.02.2026", "pdf")).toBe("Акт от 01.02.2026.pdf");
  });

  it("drops folders, control and direction characters, and leading or trailing dots", () => {
    expect(storedFileName("..\\..\\x.exe", "pdf")).toBe("x.pdf");
    expect(storedFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(storedFileName("invoice\u202efdp.exe", "pdf")).toBe("invoicefdp.pdf");
    expect(storedFileName("\u2066a\u2067b\u2068c\u2069\u200e\u200f\u202a\u202b\u202c\u202d.pdf", "pdf")).toBe(
      "abc.pdf",
    );
    expect(storedFileName("line\r\nbreak\u0000\u0085.pdf", "pdf")).toBe("linebreak.pdf");
    expect(storedFileName(".hidden scan.exe", "pdf")).toBe("hidden scan.pdf");
    expect(storedFileName(".htaccess", "pdf")).toBe("файл.pdf");
    expect(storedFileName("...", "pdf")).toBe("файл.pdf");
    expect(storedFileName("\u202e", "jpeg")).toBe("файл.jpg");
  });

  it("keeps the whole name within 200 characters, the extension included", () => {
    const long = storedFileName(`${"я".repeat(300)}.html`, "pdf");
    expect(long).toHaveLength(200);
    expect(long.endsWith("я.pdf")).toBe(true);
  });
});

describe("displayFileName", () => {
  it("keeps the claimed extension (messages name the file as the person chose it) but not the override", () => {
    expect(displayFileName("C:\\docs\\photo\u202egpj.exe")).toBe("photogpj.exe");
    expect(displayFileName("")).toBe("файл");
  });
});
