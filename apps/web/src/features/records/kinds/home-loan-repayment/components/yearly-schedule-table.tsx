import type { BondScheduleRow, BondYearRow } from "@adviser-desk/finance";
import { formatMoney, formatMonthYear } from "@adviser-desk/format";
import { ActionIcon, Table } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { Fragment, useState } from "react";
import { HorizontalScroll } from "../../../components/horizontal-scroll";

import { monthsOfYear } from "../lib/schedule-pages";
import classes from "./amortisation-table.module.css";

interface YearlyScheduleTableProps {
  yearly: readonly BondYearRow[];
  schedule: readonly BondScheduleRow[];
}

/** One row per loan year; a year opens to its months (only open years render their rows). */
export function YearlyScheduleTable({ yearly, schedule }: YearlyScheduleTableProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (year: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(year)) next.add(year);
      return next;
    });

  return (
    <HorizontalScroll minWidth={480} label="Year by year">
      <Table striped={false} highlightOnHover verticalSpacing={6} fz="sm" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th visibleFrom="sm">Period</Table.Th>
            <Table.Th className={classes.num} visibleFrom="sm">
              Opening balance
            </Table.Th>
            <Table.Th className={classes.num}>Interest</Table.Th>
            <Table.Th className={classes.num}>Capital</Table.Th>
            <Table.Th className={classes.num}>Extra</Table.Th>
            <Table.Th className={classes.num} visibleFrom="sm">
              Fees
            </Table.Th>
            <Table.Th className={classes.num}>Closing balance</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {yearly.map((row) => {
            const isOpen = open.has(row.year);
            return (
              <Fragment key={row.year}>
                <Table.Tr>
                  <Table.Td className={classes.yearCell}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      mr={6}
                      onClick={() => toggle(row.year)}
                      aria-expanded={isOpen}
                      aria-label={`${isOpen ? "Hide" : "Show"} the months of year ${row.year}`}
                    >
                      {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                    </ActionIcon>
                    {row.year}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }} visibleFrom="sm">
                    {formatMonthYear(row.startDate)} – {formatMonthYear(row.endDate)}
                  </Table.Td>
                  <Table.Td className={classes.num} visibleFrom="sm">
                    {formatMoney(row.openingBalance)}
                  </Table.Td>
                  <Table.Td className={classes.num}>{formatMoney(row.interest)}</Table.Td>
                  <Table.Td className={classes.num}>{formatMoney(row.principal)}</Table.Td>
                  <Table.Td className={classes.num}>{formatMoney(row.extra)}</Table.Td>
                  <Table.Td className={classes.num} visibleFrom="sm">
                    {formatMoney(row.fees)}
                  </Table.Td>
                  <Table.Td className={classes.num} fw={600}>
                    {formatMoney(row.closingBalance)}
                  </Table.Td>
                </Table.Tr>
                {isOpen
                  ? monthsOfYear(schedule, row.year).map((month) => (
                      <Table.Tr key={`m${month.month}`} className={classes.monthRow}>
                        <Table.Td>Month {month.month}</Table.Td>
                        <Table.Td visibleFrom="sm">{formatMonthYear(month.date)}</Table.Td>
                        <Table.Td className={classes.num} visibleFrom="sm">
                          {formatMoney(month.openingBalance)}
                        </Table.Td>
                        <Table.Td className={classes.num}>{formatMoney(month.interest)}</Table.Td>
                        <Table.Td className={classes.num}>{formatMoney(month.principal)}</Table.Td>
                        <Table.Td className={classes.num}>{formatMoney(month.extra)}</Table.Td>
                        <Table.Td className={classes.num} visibleFrom="sm">
                          {formatMoney(month.fee)}
                        </Table.Td>
                        <Table.Td className={classes.num}>
                          {formatMoney(month.closingBalance)}
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}
