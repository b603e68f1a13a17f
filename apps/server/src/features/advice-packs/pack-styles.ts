import { StyleSheet } from "@react-pdf/renderer";
import { ACCENT, INK, MUTED, RULE } from "#server/documents/pdf/pdf-styles";

export const packStyles = StyleSheet.create({
  cover: { flexDirection: "column", paddingTop: 80 },
  coverRule: {
    borderBottomWidth: 2,
    borderBottomColor: ACCENT,
    marginTop: 36,
    marginBottom: 28,
    width: 120,
  },
  coverTitle: { fontSize: 30, fontWeight: 700, color: INK, lineHeight: 1.2 },
  coverClient: { fontSize: 18, fontWeight: 600, color: ACCENT, marginTop: 8, lineHeight: 1.3 },
  coverFacts: { marginTop: 48 },
  coverFact: {
    flexDirection: "row",
    paddingVertical: 6,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  coverLabel: { width: 120, fontSize: 9, color: MUTED },
  coverValue: { flexGrow: 1, flexShrink: 1, fontSize: 11, fontWeight: 600 },
  coverContact: { marginTop: 60, fontSize: 8, color: MUTED, lineHeight: 1.5 },
  contentsRow: {
    flexDirection: "row",
    alignItems: "flex-start",
    paddingVertical: 7,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  contentsText: { flexGrow: 1, flexShrink: 1, fontSize: 10 },
  contentsSubtitle: { fontSize: 8, color: MUTED, marginTop: 2 },
  contentsPage: { width: 40, textAlign: "right", fontSize: 10 },
  // A render-prop text that only notes its page; one space, drawn white at the smallest size.
  marker: { fontSize: 1, color: "#ffffff", height: 1 },
});
