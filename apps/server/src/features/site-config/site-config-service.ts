import {
  DEFAULT_INFORMATION_OFFICER_EMAIL,
  type PublicConfigResponse,
  type SiteConfigUpdate,
} from "@adviser-desk/contracts";
import { type Actor, writeAudit } from "#server/audit/audit-queries";
import type { ServerConfig } from "#server/config/env";
import type { Db } from "#server/db/database";
import { notifyChannel } from "#server/db/notify";
import * as queries from "./site-config-queries";
import { lockSiteConfig, type SiteConfigRow, writeSiteConfig } from "./site-config-queries";

export const SITE_CONFIG_CHANNEL = "site_config_changed";
/** Spec §9: the subscription amount when none is configured (R999.99). */
export const DEFAULT_SUBSCRIPTION_AMOUNT_CENTS = 99_999;

/**
 * The public view: stored values, else the environment's defaults. `version` is the admin-set
 * value, else the build id of the web app being served, so a new deploy prompts a refresh.
 */
export function publicConfig(
  row: SiteConfigRow,
  config: ServerConfig,
  buildId: string,
): PublicConfigResponse {
  const chatEnabled = row.chatEnabled;
  return {
    version: row.version ?? buildId,
    underConstruction: row.underConstruction,
    chatEnabled,
    chatWidgetScriptUrl: chatEnabled ? (config.chatWidgetScriptUrl ?? null) : null,
    trainingUrl: row.trainingUrl ?? config.trainingUrl ?? null,
    overviewVideoUrl: row.overviewVideoUrl ?? config.overviewVideoUrl ?? null,
    googleEnabled: config.google !== undefined,
    passwordMinLength: config.passwordMinLength,
    informationOfficer: {
      name: row.informationOfficerName,
      email: row.informationOfficerEmail ?? DEFAULT_INFORMATION_OFFICER_EMAIL,
    },
  };
}

/**
 * Saves an admin's change, with its audit entry, and tells every server instance (LISTEN/NOTIFY)
 * in the same transaction.
 */
export async function updateSiteConfig(db: Db, change: SiteConfigUpdate, admin: Actor) {
  return db.transaction(async (tx) => {
    const before = await lockSiteConfig(tx);
    const row = await writeSiteConfig(tx, change, admin.id);
    if (!row || !before) throw new Error("site_config row is missing");
    // Only what a save really changed is audited: saving the form as it stands is no event.
    const changed = (Object.keys(change) as (keyof SiteConfigUpdate)[]).filter(
      (k) => JSON.stringify(before[k]) !== JSON.stringify(row[k]),
    );
    if (changed.length > 0) {
      await writeAudit(tx, admin, {
        action: "config/update",
        targetType: "config",
        targetId: "site",
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, row[k]])),
      });
    }
    await notifyChannel(tx, SITE_CONFIG_CHANNEL, "");
    return row;
  });
}

/** The one site_config row (migration 0001 inserts it). */
export const readSiteConfig: typeof queries.readSiteConfig = (...args) =>
  queries.readSiteConfig(...args);
