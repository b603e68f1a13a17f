import { Checkbox, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { FormField } from "./form-field";

function Probe({ onReady }: { onReady: (form: ReturnType<typeof useProbeForm>) => void }) {
  const form = useProbeForm();
  onReady(form);
  return (
    <form>
      <FormField component={TextInput} boundTo={form} path="address.city" label="City" />
      <FormField component={Checkbox} boundTo={form} path="agreed" checkbox label="Agreed" />
    </form>
  );
}

const useProbeForm = () =>
  useForm({ mode: "uncontrolled", initialValues: { address: { city: "Durban" }, agreed: false } });

describe("a form field bound once by its path", () => {
  it("shows the value, writes changes back, shows its error and is drawn again on a reset", () => {
    let form: ReturnType<typeof useProbeForm> | undefined;
    renderWithApp(<Probe onReady={(f) => (form = f)} />);
    const city = screen.getByLabelText("City") as HTMLInputElement;
    expect(city.value).toBe("Durban");
    fireEvent.change(city, { target: { value: "Pietermaritzburg" } });
    fireEvent.click(screen.getByLabelText("Agreed"));
    expect(form?.getValues()).toEqual({ address: { city: "Pietermaritzburg" }, agreed: true });

    act(() => form?.setFieldError("address.city", "Enter the city"));
    expect(screen.getByText("Enter the city")).toBeTruthy();

    act(() => form?.setValues({ address: { city: "George" }, agreed: false }));
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("George");
    expect((screen.getByLabelText("Agreed") as HTMLInputElement).checked).toBe(false);
  });
});
