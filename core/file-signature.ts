/**
 * The type of an uploaded file by its first bytes (magic numbers), never by its name (SPEC.md §5):
 * the browser checks before sending and the server checks again with the same rule.
 */
export type FileKind = "pdf" | "jpeg" | "tiff" | "bmp" | "zip";

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((v, k) => b[k] === v);
const u32le = (b: Uint8Array, at: number) =>
  ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)) + (b[at + 3] ?? 0) * 2 ** 24;

/** BMP has only "BM" as a signature; the header's DIB size must be one of the known ones, so text starting "BM" fails. */
const BMP_DIB_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/** The kind of a file from its first bytes (32 are enough), or null when it is none of the known ones. */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || // II*\0 little-endian TIFF
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) || // MM\0* big-endian TIFF
    startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || // BigTIFF
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])
  ) {
    return "tiff";
  }
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26 && BMP_DIB_SIZES.has(u32le(bytes, 14))) return "bmp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return "zip";
  return null;
}
