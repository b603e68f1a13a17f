import { namedRoutes } from "./route";

/** The caller, the site config everyone reads, the rate tables the calculators compute with. */
export const accountRoutes = namedRoutes({
  getMe: { method: "GET", path: "/api/v1/me", access: "user" },
  getConfig: { method: "GET", path: "/api/v1/config", access: "public" },
  streamConfig: { method: "GET", path: "/api/v1/config/stream", access: "public" },
  currentRateTables: {
    method: "GET",
    path: "/api/v1/rate-tables",
    access: "subscriber",
    needs: "company.read",
  },
});
