import { discretionary } from "./discretionary";
import { endowment } from "./endowment";
import type { MarketWrapperRules, Wrapper } from "./market-wrapper";
import { retirementAnnuity } from "./retirement-annuity";
import { tfsa } from "./tfsa";

/** Each tax wrapper's rules, one per wrapper a market option may name. */
export const MARKET_WRAPPERS = {
  discretionary,
  endowment,
  "retirement-annuity": retirementAnnuity,
  tfsa,
} satisfies Record<Wrapper, MarketWrapperRules>;
