/** What binds a form's fields to the table being edited: its value, its problems by path, a setter. */
export interface TableFieldBinding {
  table: unknown;
  errors: Map<string, string>;
  onChange: (path: string, value: unknown) => void;
}

/** The props of a whole-table form (tax year, duty table, cost tariff). */
export interface RateTableFormProps<T> {
  table: T;
  errors: Map<string, string>;
  onField: (path: string, value: unknown) => void;
}
