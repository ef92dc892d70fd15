import { z } from "@hono/zod-openapi";

const text = (max: number) => z.string().max(max);
const coordinate = z.union([z.number(), z.string().regex(/^-?\d{1,3}(\.\d+)?$/)]).transform(Number);

/** Spec §3 client data, as the client describes itself. Unknown keys are dropped, lengths capped. */
export const ClientDataSchema = z
  .object({
    ip: text(64),
    city: text(120),
    region: text(120),
    country: text(64),
    postal: text(32),
    latitude: coordinate,
    longitude: coordinate,
    timezone: text(64),
    currency: text(8),
    isp: text(160),
    device: z.enum(["Mobile", "Tablet", "Desktop", "Unknown"]),
    access_route: text(512),
    access_time: z.iso.datetime({ offset: true }),
  })
  .partial();

export type ClientData = z.infer<typeof ClientDataSchema>;
