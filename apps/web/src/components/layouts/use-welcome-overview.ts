import type { MeResponse } from "@adviser-desk/contracts";
import { useEffect, useRef, useState } from "react";
import { useMarkWelcomed } from "@/lib/api/mark-welcomed";
import { memberCan } from "@/lib/member-can";

/**
 * Spec §2 and §4 "Welcomed": the overview modal opens by itself while the company is not yet
 * welcomed; closing it (Get Started, the close button, Escape) marks it welcomed, once.
 *
 * It opens by itself only for a subscriber: before that the person is still setting up (the
 * company form, the free trial), and a modal over those screens would be in the way.
 *
 * "Welcomed" is the company's, and changing the company is the owner's (`company.manage`; the
 * server refuses the PATCH to others): a member who joins an unwelcomed company is not greeted
 * and never sends it. They can still open the overview from the header.
 */
export function useWelcomeOverview(me: MeResponse) {
  const [opened, setOpened] = useState(false);
  const autoOpened = useRef(false);
  const welcomedSent = useRef(false);
  const markWelcomed = useMarkWelcomed();

  const unwelcomed =
    me.company !== null && !me.company.welcomed && memberCan(me.role, "company.manage");
  const shouldGreet = unwelcomed && me.claims.hasSubscription;
  useEffect(() => {
    if (shouldGreet && !autoOpened.current) {
      autoOpened.current = true;
      setOpened(true);
    }
  }, [shouldGreet]);

  const close = () => {
    setOpened(false);
    if (unwelcomed && !welcomedSent.current) {
      welcomedSent.current = true;
      markWelcomed.mutate();
    }
  };

  return { opened, open: () => setOpened(true), close };
}
