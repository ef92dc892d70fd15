import type { RatePolicy } from "../../kit/rate-limit/rate-limit";

/*
 * How often a mobile money number may be sent a payment prompt (docs/decisions/0507). A prompt is a
 * charge request the number's owner approves on the phone: cheap to send and easy to abuse (spam, or
 * coaxing a stranger into approving a charge that funds someone else's wallet). Every limit is counted
 * in the RateLimiter Durable Object before the provider is called, so parallel requests cannot overshoot.
 * The numbers leave room for a person who retries a declined prompt a few times; nothing legitimate
 * needs more.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One account: 5 mobile money prompts an hour… */
export const PROMPTS_PER_USER_HOUR: RatePolicy = {
  name: "momo-user-hour",
  limit: 5,
  windowMs: HOUR_MS,
  message: "You have sent too many mobile money payment requests this hour. Try again later.",
};

/** …and 20 a day. */
export const PROMPTS_PER_USER_DAY: RatePolicy = {
  name: "momo-user-day",
  limit: 20,
  windowMs: DAY_MS,
  message: "You have sent too many mobile money payment requests today. Try again tomorrow.",
};

/** One number: 10 prompts a day, whichever accounts saved it. */
export const PROMPTS_PER_NUMBER_DAY: RatePolicy = {
  name: "momo-number-day",
  limit: 10,
  windowMs: DAY_MS,
  message: "This mobile money number has received too many payment requests today. Try again tomorrow.",
};

/** The refusal of a charge to a mobile money number its owner has not proven with a code. */
export const UNVERIFIED_NUMBER_MESSAGE =
  "Verify this mobile money number first: enter the code we text to it.";
