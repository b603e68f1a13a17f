// Who runs Adviser Desk, as printed on screens (privacy policy, subscriptions). Confirm these
// with the business owner before launch and change them here only.

export const operatorDetails = {
  /** The business that operates Adviser Desk (the responsible party under POPIA). */
  name: "Adviser Desk",
  /** Where advisers write about their account and subscription. */
  supportEmail: "support@adviserdesk.co.za",
} as const;
