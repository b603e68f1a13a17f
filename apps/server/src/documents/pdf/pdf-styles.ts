import { StyleSheet } from "@react-pdf/renderer";

export const INK = "#1b2430";
export const MUTED = "#5c6670";
export const ACCENT = "#1f3a68";
export const RULE = "#d5dbe1";
export const BAND = "#f3f5f8";
export const ESTIMATE = "#b35c00";

export const styles = StyleSheet.create({
  page: {
    fontFamily: "Inter",
    fontSize: 9,
    color: INK,
    paddingTop: 40,
    paddingBottom: 56,
    paddingHorizontal: 42,
  },
  header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  companyBlock: { flexDirection: "column", maxWidth: 280 },
  companyName: { fontSize: 13, fontWeight: 700, color: ACCENT },
  contactBlock: { flexDirection: "column", alignItems: "flex-end", fontSize: 8, color: MUTED },
  contactLine: { textAlign: "right" },
  logo: { objectFit: "contain", marginBottom: 6 },
  divider: { borderBottomWidth: 1.5, borderBottomColor: ACCENT, marginTop: 12, marginBottom: 16 },
  title: { fontSize: 18, fontWeight: 700, color: INK, lineHeight: 1.25, marginBottom: 2 },
  subtitle: { fontSize: 11, fontWeight: 600, color: MUTED, marginTop: 2 },
  metaRow: { flexDirection: "row", marginTop: 10, gap: 24 },
  metaItem: { flexDirection: "column" },
  metaLabel: { fontSize: 7, color: MUTED, textTransform: "uppercase", letterSpacing: 0.6 },
  metaValue: { fontSize: 10, fontWeight: 600 },
  lockedNote: { marginTop: 8, fontSize: 8, color: MUTED },
  section: { marginTop: 18 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 700,
    color: ACCENT,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
  },
  note: { fontSize: 8, color: MUTED, marginBottom: 4 },
  factRow: {
    flexDirection: "row",
    justifyContent: "space-between",
    paddingVertical: 2.5,
    borderBottomWidth: 0.5,
    borderBottomColor: "#eceff2",
  },
  factLabel: { flexGrow: 1, flexShrink: 1, paddingRight: 12 },
  // A long value (a sentence in words) wraps inside its share of the row, by whole words.
  factValue: { textAlign: "right", flexShrink: 1, maxWidth: "62%" },
  strong: { fontWeight: 700 },
  estimate: { fontSize: 7, color: ESTIMATE },
  tableHeader: {
    flexDirection: "row",
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontWeight: 600,
    fontSize: 7.5,
  },
  tableRow: { flexDirection: "row", fontSize: 8 },
  tableRowBand: { backgroundColor: BAND },
  tableFooter: {
    flexDirection: "row",
    fontSize: 8,
    fontWeight: 700,
    borderTopWidth: 1,
    borderTopColor: INK,
  },
  cell: { paddingVertical: 2.5, paddingHorizontal: 4 },
  numeric: { textAlign: "right" },
  bullet: { flexDirection: "row", marginBottom: 3 },
  bulletMark: { width: 10, color: MUTED },
  // fontSize set here too: react-pdf applies lineHeight to an inherited size wrongly.
  bulletText: { flexGrow: 1, flexShrink: 1, fontSize: 9, lineHeight: 1.3 },
  traceRow: {
    flexDirection: "row",
    paddingVertical: 2,
    borderBottomWidth: 0.5,
    borderBottomColor: "#eceff2",
  },
  traceLabel: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 10 },
  traceRule: { fontSize: 7, color: MUTED, lineHeight: 1.3 },
  traceAmount: { width: 90, flexShrink: 0, textAlign: "right" },
  disclaimer: { fontSize: 8, color: MUTED, marginTop: 6, lineHeight: 1.4 },
  footerLeft: {
    position: "absolute",
    bottom: 24,
    left: 42,
    right: 130,
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
  // No lineHeight here or on the page: react-pdf 4.9 drops a render-prop text that has one.
  footerRight: {
    position: "absolute",
    bottom: 24,
    right: 42,
    width: 88,
    textAlign: "right",
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 5,
  },
  legend: { flexDirection: "row", flexWrap: "wrap", marginTop: 4, gap: 10 },
  legendItem: { flexDirection: "row", alignItems: "center", gap: 4, fontSize: 7.5 },
});
