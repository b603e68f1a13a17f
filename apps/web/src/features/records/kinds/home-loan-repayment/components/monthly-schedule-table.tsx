import type { BondScheduleRow } from "@adviser-desk/finance";
import { formatMoney, formatMonthYear, formatPercent } from "@adviser-desk/format";
import { Table } from "@mantine/core";
import { HorizontalScroll } from "../../../components/horizontal-scroll";

import classes from "./amortisation-table.module.css";

interface MonthlyScheduleTableProps {
  rows: readonly BondScheduleRow[];
}

/** One page of the month-by-month schedule. */
export function MonthlyScheduleTable({ rows }: MonthlyScheduleTableProps) {
  return (
    <HorizontalScroll minWidth={900} label="Month by month">
      <Table striped highlightOnHover verticalSpacing={4} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th className={classes.num}>Rate</Table.Th>
            <Table.Th className={classes.num}>Opening balance</Table.Th>
            <Table.Th className={classes.num}>Instalment</Table.Th>
            <Table.Th className={classes.num}>Interest</Table.Th>
            <Table.Th className={classes.num}>Capital</Table.Th>
            <Table.Th className={classes.num}>Extra</Table.Th>
            <Table.Th className={classes.num}>Fee</Table.Th>
            <Table.Th className={classes.num}>Closing balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.month}>
              <Table.Td>{row.month}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMonthYear(row.date)}</Table.Td>
              <Table.Td className={classes.num}>{formatPercent(row.annualRatePercent)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.openingBalance)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.instalment)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.interest)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.principal)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.extra)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.fee)}</Table.Td>
              <Table.Td className={classes.num}>{formatMoney(row.closingBalance)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}
