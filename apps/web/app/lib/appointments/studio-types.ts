// The studio's wire types, taken from the api's endpoint table (lib/api/endpoints) so a field renamed in
// the api's contract (features/appointments) fails the web's typecheck where it is read.
import type { AnswerOf, BodyOf } from "../api/endpoints";

/** A booking as the studio reads it (`role: "studio"`), or as its client (the upcoming list mixes both). */
export type StudioBooking = AnswerOf<"GET /creator/appointments/{id}">;
export type BookingStatus = StudioBooking["status"];
/** The producer's studio and schedule, everything they saved. */
export type StudioSettings = NonNullable<AnswerOf<"GET /creator/studio">>;
export type StudioSlots = AnswerOf<"GET /creator/studio/slots/{id}">;
export type FreeSlot = StudioSlots["slots"][number];
export type WeeklyRange = StudioSettings["weekly"][number];
export type DateOverride = StudioSettings["overrides"][number];
export type ClockRange = DateOverride["ranges"][number];
/** What `POST /creator/studio/save` takes (without the clientData every call may carry). */
export type SaveStudioBody = Omit<BodyOf<"POST /creator/studio/save">, "clientData">;
/** The moves a studio makes on a booking. */
export type StudioMove = "confirm" | "decline" | "complete" | "cancel";
