import { run } from "mitata";
import { registerBondBenches } from "./bond";
import { registerInvestmentBenches } from "./investment";
import { registerPropertyBenches } from "./property";
import { registerTaxBenches } from "./tax";

registerTaxBenches();
registerPropertyBenches();
registerBondBenches();
registerInvestmentBenches();

await run();
