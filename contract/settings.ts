import { z } from "zod";
import { ProfileSchema } from "./account.ts";

export const ProfilesResponseSchema = z
  .object({
    profiles: z.array(ProfileSchema),
    activeId: z.number().int().nullable(),
  })
  .meta({ id: "ProfilesResponse" });
export type ProfilesResponse = z.infer<typeof ProfilesResponseSchema>;

export const ProfileSetRequestSchema = z
  .object({
    id: z.coerce
      .number("Укажите профиль")
      .int("Укажите профиль")
      .positive("Укажите профиль")
      .meta({ "x-account-resource": "profile" }),
  })
  .meta({ id: "ProfileSetRequest" });

export const ProfileSetResponseSchema = z.object({ profile: ProfileSchema }).meta({ id: "ProfileSetResponse" });
