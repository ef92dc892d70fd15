/** The demo producer's studio, its weekly hours and two paid bookings (see studio.mjs). */
export const STUDIO: {
  id: string;
  name: string;
  city: string;
  address: string;
  hourlyRateCents: number;
  depositPercent: number;
  lengths: number[];
  bufferMinutes: number;
  minNoticeHours: number;
  horizonDays: number;
};

export function studioStatements(
  people: { producer: { id: string; name: string }; client: { id: string; name: string } },
  now?: number,
): { statements: string[]; bookings: string[]; held: number };
