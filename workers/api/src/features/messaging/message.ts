// What a messenger sends and the interface every adapter (provider or the dev outbox) implements.
export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
  /** The one-time code in the message, if any: the dev outbox exposes it so local flows can be completed. */
  code?: string;
}

/** Where e-mail and SMS go. One adapter per external provider, plus the local sandbox outbox. */
export interface Messenger {
  sendEmail(message: OutgoingMessage): Promise<void>;
  sendSms(message: OutgoingMessage): Promise<void>;
}
