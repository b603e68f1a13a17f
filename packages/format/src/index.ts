export {
  formatDate,
  formatDateOr,
  formatDateTime,
  formatMonthsAsTerm,
  formatMonthYear,
  formatTime,
} from "./date";
export { formatDecimalEditText, formatMoneyEditText } from "./edit-text";
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
  fractionToPercent,
  percentToFraction,
} from "./number";
