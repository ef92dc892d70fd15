import type { Bindings } from "../../env";
import type { Db } from "../../kit/db";
import type { Messenger } from "./message";
import { OutboxMessenger } from "./outbox-messenger";
import { ResendMailer, TwilioSms } from "./provider-messengers";

/**
 * Picks adapters from configuration: `MAILER` = outbox | resend, `SMS` = outbox | twilio. The outbox is
 * refused outside development so production never silently swallows a password-reset e-mail.
 */
export function createMessenger(env: Bindings, db: Db): Messenger {
  const outbox = new OutboxMessenger(db);
  const devOnly = (kind: string) => {
    if (env.ENVIRONMENT !== "development") throw new Error(`${kind}=outbox is only allowed in development`);
    return outbox;
  };
  const mail = env.MAILER === "resend" ? new ResendMailer(env) : devOnly("MAILER");
  const sms = env.SMS === "twilio" ? new TwilioSms(env) : devOnly("SMS");
  return { sendEmail: (m) => mail.sendEmail(m), sendSms: (m) => sms.sendSms(m) };
}
