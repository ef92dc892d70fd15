import { z } from "@hono/zod-openapi";
import { Country, Email, Name, Password, Phone } from "./contract";

export const RegisterBody = z
  .object({
    name: Name,
    email: Email,
    password: Password,
    phone: Phone.optional(),
    country: Country.optional(),
  })
  .strict()
  .openapi("RegisterBody");

export const LoginBody = z
  .object({
    email: Email,
    password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(1024),
  })
  .strict()
  .openapi("LoginBody");
