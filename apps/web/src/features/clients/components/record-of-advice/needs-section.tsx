import {
  RISK_QUESTIONS,
  type RiskProfile,
  ROA_SECTIONS,
  type RoaContent,
} from "@adviser-desk/contracts";
import { Badge, Group, Radio, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { OptionalMoneyInput } from "./optional-money-input";
import { RoaSection } from "./roa-section";

type Needs = RoaContent["needs"];

/** The client's finances in round figures, each optional ("not given" is not R 0). */
const MONEY_FIELDS = [
  ["monthlyIncome", "Income a month"],
  ["monthlyExpenses", "Expenses a month"],
  ["assets", "Assets"],
  ["liabilities", "Debts"],
] as const satisfies readonly (readonly [keyof Needs, string])[];

type MoneyKey = (typeof MONEY_FIELDS)[number][0];

function NeedsMoneyFields({
  needs,
  onChange,
}: {
  needs: Needs;
  onChange: (key: MoneyKey, value: number | null) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
      {MONEY_FIELDS.map(([key, label]) => (
        <OptionalMoneyInput
          key={key}
          label={label}
          value={needs[key]}
          onChange={(value) => onChange(key, value)}
        />
      ))}
    </SimpleGrid>
  );
}

/** Section 2: needs and objectives, financial situation, knowledge, and the risk questionnaire. */
export function NeedsSection({
  needs,
  profile,
  risk,
  onChange,
}: {
  needs: Needs;
  profile: { label: string; value: string }[];
  risk: RiskProfile | null;
  onChange: (needs: Needs) => void;
}) {
  const set = <K extends keyof Needs>(key: K, value: Needs[K]) =>
    onChange({ ...needs, [key]: value });
  return (
    <RoaSection
      id="roa-needs"
      title={ROA_SECTIONS.needs}
      hint="What the client wants to achieve, what they can afford, and the risk they can bear. The profile below is printed as it stands."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" role="group" aria-label="From the profile">
        {profile.map((line) => (
          <Stack key={line.label} gap={0}>
            <Text size="xs" c="dimmed">
              {line.label}
            </Text>
            <Text size="sm">{line.value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Textarea
        label="Needs and objectives"
        autosize
        minRows={3}
        value={needs.objectives}
        onChange={(e) => set("objectives", e.currentTarget.value)}
      />
      <NeedsMoneyFields needs={needs} onChange={set} />
      <Textarea
        label="About the client's finances"
        autosize
        minRows={2}
        value={needs.financialNotes}
        onChange={(e) => set("financialNotes", e.currentTarget.value)}
      />
      <Textarea
        label="Product knowledge and experience"
        autosize
        minRows={2}
        value={needs.knowledgeAndExperience}
        onChange={(e) => set("knowledgeAndExperience", e.currentTarget.value)}
      />
      <Stack gap="sm" role="group" aria-labelledby="roa-risk">
        <Group justify="space-between">
          <Text fw={600} id="roa-risk">
            Risk profile
          </Text>
          {risk ? (
            <Badge variant="light" size="lg" aria-label="Risk profile score">
              {risk.band} · {risk.score} of {risk.maxScore}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              Answer every question for the score.
            </Text>
          )}
        </Group>
        {RISK_QUESTIONS.map((q, i) => (
          <Radio.Group
            key={q.key}
            label={q.question}
            value={needs.riskAnswers[i] === null ? "" : String(needs.riskAnswers[i])}
            onChange={(v) =>
              set(
                "riskAnswers",
                needs.riskAnswers.map((a, j) => (j === i ? Number(v) : a)),
              )
            }
          >
            <Group gap="md" mt={4}>
              {q.answers.map((answer, score) => (
                <Radio key={answer} value={String(score)} label={answer} />
              ))}
            </Group>
          </Radio.Group>
        ))}
        <Textarea
          label="About the risk profile"
          autosize
          minRows={1}
          value={needs.riskNotes}
          onChange={(e) => set("riskNotes", e.currentTarget.value)}
        />
      </Stack>
    </RoaSection>
  );
}
