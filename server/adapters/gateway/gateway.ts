/**
 * The card payment gateway (CCAvenue's non-seamless flow): the browser posts an encrypted request to
 * the gateway's page, the customer pays there, and the gateway posts an encrypted reply back to our
 * `transaction/ccavResponseHandler`. The working key that encrypts both never leaves the server.
 */

/** One payment attempt, as the gateway's merchant parameters carry it. */
export interface GatewayRequest {
  /** Our payment's id: the gateway's `order_id`, unique per attempt. */
  paymentId: string;
  amountPaise: number;
  /** Where the gateway posts its reply, and where an aborted payment returns: absolute URLs. */
  redirectUrl: string;
  cancelUrl: string;
  /** The server's own origin as the browser reaches it (`https://shop.example`): the sandbox is served there. */
  origin: string;
  billing: { name: string; email: string; tel: string };
}

/** What the browser posts, in a hidden form, to `url`: fields `encRequest` and `access_code`. */
export interface GatewayForm {
  url: string;
  encRequest: string;
  accessCode: string;
}

/** The redirect's reply (`encResp`), decrypted. */
export interface GatewayReply {
  /** Our payment's id (`order_id`). */
  paymentId: string;
  trackingId: string;
  /** `order_status` as the gateway wrote it: Success, Failure, Aborted, Invalid, Awaited, ... */
  status: string;
  amountPaise: number;
  currency: string;
}

/** The status API's (`orderStatusTracker`) word on a payment. */
export interface GatewayStatus {
  /** `order_status`: Successful, Shipped, Awaited, Initiated, Unsuccessful, Aborted, Cancelled, ... */
  status: string;
  amountPaise: number;
  trackingId: string;
}

/** A reply that does not decrypt to a well-formed reply with our key: tampered, forged or garbled. */
export class GatewayReplyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayReplyError';
  }
}

export interface CardGateway {
  /** 'sandbox' (our own stand-in, served by this server) while no merchant credentials are configured. */
  kind: 'sandbox' | 'ccavenue';
  /** Where the browser posts the payment form when that is not this server: the pages' form-action allows it. */
  formOrigin?: string;
  /** The form the browser posts to start paying. */
  form(request: GatewayRequest): GatewayForm;
  /** Decrypts and checks the shape of a reply; throws `GatewayReplyError` when it is not a reply of ours. */
  readReply(encResp: string): GatewayReply;
  /**
   * Asks the status API about a payment; null when no status API is configured. Rejects when the API
   * could not be reached or answered nonsense (the caller keeps the payment pending and asks again later).
   */
  status(paymentId: string): Promise<GatewayStatus | null>;
}
