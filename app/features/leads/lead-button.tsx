import type { MouseEvent } from "react";
import { useAppDispatch } from "../../store/hooks";
import { type LeadPrefill, leadModalOpened } from "../../store/slices/lead-slice";
import { ButtonLink } from "../../ui/button";
import { prefillToSearch } from "./lead-prefill";

type LeadButtonProps = {
  /** The vehicle and terms the request opens with. */
  prefill?: LeadPrefill;
  children?: React.ReactNode;
  variant?: "primary" | "accent" | "secondary" | "ghost";
  size?: "sm" | "md" | "lg";
  block?: boolean;
  className?: string;
};

/**
 * «Оставить заявку» anywhere on the site. A link to the `/lead` page, so it works before JavaScript and
 * opens in a new tab on a middle click; after hydration a plain click opens the lead modal in place. The modal's
 * code needs no preloading on hover: every site page's lead form islands (the footer's newsletter) load its chunk.
 */
export function LeadButton({ prefill, children = "Оставить заявку", variant = "accent", ...look }: LeadButtonProps) {
  const dispatch = useAppDispatch();
  const search = prefillToSearch(prefill);
  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dispatch(leadModalOpened(prefill));
  }
  return (
    <ButtonLink
      to={search ? `/lead?${search}` : "/lead"}
      variant={variant}
      aria-haspopup="dialog"
      onClick={open}
      {...look}
    >
      {children}
    </ButtonLink>
  );
}
