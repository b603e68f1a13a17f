// Only this screen paginates: Pagination styles load with it (see records/record-styles.ts).
import "@mantine/core/styles/Pagination.css";
import type { BondScheduleRow, BondYearRow } from "@adviser-desk/finance";
import { Group, Pagination, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { MONTHS_PER_PAGE, pageCount, pageOf } from "../lib/schedule-pages";
import { MonthlyScheduleTable } from "./monthly-schedule-table";
import { YearlyScheduleTable } from "./yearly-schedule-table";

interface AmortisationTableProps {
  yearly: readonly BondYearRow[];
  schedule: readonly BondScheduleRow[];
}

type View = "years" | "months";

/**
 * The whole schedule: by year, each year expandable to its months, or month by month a page of
 * five years at a time — never 360+ rows in the page at once.
 */
export function AmortisationTable({ yearly, schedule }: AmortisationTableProps) {
  const [view, setView] = useState<View>("years");
  const [page, setPage] = useState(1);
  const pages = pageCount(schedule.length);
  const current = Math.min(page, pages);

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value === "months" ? "months" : "years")}
          data={[
            { value: "years", label: "By year" },
            { value: "months", label: "By month" },
          ]}
          aria-label="Schedule view"
        />
        <Text size="xs" c="dimmed">
          {yearly.length} years · {schedule.length} instalments
        </Text>
      </Group>
      {view === "years" ? (
        <YearlyScheduleTable yearly={yearly} schedule={schedule} />
      ) : (
        <>
          <MonthlyScheduleTable rows={pageOf(schedule, current)} />
          {pages > 1 ? (
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="xs" c="dimmed">
                Months {(current - 1) * MONTHS_PER_PAGE + 1}–
                {Math.min(current * MONTHS_PER_PAGE, schedule.length)}
              </Text>
              <Pagination
                size="sm"
                total={pages}
                value={current}
                onChange={setPage}
                getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}
