const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f5;margin:0;padding:24px;color:#212529}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px #0002}
h1{font-size:20px;margin:0 0 4px}.note{color:#868e96;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:6px 16px;margin:0 0 20px}dt{color:#495057}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:inline}button{font:inherit;border:0;border-radius:6px;padding:10px 16px;margin:4px 8px 4px 0;cursor:pointer}
.pay{background:#2f9e44;color:#fff}.cancel{background:#e9ecef}.fail{background:#e03131;color:#fff}
.error{color:#c92a2a}
</style></head><body><main>${body}</main></body></html>`;

export function checkoutPage(options: {
  session: string;
  prefix: string;
  itemName: string;
  description: string;
  amount: string;
  recurringAmount: string;
  billingDate: string;
  email: string;
}) {
  const action = (what: string) =>
    `<form method="post" action="${options.prefix}/eng/process/${escapeHtml(options.session)}/${what}">`;
  return page(
    "PayFast simulator",
    `<h1>PayFast simulator</h1>
<p class="note">Development stand-in for PayFast's payment page. No card is charged.</p>
<dl>
<dt>Item</dt><dd>${escapeHtml(options.itemName)}</dd>
${options.description ? `<dt>Details</dt><dd>${escapeHtml(options.description)}</dd>` : ""}
<dt>Pay now</dt><dd>R ${escapeHtml(options.amount)}</dd>
<dt>Then monthly</dt><dd>R ${escapeHtml(options.recurringAmount)} from ${escapeHtml(options.billingDate)}</dd>
<dt>Buyer</dt><dd>${escapeHtml(options.email)}</dd>
</dl>
${action("approve")}<button class="pay" type="submit">Approve payment</button></form>
${action("cancel")}<button class="cancel" type="submit">Cancel</button></form>
${action("fail")}<button class="fail" type="submit">Decline card</button></form>`,
  );
}

export function errorPage(message: string) {
  return page(
    "PayFast simulator",
    `<h1>PayFast simulator</h1><p class="error">${escapeHtml(message)}</p>`,
  );
}

export function cardUpdatePage(returnUrl: string) {
  return page(
    "PayFast simulator",
    `<h1>Update card</h1><p class="note">Simulator: the card on file is replaced.</p>
<p><a href="${escapeHtml(returnUrl)}">Card updated — return to the merchant</a></p>`,
  );
}
