// What the studio pages' loaders hand their routes (lib/appointments/studio-pages.server).
import type { Page } from "../api/contract";
import type { StudioView } from "./studio-paths";
import type { IsoDate } from "./studio-time";
import type { StudioBooking, StudioSettings, StudioSlots } from "./studio-types";

export interface StudioHomeData {
  view: StudioView;
  /** Null before the producer first saves a studio: the page opens its form. */
  studio: StudioSettings | null;
  /** Today on the studio's calendar (the server's clock in the studio's zone). */
  today: IsoDate | null;
  /** The requests tab: the pending requests (first page), what is ahead, what ended unmarked. */
  pending: Page<StudioBooking> | null;
  upcoming: StudioBooking[];
  ended: StudioBooking[];
  /** The settings tab: the next week's free slots as clients see them (null: could not be read). */
  slots: StudioSlots | null;
}

export interface StudioBookingData {
  booking: StudioBooking;
}
