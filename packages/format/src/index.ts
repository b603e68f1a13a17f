export {
  formatDate,
  formatDateOr,
  formatDateTime,
  formatMonthsAsTerm,
  formatMonthYear,
} from "./date";
export {
  formatAmountInText,
  formatCents,
  formatCentsInText,
  formatMoney,
  formatMoneyAxis,
  formatMoneyChange,
  formatMoneyWhole,
} from "./money";
export {
  formatCentsPerKm,
  formatDecimal,
  formatKilometres,
  formatPercent,
  formatPointsChange,
  formatRate,
  formatWhole,
} from "./number";
