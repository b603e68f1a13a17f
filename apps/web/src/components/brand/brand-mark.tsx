interface BrandMarkProps {
  size?: number;
}

/** The Adviser Desk mark: three rising bars on navy, the tallest in teal. Same as favicon.svg. */
export function BrandMark({ size = 32 }: BrandMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#15325e" />
      <rect x="7.5" y="17" width="4.5" height="8" rx="1" fill="#fff" />
      <rect x="13.75" y="12.5" width="4.5" height="12.5" rx="1" fill="#fff" />
      <rect x="20" y="7.5" width="4.5" height="17.5" rx="1" fill="#2bb3a3" />
    </svg>
  );
}
