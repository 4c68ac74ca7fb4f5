import { type FormEvent, useRef, useState } from "react";
import { type StaffClientDetail, StaffClientUserInputSchema } from "../../../contract/staff-clients.ts";
import { formatDate } from "../../features/account/lk/lk-format";
import { useStaffClientOpenAccessMutation } from "../../features/staff/clients-api";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Checkbox } from "../../ui/checkbox";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import styles from "./clients.module.css";

type UserName = "email" | "name" | "phone" | "position";
const USER_FIELDS: { name: UserName; label: string; type?: string; required?: boolean; hint?: string }[] = [
  { name: "email", label: "E-mail", type: "email", required: true, hint: "На него придёт ссылка для входа" },
  { name: "name", label: "Имя", required: true },
  { name: "phone", label: "Телефон", type: "tel" },
  { name: "position", label: "Должность" },
];

const UNTICKED = "Отметьте все договоры клиента, чтобы привязать их к кабинету";

/**
 * «Открыть доступ» for a lessee the lessor already knows — a profile with contracts in the books and nobody acting
 * for it (ADR 033, «Linking contracts»): the first user joins this very profile once the employee has ticked every
 * contract found under its INN («Привязать договоры»), and gets the e-mail with the link that sets the password.
 */
export function ClientOpenAccess({ client, onOpened }: { client: StaffClientDetail; onOpened(message: string): void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const contracts = client.contracts.filter((k) => k.profileId === client.id);
  const [user, setUser] = useState<Record<UserName, string>>({ email: "", name: "", phone: "", position: "" });
  const [ticked, setTicked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [open, opened] = useStaffClientOpenAccessMutation();

  function focusFirst(found: Record<string, string>) {
    const first = Object.keys(found)[0];
    const selector = first === "contracts" ? 'input[name="contracts"]' : `[name="${first}"]`;
    if (first) formRef.current?.querySelector<HTMLInputElement>(selector)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (opened.isLoading) return;
    opened.reset();
    const found: Record<string, string> = {};
    const parsed = StaffClientUserInputSchema.safeParse(user);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = `user.${issue.path.join(".")}`;
        if (!(key in found)) found[key] = issue.message;
      }
    }
    if (contracts.some((k) => !ticked.includes(k.number))) found.contracts = UNTICKED;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    const result = await open({ profileId: client.id, user, contracts: ticked });
    if ("error" in result) {
      const fields = apiFieldErrors(result.error);
      setErrors(fields);
      focusFirst(fields);
      return;
    }
    onOpened(result.data.message);
  }

  const clear = (key: string) => setErrors((e) => (key in e ? { ...e, [key]: "" } : e));
  const groupError = errors.contracts || undefined;
  const failure = opened.error && Object.keys(apiFieldErrors(opened.error)).length === 0 ? opened.error : null;

  return (
    <Card title="Открыть доступ" titleId="staff-client-open-access">
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="staff-client-open-access"
      >
        <p>
          Клиент ведёт договоры без личного кабинета. Первый пользователь получит доступ к этому профилю и письмо со
          ссылкой, по которой задаст пароль; ссылка действует 7 дней.
        </p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Первый пользователь</legend>
          <div className={styles.fields}>
            {USER_FIELDS.map((f) => (
              <Field
                key={f.name}
                label={f.label}
                name={`user.${f.name}`}
                type={f.type}
                required={f.required}
                hint={f.hint}
                value={user[f.name]}
                error={errors[`user.${f.name}`] || undefined}
                onChange={(e) => {
                  setUser({ ...user, [f.name]: e.currentTarget.value });
                  clear(`user.${f.name}`);
                }}
              />
            ))}
          </div>
        </fieldset>
        <fieldset
          className={styles.contracts}
          aria-describedby={groupError ? "staff-open-access-contracts" : undefined}
        >
          <legend className={styles.legend}>Привязать договоры</legend>
          {contracts.length === 0 ? (
            <p>Договоров под этим ИНН нет: клиент увидит их, когда они появятся в учёте.</p>
          ) : (
            <>
              <p>Проверьте, что это договоры этого клиента, и отметьте каждый: он увидит их в кабинете.</p>
              {contracts.map((k) => (
                <Checkbox
                  key={k.code}
                  id={`staff-open-access-${k.code}`}
                  name="contracts"
                  value={k.number}
                  checked={ticked.includes(k.number)}
                  aria-invalid={groupError ? true : undefined}
                  onChange={(event) => {
                    const on = event.currentTarget.checked;
                    setTicked((t) => (on ? [...t, k.number] : t.filter((n) => n !== k.number)));
                    clear("contracts");
                  }}
                  label={`Договор № ${k.number} — ${k.vehicleTitle}`}
                  hint={`${k.statusTitle}, подписан ${formatDate(k.signedAt)}`}
                />
              ))}
            </>
          )}
          {groupError ? (
            <p id="staff-open-access-contracts" className={styles.groupError}>
              {groupError}
            </p>
          ) : null}
        </fieldset>
        {failure ? (
          <Alert tone="error" title="Не удалось открыть доступ">
            <p>{apiErrorMessage(failure)}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" className={styles.submit} aria-disabled={opened.isLoading || undefined}>
            {opened.isLoading ? (
              <>
                <Spinner />
                Открываем…
              </>
            ) : (
              "Открыть доступ и отправить приглашение"
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
