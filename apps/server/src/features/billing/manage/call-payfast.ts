import { payfastRefused, payfastUnavailable } from "../billing-errors";
import { PayfastRefusedError, PayfastUnavailableError } from "../payfast/subscriptions-api";

/** Runs a Subscriptions API call, turning PayFast's failures into clear problems. */
export async function callPayfast<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayfastUnavailableError) throw payfastUnavailable();
    if (error instanceof PayfastRefusedError) throw payfastRefused(error.message);
    throw error;
  }
}
