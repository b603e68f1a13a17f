import { IconChevronRight } from "@tabler/icons-react";
import { createContext, type ReactNode, useContext } from "react";
import { createPortal } from "react-dom";

/** The element at the end of the breadcrumb bar that screens can fill (null before it mounts). */
export const BreadcrumbSlotContext = createContext<HTMLElement | null>(null);

/**
 * Puts `children` at the end of the breadcrumb bar, after a separator — e.g. a route with an id
 * shows a <SiblingItemSelect> there (spec §2). Renders nothing outside the signed-in layout.
 */
export function BreadcrumbExtra({ children }: { children: ReactNode }) {
  const slot = useContext(BreadcrumbSlotContext);
  if (!slot) return null;
  return createPortal(
    <>
      <IconChevronRight size={14} stroke={1.8} color="var(--mantine-color-gray-6)" aria-hidden />
      {children}
    </>,
    slot,
  );
}
