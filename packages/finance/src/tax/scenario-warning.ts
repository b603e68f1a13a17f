/**
 * Something the adviser must see about a result, on screen beside the field and in the report:
 * a table used beyond the dates it is known for, a lump sum that may be on the wrong table.
 */
export interface ScenarioWarning {
  /** area/reason, e.g. "lump-sum/retirement-before-55". */
  code: string;
  /** The input path it is about ("lumpSums.0.event"). */
  field: string;
  message: string;
}
