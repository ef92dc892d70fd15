import type { Bindings } from "../../env";
import type { Messenger, OutgoingMessage } from "./message";

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Production e-mail through Resend's HTTP API (secrets: RESEND_API_KEY, MAIL_FROM). Not exercised
 * against the network in tests; its request shape is unit-tested with an injected fetch.
 */
export class ResendMailer implements Pick<Messenger, "sendEmail"> {
  constructor(
    private readonly env: Pick<Bindings, "RESEND_API_KEY" | "MAIL_FROM">,
    private readonly fetcher: FetchLike = fetch,
  ) {}

  async sendEmail(m: OutgoingMessage) {
    if (!this.env.RESEND_API_KEY || !this.env.MAIL_FROM)
      throw new Error("RESEND_API_KEY and MAIL_FROM must be set");
    const res = await this.fetcher("https://api.resend.com/emails", {
      method: "POST",
      headers: { Authorization: `Bearer ${this.env.RESEND_API_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ from: this.env.MAIL_FROM, to: [m.to], subject: m.subject, text: m.body }),
    });
    if (!res.ok) throw new Error(`Resend refused the message: ${res.status}`);
  }
}

/** Production SMS through Twilio's Messages API (secrets: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). */
export class TwilioSms implements Pick<Messenger, "sendSms"> {
  constructor(
    private readonly env: Pick<Bindings, "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_FROM">,
    private readonly fetcher: FetchLike = fetch,
  ) {}

  async sendSms(m: OutgoingMessage) {
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = this.env;
    if (!sid || !token || !from)
      throw new Error("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set");
    const res = await this.fetcher(`https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${btoa(`${sid}:${token}`)}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ To: m.to, From: from, Body: m.body }).toString(),
    });
    if (!res.ok) throw new Error(`Twilio refused the message: ${res.status}`);
  }
}
