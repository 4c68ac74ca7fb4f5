import { Hono } from "hono";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { MEDIA_WIDTHS } from "../../contract/media.ts";
import type { ApiEnv } from "./api-env.ts";
import { responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";

/** A rendition never changes under its address (a new picture gets a new code), so anyone may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * /media/<code>/<width>.<ext>: the stored renditions of back office pictures (issue 15), public, straight from the
 * file store (disk or S3). The address maps onto one store key; anything else is 404.
 */
export const mediaApi = new Hono<ApiEnv>({ strict: false }).get("/:code/:file", async (c) => {
  const file = await c.var.services.media.file(c.req.path);
  if (!file) return problem(c, 404, "Изображение не найдено");
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    "content-type": file.mime,
    "cache-control": IMMUTABLE,
    "x-content-type-options": "nosniff",
  });
});

const { "200": _ok, ...notFound } = responses(z.never(), [404]) as Record<string, unknown>;

export const mediaPaths: ZodOpenApiPathsObject = {
  "/media/{code}/{file}": {
    get: {
      summary: `A rendition of a picture uploaded by the back office, public and immutable (Cache-Control: ${IMMUTABLE}); 404 for any other address`,
      tags: ["Media"],
      requestParams: {
        path: z.object({
          code: z.string().meta({ description: "The picture's public code (16 URL-safe characters)" }),
          file: z.string().meta({
            description: `<width>.<avif|webp|jpg>; width one of ${MEDIA_WIDTHS.join(", ")} not above the original, or the original width when narrower`,
            example: "640.webp",
          }),
        }),
      },
      responses: {
        200: {
          description: "The picture",
          content: Object.fromEntries(["image/avif", "image/webp", "image/jpeg"].map((t) => [t, {}])),
        },
        ...notFound,
      },
    },
  },
};
