import { lazy, type MouseEvent, Suspense, useState } from "react";
import type { AccountCheck } from "../../../../contract/account.ts";
import { useAppDispatch } from "../../../store/hooks";
import { type LeadPrefill, leadModalOpened } from "../../../store/slices/lead-slice";
import { ButtonLink } from "../../../ui/button";
import { loadLeadModal as loadForm } from "../lead-modal-loader";
import { prefillToSearch } from "../lead-prefill";

const InterestForm = lazy(() => loadForm().then((module) => ({ default: module.InterestForm })));

/**
 * «Интересует» on a used vehicle: a signed-in client gets a short form prefilled from the account (sent to
 * /apilk/forms/interestusedcar/); anyone else the ordinary leasing request. Whether someone is signed in is
 * asked on the click only — the page is cached for everyone and a visitor's page load makes no 401.
 * Before JavaScript it is a link to the leasing request page.
 */
export function InterestButton({ prefill }: { prefill: LeadPrefill }) {
  const dispatch = useAppDispatch();
  const [account, setAccount] = useState<AccountCheck | null>(null);
  const [checking, setChecking] = useState(false);

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    try {
      const { fetchAccount } = await loadForm();
      const found = await fetchAccount().catch(() => null);
      if (found) setAccount(found);
      else dispatch(leadModalOpened(prefill));
    } finally {
      setChecking(false);
    }
  }

  if (account) {
    return (
      <Suspense fallback={null}>
        <InterestForm account={account} vehicle={prefill.vehicle ?? ""} onClose={() => setAccount(null)} />
      </Suspense>
    );
  }
  return (
    <ButtonLink
      to={`/lead?${prefillToSearch(prefill)}`}
      variant="secondary"
      size="lg"
      block
      onClick={open}
      onPointerEnter={() => void loadForm()}
      aria-busy={checking || undefined}
    >
      Интересует
    </ButtonLink>
  );
}
