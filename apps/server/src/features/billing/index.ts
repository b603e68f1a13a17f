/*
 * The billing feature's face: what other modules may import of it (ADR 052). Everything
 * else in this folder is private to the feature.
 */
export { type BillingConfig, parseBillingEnv } from "./billing-env";
export { countOutboxBacklog, seatsChanged } from "./billing-service";
export { listUnappliedPayments } from "./itn/unapplied-payments";
export { payfastEndpoints } from "./payfast/payfast-endpoints";
export { register } from "./register";
export { listFailingSeatChanges } from "./seats/failing-seat-changes";
