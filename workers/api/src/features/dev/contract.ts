import { z } from "@hono/zod-openapi";

// The development-only tools' schemas (hidden from the document outside development).

export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms"]),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  created_at: z.string(),
});

export const OutboxList = z.array(OutboxMessage);

export const OutboxQuery = z.object({ to: z.string().min(3).max(254), clientData: z.string().optional() });

export const SandboxProviderParam = z.object({ provider: z.enum(["google", "apple"]) });

export const SandboxIdTokenBody = z
  .object({
    email: z.email(),
    name: z.string().max(80).optional(),
    nonce: z.string().min(16).max(256),
  })
  .strict();

export const SandboxIdToken = z.object({ id_token: z.string() });

export const SeedNotificationsBody = z.object({ count: z.number().int().min(1).max(500) }).strict();

export const SeededNotifications = z.object({ created: z.number().int() });

export const AgePaymentMethodBody = z
  .object({
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
  })
  .strict();

export const AgedPaymentMethod = z.object({ id: z.string(), created_at: z.string() });

export const AgeBookingBody = z
  .object({
    hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30),
  })
  .strict();

export const AgedBooking = z.object({ id: z.string(), starts_at: z.string(), ends_at: z.string() });
