import type { PaymentFormResponse } from "@adviser-desk/contracts";

/**
 * Posts the server-signed fields to PayFast as an ordinary HTML form, in the server's order.
 * Nothing here is computed in the browser: amounts and signature come from the server.
 */
export function postToPayfast({ action, fields }: Pick<PaymentFormResponse, "action" | "fields">) {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
