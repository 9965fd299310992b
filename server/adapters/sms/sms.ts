/** Texts a message to an Indian mobile number (ten digits). Rejects when the message could not be handed over. */
export interface SmsSender {
  /** 'outbox' keeps messages in the database for development; 'gateway' hands them to a real SMS provider. */
  readonly kind: 'outbox' | 'gateway';
  send(mobile: string, text: string): Promise<void>;
}
