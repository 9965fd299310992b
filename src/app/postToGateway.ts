/** What the server's payment calls answer: the form the browser posts to the card gateway. */
export interface GatewayForm {
  gatewayUrl: string;
  encRequest: string;
  accessCode: string;
}

/**
 * Leaves the app for the card gateway the way its integration asks: a hidden form posting `encRequest`
 * and `access_code` to the gateway's page (spec section 4). The gateway sends the customer back to a
 * result page.
 */
export function postToGateway({ gatewayUrl, encRequest, accessCode }: GatewayForm): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = gatewayUrl;
  form.hidden = true;
  const fields = { encRequest, access_code: accessCode };
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
