/**
 * `npm run bench [section…]` — prints what our budgets are measured by. Sections: finance,
 * bundle, me, records, reports, startup, billing, admin, navigation, export (all by default). Numbers are printed,
 * never asserted.
 */

import { benchAdminUsers } from "./admin-users";
import { benchBilling } from "./billing";
import { benchClientExport } from "./client-export";
import { benchFinance } from "./finance";
import { benchLoginBundle } from "./login-bundle";
import { benchMeUnderLoad } from "./me-under-load";
import { benchNavigation } from "./navigation";
import { benchRecordsUnderLoad } from "./records-under-load";
import { benchReports } from "./reports";
import { benchStartup } from "./startup";

const sections: Record<string, () => Promise<void>> = {
  finance: benchFinance,
  bundle: benchLoginBundle,
  me: benchMeUnderLoad,
  records: benchRecordsUnderLoad,
  reports: benchReports,
  startup: benchStartup,
  billing: benchBilling,
  admin: benchAdminUsers,
  navigation: benchNavigation,
  export: benchClientExport,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((a) => !(a in sections));
if (unknown.length > 0) {
  throw new Error(
    `unknown bench section ${unknown.join(", ")}: ${Object.keys(sections).join(", ")}`,
  );
}
for (const name of wanted.length > 0 ? wanted : Object.keys(sections)) {
  console.log(`\n=== ${name} ===`);
  await sections[name]?.();
}
