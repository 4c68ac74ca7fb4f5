import { ZipArchive } from "archiver";

/**
 * ZIP of several files with `archiver` (ADR 029), for «download the checked documents». Names are flat (no
 * folders: a slash or another character a file system refuses becomes «_») and unique regardless of letter case,
 * since Windows and macOS extract «Акт.pdf» and «акт.pdf» onto one file: a repeated name gets « (2)», « (3)»…
 * before its extension. Non-ASCII names are written as UTF-8 with the ZIP flag that says so.
 */

export interface ZipFile {
  name: string;
  bytes: Uint8Array;
}

function safeName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  const clean = name.replace(/[\u0000-\u001f\u007f\\/:*?"<>|]/g, "_").trim();
  return clean.replace(/^\.+/, "_") || "file";
}

/** The names as they go into the archive: safe, and made unique with « (2)», « (3)»… */
export function uniqueNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = safeName(raw);
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

export async function zipFiles(files: ZipFile[]): Promise<Uint8Array> {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    archive.on("data", (chunk: Buffer) => chunks.push(chunk));
    archive.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    archive.on("error", reject);
    archive.on("warning", reject);
  });
  const names = uniqueNames(files.map((f) => f.name));
  files.forEach((file, i) => {
    archive.append(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength), {
      name: names[i] as string,
    });
  });
  await archive.finalize();
  return done;
}
