import { run } from "mitata";
import { registerBondBenches } from "./bond";
import { registerInvestmentBenches } from "./investment";
import { registerPropertyBenches } from "./property";
import { registerTaxBenches } from "./tax";

registerTaxBenches();
registerPropertyBenches();
registerBondBenches();
registerInvestmentBenches();

// mitata prints ANSI colours even when piped (it only checks NO_COLOR/FORCE_COLOR): colour a
// terminal only, so logs and `npm run bench > file` stay plain text. This is a CLI entry, not the
// engine, so it may read the process.
// biome-ignore lint/style/noRestrictedGlobals: the bench runner is a CLI script, not the engine
await run({ colors: process.stdout.isTTY === true });
