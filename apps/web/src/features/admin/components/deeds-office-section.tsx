import type { DeedsOfficeFees } from "@adviser-desk/finance";
import { NumberField } from "@/components/fields/number-field";
import { TextField } from "@/components/fields/text-field";
import { nextFlatFeeBand } from "../lib/new-tariff-rows";
import type { TableFieldBinding } from "../lib/table-field";
import { BandTableSection } from "./band-table-section";
import { SourcedFields } from "./sourced-fields";
import { TableSection } from "./table-section";

const FLAT_FEE_COLUMNS = [
  { header: "Up to (R)", key: "upTo", nullable: true },
  { header: "Fee (R)", key: "fee" },
  { header: "Estimate", key: "estimate", checkbox: true },
];
const FLAT_FEE_HINT =
  "One fee for every value up to “up to”. Bands ascend; the last has no upper limit. Tick a band whose fee is an estimate.";

/** The Deeds Office's Schedule of Fees of Office: lodgement fee, then transfer and bond fee bands. */
export function DeedsOfficeSection({
  fees,
  field,
}: {
  fees: DeedsOfficeFees;
  field: TableFieldBinding;
}) {
  return (
    <>
      <TableSection title="Deeds Office fees" hint="Paid to the Deeds Registry: no VAT." cols={2}>
        <TextField label="Schedule id" path="deedsOffice.id" {...field} />
        <NumberField
          label="Lodgement fee per deed (R)"
          path="deedsOffice.lodgementFeePerDeed"
          {...field}
        />
        <SourcedFields prefix="deedsOffice" field={field} />
      </TableSection>
      <BandTableSection
        title="Deeds Office transfer fees"
        hint={`On the greater of the price and the fair value. ${FLAT_FEE_HINT}`}
        noun="band"
        path="deedsOffice.transferFees"
        rows={fees.transferFees}
        columns={FLAT_FEE_COLUMNS}
        minWidth={420}
        newRow={nextFlatFeeBand}
        field={field}
      />
      <BandTableSection
        title="Deeds Office bond fees"
        hint={`On the bond's capital amount. ${FLAT_FEE_HINT}`}
        noun="band"
        path="deedsOffice.bondFees"
        rows={fees.bondFees}
        columns={FLAT_FEE_COLUMNS}
        minWidth={420}
        newRow={nextFlatFeeBand}
        field={field}
      />
    </>
  );
}
