import { Switch } from "@mantine/core";
import type { ReactNode } from "react";
import { IntegerInput } from "@/components/inputs/integer-input";
import { MoneyInput } from "@/components/inputs/money-input";
import { errorOf, type ScenarioInputs, useScenarioForm } from "./scenario-form-context";

/** The inputs that are amounts of rands (all default to 0). */
type MoneyKey = {
  [K in keyof ScenarioInputs]-?: NonNullable<ScenarioInputs[K]> extends number ? K : never;
}[keyof ScenarioInputs];
type FlagKey = {
  [K in keyof ScenarioInputs]-?: NonNullable<ScenarioInputs[K]> extends boolean ? K : never;
}[keyof ScenarioInputs];

interface MoneyFieldProps {
  name: MoneyKey;
  label: string;
  description?: ReactNode;
  /** Net rental income and business profit may be losses. */
  allowNegative?: boolean;
}

/** A rand amount of the scenario's inputs, by name. */
export function MoneyField({ name, label, description, allowNegative = false }: MoneyFieldProps) {
  const form = useScenarioForm();
  return (
    <MoneyInput
      label={label}
      description={form.noteAt(name) ?? description}
      value={form.inputs[name] ?? 0}
      onChange={(value) => form.set({ [name]: value })}
      min={allowNegative ? -100_000_000_000 : 0}
      error={errorOf(form, name)}
    />
  );
}

interface CountFieldProps {
  name: "medicalSchemeMembers" | "medicalSchemeMonths" | "businessKilometres" | "totalKilometres";
  label: string;
  description?: ReactNode;
  min: number;
  max: number;
  /** The engine's default, also what an empty field means. */
  fallback: number;
  unit?: string;
}

/** A whole number (members, months, kilometres). */
export function CountField({
  name,
  label,
  description,
  min,
  max,
  fallback,
  unit,
}: CountFieldProps) {
  const form = useScenarioForm();
  return (
    <IntegerInput
      label={label}
      description={form.noteAt(name) ?? description}
      value={form.inputs[name] ?? fallback}
      onChange={(value) => form.set({ [name]: value })}
      min={min}
      max={max}
      emptyValue={fallback}
      unit={unit}
      error={errorOf(form, name)}
    />
  );
}

interface FlagFieldProps {
  name: FlagKey;
  label: string;
  description?: ReactNode;
}

/** A yes/no input. */
export function FlagField({ name, label, description }: FlagFieldProps) {
  const form = useScenarioForm();
  return (
    <Switch
      label={label}
      description={description}
      checked={form.inputs[name] ?? false}
      onChange={(event) => form.set({ [name]: event.currentTarget.checked })}
    />
  );
}
