import type { Db } from "../../kit/db";
import { newId } from "../../kit/ids";
import type { Messenger, OutgoingMessage } from "./message";
import { outbox } from "./schema";

/** Local sandbox: messages are written to the D1 outbox and logged, readable at GET /api/v1/dev/outbox. */
export class OutboxMessenger implements Messenger {
  constructor(private readonly db: Db) {}

  private async store(channel: "email" | "sms", m: OutgoingMessage) {
    await this.db.insert(outbox).values({
      id: newId("msg"),
      channel,
      recipient: m.to,
      subject: m.subject,
      body: m.body,
      code: m.code ?? null,
      createdAt: new Date(),
    });
    console.log(`[outbox] ${channel} to ${m.to}: ${m.subject}${m.code ? ` (code ${m.code})` : ""}`);
  }

  sendEmail(m: OutgoingMessage) {
    return this.store("email", m);
  }

  sendSms(m: OutgoingMessage) {
    return this.store("sms", m);
  }
}
