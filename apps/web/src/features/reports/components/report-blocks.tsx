import type { ReportBlock, ReportResponse } from "@adviser-desk/contracts";
import { BASIS_WITHOUT_TABLES } from "@adviser-desk/contracts/reports-format";
import { Badge, Skeleton, Table, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import classes from "./report.module.css";
import { ScrollTable } from "./scroll-table";

const ReportChart = lazy(() => import("./report-chart"));

/** Amounts, rates and counts stay on one line; words may wrap. */
const isFigure = (value: string) => /^[-–−]?R?[\s\d\u00a0\u202f,.%]+$/.test(value);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={classes.section}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function Facts({ block }: { block: Extract<ReportBlock, { type: "facts" }> }) {
  return (
    <Section title={block.title}>
      <Table className={classes.table} verticalSpacing={4}>
        <Table.Tbody>
          {block.rows.map((row) => (
            <Table.Tr key={`${row.key}-${row.label}`} className={classes.row}>
              <Table.Td fw={row.strong ? 700 : 400}>{row.label}</Table.Td>
              <Table.Td ta="right" fw={row.strong ? 700 : 400}>
                {/* The amount never breaks; on a phone the badge goes under it, inside the card. */}
                <span className={classes.figure}>{row.value}</span>
                {row.estimate ? (
                  <Badge size="xs" color="orange" variant="light" ml={6}>
                    estimate
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Section>
  );
}

function DataTable({ block }: { block: Extract<ReportBlock, { type: "table" }> }) {
  const align = (i: number) => (block.columns[i]?.numeric ? "right" : "left");
  return (
    <Section title={block.title}>
      {block.note ? (
        <Text size="xs" c="dimmed" mb={6}>
          {block.note}
        </Text>
      ) : null}
      <ScrollTable label={block.title}>
        {/* Six or more figure columns (the amortisation table) fit the paper at the smaller size. */}
        <Table
          className={classes.table}
          striped
          verticalSpacing={3}
          fz={block.columns.length > 5 ? "xs" : "sm"}
        >
          <Table.Thead>
            <Table.Tr>
              {block.columns.map((c, i) => (
                <Table.Th key={c.key} ta={align(i)}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {block.rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered.
              <Table.Tr key={r} className={classes.row}>
                {row.map((value, i) => (
                  <Table.Td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                    key={i}
                    ta={align(i)}
                    className={isFigure(value) ? classes.figure : undefined}
                  >
                    {value}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {block.footer ? (
            <Table.Tfoot>
              <Table.Tr className={classes.row}>
                {block.footer.map((value, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional.
                  <Table.Th key={i} ta={align(i)} className={classes.figure}>
                    {value}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </ScrollTable>
    </Section>
  );
}

export function ReportBlockView({ block }: { block: ReportBlock }) {
  switch (block.type) {
    case "facts":
      return <Facts block={block} />;
    case "table":
      return <DataTable block={block} />;
    case "chart":
      return (
        <Section title={block.title}>
          <div className={classes.chart}>
            <Suspense
              fallback={
                <Skeleton h={260} radius="md" role="status" aria-label="Loading the chart" />
              }
            >
              <ReportChart chart={block.chart} />
            </Suspense>
          </div>
        </Section>
      );
    case "notes":
      return (
        <Section title={block.title}>
          <ul className={classes.notes}>
            {block.items.map((item) => (
              <li key={item} className={classes.row}>
                {item}
              </li>
            ))}
          </ul>
        </Section>
      );
  }
}

/** The working, the tables used and the disclaimer. */
export function ReportBasis({ report }: { report: ReportResponse }) {
  const { basis } = report;
  return (
    <>
      {basis.working.length > 0 ? (
        <Section title="How it was worked out">
          <Table className={classes.table} verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {basis.working.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the working is an ordered list.
                <Table.Tr key={i} className={classes.row}>
                  <Table.Td>
                    <Text size="sm">{line.label}</Text>
                    {line.rule ? (
                      <Text size="xs" c="dimmed">
                        {line.rule}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right" className={classes.figure}>
                    {line.amount}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      ) : null}
      <Section title="Basis">
        {basis.tables.length === 0 ? (
          <Text size="sm" c="dimmed">
            {BASIS_WITHOUT_TABLES}
          </Text>
        ) : (
          basis.tables.map((t) => (
            <div key={t.label} className={classes.row}>
              <Text size="sm" fw={600}>
                {t.label}
              </Text>
              <Text size="xs" c="dimmed" mb={6}>
                Source: {t.source}
              </Text>
            </div>
          ))
        )}
        {basis.estimates.length > 0 ? (
          <ul className={classes.notes}>
            {basis.estimates.map((text) => (
              <li key={text} className={classes.row}>
                {text}
              </li>
            ))}
          </ul>
        ) : null}
        <Text size="xs" c="dimmed" mt="sm" className={classes.disclaimer}>
          {basis.disclaimer}
        </Text>
      </Section>
    </>
  );
}
