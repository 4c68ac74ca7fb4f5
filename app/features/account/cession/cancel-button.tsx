import { useState } from "react";
import { useNavigate } from "react-router";
import type { CessionDetail } from "../../../../contract/lk-cession.ts";
import { apiErrorMessage } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/modal";
import { useCancelCessionMutation } from "./cession-api";

/**
 * «Аннулировать заявку» after a confirmation (`POST delete/` with the status the assignor saw: a cession changed
 * meanwhile is refused with the §8 "cancelling failed" message, shown in the dialog).
 */
export function CancelCessionButton({ cession }: { cession: CessionDetail }) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading, error, reset }] = useCancelCessionMutation();
  const navigate = useNavigate();

  async function confirm() {
    if (isLoading) return;
    try {
      const { cession: cancelled } = await cancel({ code: cession.code, status: cession.status }).unwrap();
      setOpen(false);
      // The screen's notice says what happened last (it replaces a «saved» one).
      navigate(`/account/cession/${encodeURIComponent(cancelled.code)}`, {
        replace: true,
        state: { notice: `Заявка № ${cancelled.number} аннулирована.` },
      });
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        Аннулировать заявку
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Аннулировать заявку?"
        footer={
          <>
            <Button onClick={confirm} aria-disabled={isLoading || undefined}>
              {isLoading ? "Аннулируем…" : "Да, аннулировать"}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Не аннулировать
            </Button>
          </>
        }
      >
        <p>
          Заявка № {cession.number} будет аннулирована, участники получат уведомление. Вернуть её нельзя: для
          переуступки понадобится новая заявка.
        </p>
        {error ? (
          <Alert tone="error" title="Заявка не аннулирована">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
      </Modal>
    </>
  );
}
