import type { CreateCouponInput } from "@adviser-desk/contracts";
import {
  Button,
  Group,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { FormField } from "@/components/fields/form-field";
import { showFieldErrors, useSchemaForm } from "@/hooks/use-schema-form";
import { notifySuccess } from "@/lib/notify";
import { useCreateCoupon } from "../api/coupons";

const loadSchema = () =>
  import("@adviser-desk/contracts/admin-coupons").then((m) => m.createCouponInputSchema);

const EMPTY: CreateCouponInput = {
  code: "",
  discountPercent: 10,
  appliesTo: "every-payment",
  expiresAt: null,
  usageLimit: null,
  note: "",
};

/** A date typed as YYYY-MM-DD means "until the end of that day" in South Africa (UTC+2). */
const endOfDay = (date: string) => `${date}T23:59:59+02:00`;

/** Creates a coupon: code, discount 0–100 %, first or every payment, optional expiry and limit. */
export function CouponForm() {
  const create = useCreateCoupon();
  const { form, formProps } = useSchemaForm({
    schema: loadSchema,
    initialValues: EMPTY,
    onSubmit: (values) =>
      create.mutate(values, {
        onSuccess: (coupon) => {
          notifySuccess(`Coupon ${coupon.code} created`);
          form.reset();
        },
        onError: (error: unknown) => showFieldErrors(form, error),
      }),
  });
  const expiry = form.getValues().expiresAt;
  return (
    <form {...formProps}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <FormField
            component={TextInput}
            boundTo={form}
            path="code"
            label="Code"
            withAsterisk
            placeholder="WINTER25"
          />
          <FormField
            component={NumberInput}
            boundTo={form}
            path="discountPercent"
            size="md"
            label="Discount"
            suffix=" %"
            decimalScale={2}
            clampBehavior="none"
            withAsterisk
          />
          <FormField
            component={NumberInput}
            boundTo={form}
            path="usageLimit"
            size="md"
            label="Usage limit"
            description="Different e-mails; empty = unlimited"
            min={1}
            allowDecimal={false}
            onChange={(value) =>
              form.setFieldValue("usageLimit", typeof value === "number" ? value : null)
            }
          />
          <TextInput
            label="Expires after"
            description="YYYY-MM-DD; empty = never"
            placeholder="2027-06-30"
            defaultValue={typeof expiry === "string" ? expiry.slice(0, 10) : ""}
            key={form.key("expiresAt")}
            error={form.errors.expiresAt}
            onChange={(event) => {
              const text = event.currentTarget.value.trim();
              form.setFieldValue(
                "expiresAt",
                text === "" ? null : /^\d{4}-\d{2}-\d{2}$/.test(text) ? endOfDay(text) : text,
              );
            }}
          />
          <Input.Wrapper label="Applies to" size="md">
            <FormField
              component={SegmentedControl}
              boundTo={form}
              path="appliesTo"
              fullWidth
              data={[
                { value: "every-payment", label: "Every payment" },
                { value: "first-payment", label: "First payment" },
              ]}
            />
          </Input.Wrapper>
          <FormField
            component={TextInput}
            boundTo={form}
            path="note"
            label="Note"
            placeholder="Campaign or partner"
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create coupon
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
