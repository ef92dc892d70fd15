// The appointments' wire types, taken from the api's endpoint table (its zod contracts): a field renamed
// in the api fails the web's typecheck wherever it is read. Type-only.
import type { AnswerOf, QueryOf } from "../api/endpoints";

export type StudioPage = AnswerOf<"GET /creator/studio/list">;
export type StudioSummary = StudioPage["data"][number];
export type PublicStudio = AnswerOf<"GET /creator/studio/{id}">;
export type StudioSlots = AnswerOf<"GET /creator/studio/slots/{id}">;
export type FreeSlot = StudioSlots["slots"][number];
export type Booking = AnswerOf<"GET /creator/appointments/{id}">;
export type BookingPage = AnswerOf<"GET /creator/appointments">;
export type BookingStatus = Booking["status"];
export type BookingRole = Booking["role"];
export type BookingQuery = QueryOf<"GET /creator/appointments">;
