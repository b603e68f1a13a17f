import { ConfigError, loadServerConfig, type ServerConfig } from "#server/config/env";
import { type BillingConfig, parseBillingEnv } from "#server/features/billing";

/** The whole configuration: the shared part and each feature's own (ADR 047). */
export interface AppConfig extends ServerConfig {
  billing: BillingConfig;
}

/**
 * Reads and validates the environment, the shared variables first, then each feature's; a bad
 * variable stops start-up with a message naming it.
 */
export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const server = loadServerConfig(env);
  const billing = parseBillingEnv(env, server.env);
  if (!billing.config) {
    throw new ConfigError(
      `Invalid environment:\n${billing.problems.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  return { ...server, billing: billing.config };
}
