/** Where PayFast lives for a mode; the simulator is served by this app under /payfast-simulator. */
export interface PayfastEndpoints {
  process: string;
  validate: string;
  api: string;
  /** Sandbox API calls carry `?testing=true` (not signed). */
  apiTesting: boolean;
  /** The card-update page for a subscription token, or null where PayFast has none (sandbox). */
  cardUpdate: ((token: string, returnUrl: string) => string) | null;
}

export const SIMULATOR_PREFIX = "/payfast-simulator";

export function payfastEndpoints(
  mode: "sandbox" | "live" | "simulator",
  publicUrl: string,
): PayfastEndpoints {
  const cardUpdate = (base: string) => (token: string, returnUrl: string) =>
    `${base}/eng/recurring/update/${encodeURIComponent(token)}?return=${encodeURIComponent(returnUrl)}`;
  if (mode === "simulator") {
    const base = `${publicUrl}${SIMULATOR_PREFIX}`;
    return {
      process: `${base}/eng/process`,
      validate: `${base}/eng/query/validate`,
      api: `${base}/api`,
      apiTesting: false,
      cardUpdate: cardUpdate(base),
    };
  }
  const host = mode === "live" ? "https://www.payfast.co.za" : "https://sandbox.payfast.co.za";
  return {
    process: `${host}/eng/process`,
    validate: `${host}/eng/query/validate`,
    api: "https://api.payfast.co.za",
    apiTesting: mode === "sandbox",
    cardUpdate: mode === "live" ? cardUpdate(host) : null,
  };
}
