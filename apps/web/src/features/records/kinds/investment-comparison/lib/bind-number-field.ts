/** The keys of `O` whose values are numbers (optional or not). */
type NumberKeys<O> = { [K in keyof O]-?: O[K] extends number | undefined ? K : never }[keyof O];

/**
 * Binds an option's number fields to inputs: `{...bind("lumpSum", 0)}` gives the value (or the
 * default shown while it is unset), the setter of that one field, and its message.
 */
export function numberFieldBinder<O>(
  // O comes from `set` (a property's setter takes a narrower patch than the option's type).
  option: NoInfer<Partial<O>>,
  set: (patch: Partial<O>) => void,
  errorAt: (field: string) => string | undefined,
) {
  return <K extends NumberKeys<O> & string>(key: K, fallback = 0) => ({
    value: (option[key] as number | undefined) ?? fallback,
    // A one-key patch of a number field: TypeScript cannot type a computed key's object by K.
    onChange: (value: number) => set({ [key]: value } as Partial<O>),
    error: errorAt(key),
  });
}
