import { z } from "@hono/zod-openapi";

/** Counters and the viewer's own flags of what can be liked, saved and followed (albums, artists). */
export const followableShape = {
  like_count: z.number().int(),
  save_count: z.number().int(),
  follower_count: z.number().int(),
  play_count: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  followed: z.boolean(),
};
