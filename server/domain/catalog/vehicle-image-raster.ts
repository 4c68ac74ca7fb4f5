import { createHash } from "node:crypto";
import { MEDIA_EXT, MEDIA_MIME } from "../../../contract/media.ts";
import { parseGeneratedRaster } from "../../../contract/vehicle-image.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { renderDrawing } from "../media/image-pipeline.ts";

export interface DrawingFile {
  bytes: Uint8Array;
  mime: string;
}

/**
 * Raster renditions of the generated vehicle pictures (contract/vehicle-image.ts addresses), through the upload
 * pipeline's encoder. Each is rendered once: it is kept in the file store under a hash of the SVG it was drawn
 * from (so a new drawing or a recoloured dictionary entry is a new key, never a stale file), shared by every app
 * server on S3, and concurrent requests for one rendition wait for the same render.
 */
export function createVehicleImageRasters(deps: { files: FileStore; svg: (name: string) => Promise<string | null> }) {
  const rendering = new Map<string, Promise<Uint8Array>>();

  return {
    /** The rendition named `file`, or null when the name, the body, the colour or the view is unknown. */
    async file(file: string): Promise<DrawingFile | null> {
      const wanted = parseGeneratedRaster(file);
      if (!wanted) return null;
      const svg = await deps.svg(wanted.svgName);
      if (svg === null) return null;
      const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 22);
      const key = `generated/${hash}/${wanted.width}.${MEDIA_EXT[wanted.format]}`;
      const mime = MEDIA_MIME[wanted.format];
      const stored = await deps.files.get(key);
      if (stored) return { bytes: stored, mime };
      let job = rendering.get(key);
      if (!job) {
        job = (async () => {
          const bytes = await renderDrawing(svg, wanted.width, wanted.format);
          await deps.files.put(key, bytes, mime);
          return bytes;
        })().finally(() => rendering.delete(key));
        rendering.set(key, job);
      }
      return { bytes: await job, mime };
    },
  };
}
