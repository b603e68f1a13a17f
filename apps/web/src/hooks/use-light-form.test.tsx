import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useLightForm } from "./use-light-form";

const schema = z.object({
  email: z.string().trim().min(1, { error: "e-mail missing" }),
  code: z.string().min(4, { error: "code too short" }),
});

function Harness(props: {
  load: () => Promise<typeof schema>;
  onSubmit: (values: z.output<typeof schema>) => void;
  onSchemaError: (error: unknown) => void;
}) {
  const { field, formProps } = useLightForm({
    schema: props.load,
    initialValues: { email: "", code: "" },
    onSubmit: props.onSubmit,
    onSchemaError: props.onSchemaError,
  });
  const input = (name: "email" | "code") => {
    const { error, ...rest } = field(name);
    return (
      <>
        <input aria-label={name} aria-invalid={error ? true : undefined} {...rest} />
        {error ? <span>{error}</span> : null}
      </>
    );
  };
  return (
    <form {...formProps}>
      {input("email")}
      {input("code")}
      <button type="submit">Send</button>
    </form>
  );
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe("useLightForm", () => {
  it("shows each field's first problem, submits nothing, and clears a problem when its field changes", async () => {
    const onSubmit = vi.fn();
    render(<Harness load={async () => schema} onSubmit={onSubmit} onSchemaError={vi.fn()} />);
    type("code", "12");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("e-mail missing")).toBeTruthy();
    expect(screen.getByText("code too short")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    type("email", "a@b.co");
    expect(screen.queryByText("e-mail missing")).toBeNull();
    expect(screen.getByText("code too short")).toBeTruthy();
  });

  it("submits the schema's output (trimmed) once every field is valid", async () => {
    const onSubmit = vi.fn();
    render(<Harness load={async () => schema} onSubmit={onSubmit} onSchemaError={vi.fn()} />);
    type("email", "  a@b.co ");
    type("code", "1234");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: "a@b.co", code: "1234" }),
    );
  });

  it("a schema that cannot load is reported and nothing is submitted; the next try loads again", async () => {
    const onSubmit = vi.fn();
    const onSchemaError = vi.fn();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(schema);
    render(<Harness load={load} onSubmit={onSubmit} onSchemaError={onSchemaError} />);
    type("email", "a@b.co");
    type("code", "1234");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSchemaError).toHaveBeenCalledOnce());
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
