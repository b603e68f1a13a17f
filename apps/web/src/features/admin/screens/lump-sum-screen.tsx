import { type LumpSumTable, lumpSumTableSchema } from "@adviser-desk/finance";
import { useParams } from "react-router";
import { DatedTablePage } from "../components/dated-table-page";
import { LumpSumForm } from "../components/lump-sum-form";
import { lumpSumDraftFrom } from "../lib/new-table";

/** /admin/constants/lump-sums/:period: the lump-sum tables in force from that date. */
export function LumpSumScreen() {
  const { period = "" } = useParams();
  return (
    <DatedTablePage
      title={`Lump-sum tax tables from ${period}`}
      period={period}
      kind="lump-sum"
      draftFrom={(earlier) => lumpSumDraftFrom(lumpSumTableSchema.parse(earlier), period)}
      form={(binding) => <LumpSumForm {...binding} table={binding.table as LumpSumTable} />}
    />
  );
}
