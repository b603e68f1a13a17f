import {
  type ComponentProps,
  type ForwardRefExoticComponent,
  forwardRef,
  type RefAttributes,
} from "react";

type HrefLinkProps = Omit<ComponentProps<"a">, "href" | "ref"> & { to: string };

/**
 * A plain link with the router Link's `to` prop, for shared pieces (the brand logo, the plain
 * page) shown on the sign-in page, which has no router: a click is a page load.
 */
export const HrefLink = forwardRef<HTMLAnchorElement, HrefLinkProps>(function HrefLink(
  { to, ...rest },
  ref,
) {
  return <a ref={ref} href={to} {...rest} />;
});

/** What a shared piece links with: the router's Link in the app, HrefLink outside it. */
export type LinkComponent = ForwardRefExoticComponent<
  HrefLinkProps & RefAttributes<HTMLAnchorElement>
>;
