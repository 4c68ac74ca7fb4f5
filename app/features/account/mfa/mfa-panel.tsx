import { type FormEvent, useRef, useState } from "react";
import type { MfaStatus } from "../../../../contract/mfa.ts";
import { apiErrorMessage, apiFieldErrors } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Field } from "../../../ui/field";
import { QueryState } from "../../../ui/query-state";
import { BlockSkeleton } from "../../../ui/skeleton";
import { Spinner } from "../../../ui/spinner";
import { Stack } from "../../../ui/stack";
import { Text } from "../../../ui/text";
import { useLazyPublicKeyQuery } from "../account-api";
import { canEncryptPassword, EncryptionUnavailableError, encryptPassword } from "../encrypt-password";
import { formatMoment } from "../lk/lk-format";
import styles from "./mfa.module.css";
import { useMfaDisableMutation, useMfaRegenerateRecoveryCodesMutation, useMfaStatusQuery } from "./mfa-api";
import { MfaEnrolment } from "./mfa-enrolment";
import { RecoveryCodes } from "./recovery-codes";

/** Settings «Вход и 2FA»: the second factor's state; turning it on (QR, code, recovery codes), new recovery codes, off. */
export function MfaPanel({ email }: { email: string }) {
  const query = useMfaStatusQuery();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Card title="Двухфакторная аутентификация" titleId="mfa-title">
      <QueryState
        query={query}
        errorTitle="Не удалось узнать состояние двухфакторной аутентификации"
        loading={<BlockSkeleton label="Загружаем…" lines={4} />}
      >
        {(status) => (
          <Stack gap={4}>
            {notice ? (
              <Alert tone="success">
                <p>{notice}</p>
              </Alert>
            ) : null}
            {status.enabled ? (
              <EnabledState
                status={status}
                email={email}
                onCodes={() => {
                  setNotice("Новые резервные коды созданы, прежние больше не действуют.");
                  void query.refetch();
                }}
                onOff={() => {
                  setNotice("Двухфакторная аутентификация отключена. Мы отправили уведомление на вашу почту.");
                  void query.refetch();
                }}
              />
            ) : (
              <>
                <Text as="p">
                  <Badge tone="neutral">Выключена</Badge> Для входа достаточно пароля. Включите второй фактор: кроме
                  пароля, при входе понадобится код из приложения на телефоне.
                </Text>
                <MfaEnrolment
                  email={email}
                  onDone={() => {
                    setNotice("Двухфакторная аутентификация включена.");
                    void query.refetch();
                  }}
                />
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

function EnabledState({
  status,
  email,
  onCodes,
  onOff,
}: {
  status: MfaStatus;
  email: string;
  onCodes: () => void;
  onOff: () => void;
}) {
  return (
    <Stack gap={4}>
      <Text as="p">
        <Badge tone="success">Включена</Badge>
        {status.enabledAt ? ` с ${formatMoment(status.enabledAt)}. ` : " "}
        При входе с нового устройства, кроме пароля, нужен код из приложения. Осталось резервных кодов:{" "}
        {status.recoveryCodesLeft}.
      </Text>
      <RegenerateCodes email={email} onDone={onCodes} />
      {status.required ? (
        <Text as="p" small muted>
          Сотрудникам лизинговой компании двухфакторная аутентификация обязательна.
        </Text>
      ) : (
        <DisableForm onOff={onOff} />
      )}
    </Stack>
  );
}

type Errors = { password?: string; code?: string };

/** Turning it off needs the current password and a code (or a recovery code): a stolen session alone cannot. */
function DisableForm({ onOff }: { onOff: () => void }) {
  const [disable] = useMfaDisableMutation();
  return (
    <PasswordAndCodeForm
      title="Отключить"
      titleId="mfa-off-title"
      submitLabel="Отключить двухфакторную аутентификацию"
      busyLabel="Отключаем…"
      send={async (body) => {
        await disable(body).unwrap();
        onOff();
      }}
    />
  );
}

/**
 * New recovery codes, with the password and a code as for turning it off: the ten new ones are shown once and
 * the old ones stop working at once (a list that was printed and lost, or all but spent).
 */
function RegenerateCodes({ email, onDone }: { email: string; onDone: () => void }) {
  const [regenerate] = useMfaRegenerateRecoveryCodesMutation();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        email={email}
        onSaved={() => {
          setCodes(null);
          onDone();
        }}
      />
    );
  }
  return (
    <PasswordAndCodeForm
      title="Новые резервные коды"
      titleId="mfa-codes-title"
      lead="Прежние резервные коды перестанут действовать сразу, новые мы покажем один раз."
      submitLabel="Создать новые резервные коды"
      busyLabel="Создаём…"
      send={async (body) => setCodes((await regenerate(body).unwrap()).recoveryCodes)}
    />
  );
}

/** The current password (encrypted as at sign-in) and a code, for the actions a stolen session alone must not do. */
function PasswordAndCodeForm({
  title,
  titleId,
  lead,
  submitLabel,
  busyLabel,
  send,
}: {
  title: string;
  titleId: string;
  lead?: string;
  submitLabel: string;
  busyLabel: string;
  send: (body: { password: string; code: string }) => Promise<void>;
}) {
  const [getPublicKey] = useLazyPublicKeyQuery();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (name: keyof Errors) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const found: Errors = {
      password: password ? undefined : "Введите пароль",
      code: code.trim() ? undefined : "Введите код из приложения или резервный код",
    };
    setErrors(found);
    if (found.password || found.code) {
      focus(found.password ? "password" : "code");
      return;
    }
    if (!canEncryptPassword()) {
      setFailure(new EncryptionUnavailableError().message);
      return;
    }
    sending.current = true;
    setBusy(true);
    try {
      const { publicKey } = await getPublicKey(undefined, true).unwrap();
      await send({ password: await encryptPassword(password, publicKey), code: code.trim() });
    } catch (caught) {
      sending.current = false;
      setBusy(false);
      const fields = apiFieldErrors(caught);
      if (fields.password || fields.code) {
        setErrors({ password: fields.password, code: fields.code });
        focus(fields.password ? "password" : "code");
      } else setFailure(apiErrorMessage(caught));
      setCode("");
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={busy || undefined}
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>{title}</h3>
      {lead ? (
        <Text as="p" small muted>
          {lead}
        </Text>
      ) : null}
      {failure ? (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Field
        label="Пароль"
        name="password"
        type="password"
        autoComplete="current-password"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.password}
        value={password}
        onChange={(e) => {
          setPassword(e.currentTarget.value);
          setErrors((prev) => ({ ...prev, password: undefined }));
        }}
      />
      <Field
        label="Код из приложения или резервный код"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={32}
        error={errors.code}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setErrors((prev) => ({ ...prev, code: undefined }));
        }}
      />
      <div>
        <Button type="submit" variant="secondary" aria-disabled={busy || undefined}>
          {busy ? (
            <>
              <Spinner />
              {busyLabel}
            </>
          ) : (
            submitLabel
          )}
        </Button>
      </div>
    </form>
  );
}
