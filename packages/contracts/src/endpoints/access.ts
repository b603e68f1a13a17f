/**
 * Who may use something, in one vocabulary for the API's endpoints and the web's route guards:
 * - `public`: anyone;
 * - `user`: a signed-in user;
 * - `company`: a signed-in user with a company, subscribed or not;
 * - `subscriber`: a company with a current trial or paid subscription;
 * - `admin`: an administrator.
 * The server's resolver turns each level into a caller or a 401/402/403 (ADR 024); the web's route
 * guard turns it into "allow" or a redirect (ADR 012), adding levels that only steer navigation.
 */
export const ACCESS_LEVELS = ["public", "user", "company", "subscriber", "admin"] as const;
export type Access = (typeof ACCESS_LEVELS)[number];
