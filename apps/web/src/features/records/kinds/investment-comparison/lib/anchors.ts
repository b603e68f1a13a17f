/** The results' anchor, for the phones' "See the results" link above them. */
export const RESULTS_ID = "comparison-results";
