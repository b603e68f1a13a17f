import type { GuidelineFeeScale } from "@adviser-desk/finance";
import { TextField } from "@/components/fields/text-field";
import { nextStepFeeBand } from "../lib/new-tariff-rows";
import type { TableFieldBinding } from "../lib/table-field";
import { BandTableSection } from "./band-table-section";
import { SourcedFields } from "./sourced-fields";
import { TableSection } from "./table-section";

interface GuidelineFeeScaleSectionProps {
  /** "Transfer attorney fees", "Bond attorney fees". */
  title: string;
  /** "transferAttorneyFees" or "bondAttorneyFees". */
  path: string;
  scale: GuidelineFeeScale;
  field: TableFieldBinding;
}

/** One conveyancing guideline fee scale: where it comes from, and its step bands. */
export function GuidelineFeeScaleSection({
  title,
  path,
  scale,
  field,
}: GuidelineFeeScaleSectionProps) {
  return (
    <>
      <TableSection title={title} hint="The guideline fee scale, excluding VAT." cols={2}>
        <TextField label="Scale id" path={`${path}.id`} {...field} />
        <SourcedFields prefix={path} field={field} />
      </TableSection>
      <BandTableSection
        title={`${title}: bands`}
        hint="Fee = base + step fee for each step (or part of one) above “from”, up to “up to”. Each base is the fee at the top of the band below. The last band has no upper limit."
        noun="band"
        path={`${path}.bands`}
        rows={scale.bands}
        columns={[
          { header: "From (R)", key: "from" },
          { header: "Up to (R)", key: "upTo", nullable: true },
          { header: "Base (R)", key: "base" },
          { header: "Step fee (R)", key: "stepFee" },
          { header: "Step (R)", key: "step" },
        ]}
        newRow={nextStepFeeBand}
        field={field}
      />
    </>
  );
}
