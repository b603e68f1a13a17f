import type { ReportResponse } from "@adviser-desk/contracts";
import { Group, Image, Stack, Text, Title } from "@mantine/core";
import classes from "./report.module.css";

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.6}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The branded header: logo, company and contact details, then the report's title and client. */
export function ReportHeader({ report }: { report: ReportResponse }) {
  const c = report.company;
  return (
    <header className={classes.header}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          {c.logoUrl ? (
            <Image src={c.logoUrl} alt={`${c.name} logo`} className={classes.logo} />
          ) : null}
          <Text fw={700} fz="lg" c="navy.8">
            {c.name}
          </Text>
          {c.address.map((line) => (
            <Text key={line} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        <Stack gap={0} className={classes.contact}>
          {c.lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      </Group>
      <div className={classes.rule} />
      <Title order={1} fz={28}>
        {report.title}
      </Title>
      <Text c="dimmed" fw={600} fz="lg">
        {report.recordName}
      </Text>
      <Group gap="xl" mt="sm">
        <Meta label="Prepared for" value={report.clientFullName} />
        <Meta label="Date" value={report.reportDateText} />
        {report.taxYear !== null ? <Meta label="Tax year" value={String(report.taxYear)} /> : null}
      </Group>
      {report.locked ? (
        <Text size="xs" c="dimmed" mt="xs">
          Locked advice: these figures were fixed on {report.reportDateText} and do not change when
          tables are updated.
        </Text>
      ) : null}
    </header>
  );
}
