import { useCallback, useState } from "react";
import { useAppDispatch, useAppSelector } from "../../store/hooks";
import { leadModalClosed, selectLead } from "../../store/slices/lead-slice";
import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";
import { fetchAccount as fetchInterestAccount, InterestForm as InterestFormView } from "./interest/interest-form";
import KitLeadFormSection, { PUBLIC_FORMS as KIT_PUBLIC_FORMS } from "./kit/lead-forms";
import { LeadForm } from "./lead-form";

export const LEAD_MODAL_ID = "lead-modal";

/** The lead form islands (`LazyLeadForm`) load through the modal's chunk: one preload list in the first load. */
export const LeadFormSection = KitLeadFormSection;
/** The forms by kind for the `/forms/:kind` page, through this module so the kit stays in this one chunk. */
export const PUBLIC_FORMS = KIT_PUBLIC_FORMS;

/** The leasing request in a dialog (`lead.leadModalIsShowed`); mounted once for the whole site, on first use. */
export function LeadModal() {
  const dispatch = useAppDispatch();
  const { leadModalIsShowed, prefill } = useAppSelector(selectLead);
  const [sent, setSent] = useState(false);
  const close = useCallback(() => {
    dispatch(leadModalClosed());
    setSent(false);
  }, [dispatch]);
  const onSuccess = useCallback(() => setSent(true), []);

  return (
    <Modal
      id={LEAD_MODAL_ID}
      open={leadModalIsShowed}
      onClose={close}
      title={sent ? "Заявка отправлена" : "Заявка на лизинг"}
    >
      {/* Mounted only while open: every opening starts a fresh form with the latest terms. */}
      {leadModalIsShowed ? (
        <LeadForm
          prefill={prefill}
          onSuccess={onSuccess}
          confirmationActions={
            <Button variant="primary" onClick={close}>
              Готово
            </Button>
          }
        />
      ) : null}
    </Modal>
  );
}

/** «Интересует» (interest/interest-button.tsx) loads through this chunk as well. */
export const InterestForm = InterestFormView;
export const fetchAccount = fetchInterestAccount;
