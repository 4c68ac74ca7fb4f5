import { type FormEvent, type ReactNode, useId, useState } from "react";
import { TextAreaField } from "../../features/account/tickets/text-area-field";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Modal } from "../../ui/modal";
import styles from "./staff-screens.module.css";

/**
 * The back office's negative decision (decline, cancel): a danger card with the reason the clients read, checked for
 * `minLength` before it is sent and marked with the server's own error for `reason`. Any other failure is an alert.
 * It lives beside the routes, not in features/staff, because it uses the account feature's TextAreaField.
 */
export function ReasonForm({
  title,
  label,
  hint,
  minLength = 1,
  maxLength,
  tooShort,
  submit,
  submitting,
  failureTitle,
  pending,
  busy,
  error,
  onSubmit,
}: {
  title: string;
  label: string;
  hint: string;
  minLength?: number;
  maxLength: number;
  tooShort: string;
  submit: string;
  submitting: string;
  failureTitle: string;
  pending: boolean;
  busy: boolean;
  error: unknown;
  onSubmit: (reason: string) => Promise<object>;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function onFormSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    if (reason.trim().length < minLength) {
      setReasonError(tooShort);
      form.querySelector("textarea")?.focus();
      return;
    }
    setReasonError(undefined);
    const result = await onSubmit(reason.trim());
    if ("error" in result) {
      const field = apiFieldErrors(result.error).reason;
      if (field) {
        setReasonError(field);
        form.querySelector("textarea")?.focus();
      }
    }
  }

  return (
    <Card title={title} titleId={reasonId} accent="danger">
      <form className={styles.decisionForm} onSubmit={onFormSubmit} noValidate aria-labelledby={reasonId}>
        <TextAreaField
          label={label}
          hint={hint}
          name="reason"
          required
          rows={4}
          value={reason}
          maxLength={maxLength}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
        />
        {error && !apiFieldErrors(error).reason ? (
          <Alert tone="error" title={failureTitle}>
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
            {pending ? submitting : submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The confirmation of a back office action that takes effect at once (approve, accept, deactivate, revoke, reset 2FA). */
export function ConfirmDecision({
  open,
  onClose,
  title,
  confirm,
  confirming,
  failureTitle,
  pending,
  busy,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  confirm: string;
  confirming: string;
  failureTitle: string;
  pending: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button onClick={onConfirm} aria-disabled={busy || undefined}>
            {pending ? confirming : confirm}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Не сейчас
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <Alert tone="error" title={failureTitle}>
          <p>{apiErrorMessage(error)}</p>
        </Alert>
      ) : null}
    </Modal>
  );
}
