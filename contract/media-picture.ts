import { z } from "zod";

/** A picture in its renditions, as the API describes it (the addresses come from media.ts). */
export const MediaPictureSourceSchema = z
  .object({
    type: z.enum(["image/avif", "image/webp", "image/jpeg"]),
    srcset: z.string().meta({ description: "`/media/<code>/<width>.<ext> <width>w`, comma-separated" }),
  })
  .meta({ id: "MediaPictureSource" });

export const MediaPictureSchema = z
  .object({
    src: z.string().meta({ description: "The JPEG of about 640 px, for browsers without <picture>" }),
    width: z.number().int().meta({ description: "Width of the widest rendition, px" }),
    height: z.number().int().meta({ description: "Height of the widest rendition, px" }),
    sources: z.array(MediaPictureSourceSchema).meta({ description: "AVIF, then WebP, then JPEG" }),
  })
  .meta({ id: "MediaPicture" });
export type MediaPicture = z.infer<typeof MediaPictureSchema>;
