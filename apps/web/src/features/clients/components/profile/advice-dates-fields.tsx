import type { CreateClientInput } from "@adviser-desk/contracts";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormDateField } from "@/components/fields/form-date-field";

/**
 * The two dates the adviser keeps on the file (ADR 050): when the service ended (FAIS keeps the
 * records five years from the later of it and the last advice) and the next review (blank: a
 * year after the last advice or review).
 */
export function AdviceDatesFields({ form }: { form: UseFormReturnType<CreateClientInput> }) {
  return (
    <Stack gap="md">
      <Title order={3} fz="md" c="navy.9" mt="sm">
        Advice and reviews
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <FormDateField
          form={form}
          path="nextReviewOn"
          label="Next review"
          description="Blank: a year after the last advice or review"
        />
        <FormDateField
          form={form}
          path="serviceEndedOn"
          label="Service ended on"
          description="Records of advice are kept five years from the later of this and the last advice"
        />
      </SimpleGrid>
    </Stack>
  );
}
