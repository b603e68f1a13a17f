export { account } from "./account";
export { rateLimitCounter } from "./rate-limit-counter";
export { session } from "./session";
export { user } from "./user";
export { verification } from "./verification";
