import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./user";

/** The one row of live site settings (spec config documents); null means "use the default". */
export const siteConfig = pgTable(
  "site_config",
  {
    id: integer("id").primaryKey().default(1),
    version: text("version"),
    underConstruction: boolean("under_construction").notNull().default(false),
    chatEnabled: boolean("chat_enabled").notNull().default(true),
    trainingUrl: text("training_url"),
    overviewVideoUrl: text("overview_video_url"),
    subscriptionAmountCents: integer("subscription_amount_cents"),
    /** The Information Officer printed in the privacy policy (POPIA s 55); null: the default. */
    informationOfficerName: text("information_officer_name"),
    informationOfficerEmail: text("information_officer_email"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [check("site_config_single_row", sql`${t.id} = 1`)],
);
