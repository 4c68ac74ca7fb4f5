import { type FormEvent, useState } from "react";
import { CESSION_MESSAGES, type CessionDetail } from "../../../../contract/lk-cession.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Field } from "../../../ui/field";
import styles from "./cession.module.css";
import { useInviteToCessionMutation } from "./cession-api";

type Role = "cessionary" | "guarantor";

const INN = /^(\d{10}|\d{12})$/;

/**
 * One invitation form: an e-mail and an INN (`POST invite/`). The answer's message (the §8 "invitation sent…")
 * stays under it; a refusal is shown at its field or, when it concerns the whole, as the server's detail.
 */
function InviteForm({
  partRole: role,
  cessionCode,
  initial,
  submitLabel,
  disabled,
}: {
  partRole: Role;
  cessionCode: string | null;
  initial?: { email: string; inn: string };
  submitLabel: string;
  disabled: boolean;
}) {
  const [email, setEmail] = useState(initial?.email ?? "");
  const [inn, setInn] = useState(initial?.inn ?? "");
  const [errors, setErrors] = useState<{ email?: string; inn?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [invite, { isLoading }] = useInviteToCessionMutation();
  const idPrefix = `invite-${role}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled || isLoading) return;
    setOutcome(null);
    const local: { email?: string; inn?: string } = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) local.email = "Укажите адрес электронной почты";
    if (!INN.test(inn.trim())) local.inn = "ИНН: 10 цифр у юрлица, 12 у физлица и ИП";
    setErrors(local);
    if (local.email || local.inn) return;
    try {
      const answer = await invite({
        email: email.trim(),
        inn: inn.trim(),
        role,
        cessionId: cessionCode ?? undefined,
      }).unwrap();
      setOutcome({ tone: "success", text: answer.message });
      // A guarantor's form is for the next one; the assignee's keeps what was sent (it can be sent again).
      if (role === "guarantor") {
        setEmail("");
        setInn("");
      }
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors({ email: fields.email, inn: fields.inn });
      setOutcome({ tone: "error", text: apiErrorMessage(error) });
    }
  }

  const title = role === "cessionary" ? "Цессионарий" : "Поручитель";
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`Приглашение: ${title.toLowerCase()}`}>
      <div className={styles.formRow}>
        <Field
          id={`${idPrefix}-email`}
          label={`Электронная почта (${title.toLowerCase()})`}
          type="email"
          autoComplete="off"
          required
          disabled={disabled}
          value={email}
          maxLength={200}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <Field
          id={`${idPrefix}-inn`}
          label={`ИНН (${title.toLowerCase()})`}
          inputMode="numeric"
          autoComplete="off"
          required
          disabled={disabled}
          value={inn}
          maxLength={12}
          onChange={(e) => setInn(e.currentTarget.value.replace(/\D/g, ""))}
          hint="10 цифр у юрлица, 12 у физлица и ИП"
          error={errors.inn}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={disabled} aria-disabled={isLoading || undefined}>
          {isLoading ? "Отправляем приглашение…" : submitLabel}
        </Button>
      </div>
      {outcome ? (
        <Alert
          tone={outcome.tone}
          title={outcome.tone === "success" ? "Приглашение отправлено" : "Приглашение не отправлено"}
        >
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
    </form>
  );
}

/**
 * «Приглашения» of a draft: the assignee (its e-mail and INN; sent again replaces the address while its part is
 * not sent) and any number of guarantors. Before the first save there is nothing to invite to: the forms are off
 * and say so with the §8 message.
 */
export function InviteSection({ cession }: { cession: CessionDetail | null }) {
  const saved = cession !== null;
  const cessionary = cession?.cessionary ?? null;
  const cessionaryOpen = cessionary === null || cessionary.status === "draft";
  return (
    <Card title="Приглашения" titleId="cession-invites">
      <div className={styles.stack}>
        {saved ? null : (
          <Alert tone="info">
            <p>{CESSION_MESSAGES.saveBeforeInvite}</p>
          </Alert>
        )}
        <h3 className={styles.subtitle}>Цессионарий</h3>
        {cessionaryOpen ? (
          <InviteForm
            partRole="cessionary"
            cessionCode={cession?.code ?? null}
            initial={cessionary ? { email: cessionary.email ?? "", inn: cessionary.inn ?? "" } : undefined}
            submitLabel={cessionary?.invitedAt ? "Пригласить цессионария заново" : "Пригласить цессионария"}
            disabled={!saved}
          />
        ) : (
          <p className={styles.muted}>Цессионарий отправил свою часть: приглашение изменить нельзя.</p>
        )}
        <h3 className={styles.subtitle}>Поручители</h3>
        <p className={styles.muted}>Поручителей может быть несколько: пригласите каждого отдельно.</p>
        <InviteForm
          partRole="guarantor"
          cessionCode={cession?.code ?? null}
          submitLabel="Пригласить поручителя"
          disabled={!saved}
        />
      </div>
    </Card>
  );
}
