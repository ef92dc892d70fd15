// The booking request as a form posts it (the slot chosen, its length and the notes): one schema for the
// page's own check before paying and for the action that books a studio without a deposit.
import { z } from "zod";
import { NOTES_MAX } from "./checkout";

export const bookingForm = z.object({
  studio_id: z.string().min(1, "Choose a studio.").max(64, "Not an id."),
  start: z.iso.datetime({ offset: true, error: "Choose a free time." }),
  hours: z.coerce
    .number({ error: "Choose a session length." })
    .int("Choose a session length.")
    .min(1, "A session lasts 1 to 8 hours.")
    .max(8, "A session lasts 1 to 8 hours."),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, `Notes are at most ${NOTES_MAX.toLocaleString("en-US")} characters.`)
    .optional()
    .transform((text) => (text ? text : null)),
});
export type BookingForm = z.output<typeof bookingForm>;
