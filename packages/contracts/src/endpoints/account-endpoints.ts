import { publicConfigResponseSchema } from "../config";
import { meResponseSchema } from "../me";
import { currentRateTablesSchema } from "../rate-tables";
import { endpointDetails } from "./endpoint";

/** The caller, the site config everyone reads and the rate tables the calculators compute with. */
export const accountEndpoints = endpointDetails({
  getMe: {
    area: "me",
    summary: "The signed-in user, their company (or null) and their claims",
    tags: ["me"],
    response: { status: 200, description: "The caller.", schema: meResponseSchema },
  },
  getConfig: {
    area: "config",
    summary: "Live site configuration (spec config documents)",
    tags: ["config"],
    response: { status: 200, description: "The config.", schema: publicConfigResponseSchema },
  },
  streamConfig: {
    area: "config",
    summary: "Server-sent events: the config now, then each change (`event: config`)",
    description:
      "A page signed in when it connected also gets `event: signed-out` (`{ code, detail }`) the " +
      "moment an administrator disables or deletes its user, or at connect when that already happened.",
    tags: ["config"],
    response: { status: 200, description: "An event stream.", mediaType: "text/event-stream" },
  },
  currentRateTables: {
    area: "rate-tables",
    summary: "The newest version of every tax year, transfer duty table and transfer cost tariff",
    description:
      "The same tables the server computes saved results with, so a result shown while typing " +
      "equals the one saved. Each comes with its identity (`ref`: row id, key, version).",
    tags: ["rate-tables"],
    response: { status: 200, description: "Every current table.", schema: currentRateTablesSchema },
  },
});
