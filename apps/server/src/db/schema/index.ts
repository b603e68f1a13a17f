export { account } from "./account";
export { company } from "./company";
export { companyLogo } from "./company-logo";
export { rateLimitCounter } from "./rate-limit-counter";
export { session } from "./session";
export { siteConfig } from "./site-config";
export { subscription, subscriptionStatus } from "./subscription";
export { user } from "./user";
export { verification } from "./verification";
