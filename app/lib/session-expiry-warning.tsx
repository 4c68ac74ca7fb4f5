import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { SESSION_PEEK_HEADER, SESSION_WARNING_S } from "../../contract/session.ts";
import { SessionDeadlinesSchema } from "../../contract/sessions.ts";
import { Button, ButtonLink } from "../ui/button";
import { Modal } from "../ui/modal";

const WARNING_MS = SESSION_WARNING_S * 1000;
/** A failed look (network, 5xx) is tried again this much later: the warning must not be lost to one blip. */
const RETRY_MS = 30_000;

type Phase =
  | { kind: "quiet" }
  | { kind: "warning"; endsAt: number; absolute: boolean; dismissed: boolean }
  | { kind: "ended" };

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString("ru-RU", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Moscow" });

/**
 * Warns a minute before the session ends (ADR 027). It looks at the session's ends with a peek (the answer does
 * not count as activity, so the timer never keeps an idle session alive), waits until a minute before the earlier
 * end, looks again (a page opened meanwhile moved it on), and only then asks. «Продолжить работу» is an ordinary
 * request to `statusUrl`, which is activity. After the end it says so and offers «Войти снова»: it reloads this
 * page, and the area's layout sends a browser without a session to sign-in with `next` back here — as any other
 * navigation would.
 * `statusUrl`: the area's own session answer, /apilk/account/check/ or /staff/api/session/.
 */
export function SessionExpiryWarning({ statusUrl }: { statusUrl: string }) {
  const [phase, setPhase] = useState<Phase>({ kind: "quiet" });
  const [continuing, setContinuing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname, search } = useLocation();

  const look = useCallback(
    async (activity: boolean): Promise<void> => {
      clearTimeout(timer.current);
      const again = (ms: number) => {
        timer.current = setTimeout(() => void look(false), ms);
      };
      let response: Response;
      try {
        response = await fetch(new URL(statusUrl, location.origin), {
          credentials: "same-origin",
          headers: activity ? {} : { [SESSION_PEEK_HEADER]: "1" },
        });
      } catch {
        again(RETRY_MS);
        return;
      }
      if (response.status === 401) {
        setPhase({ kind: "ended" });
        return;
      }
      const parsed = response.ok ? SessionDeadlinesSchema.safeParse(await response.json().catch(() => null)) : null;
      if (!parsed?.success) {
        again(RETRY_MS);
        return;
      }
      // The server's clock decides: measure against the time it answered, not the browser's own clock.
      const served = Date.parse(response.headers.get("date") ?? "");
      const skew = Number.isNaN(served) ? 0 : served - Date.now();
      const idle = Date.parse(parsed.data.idleExpiresAt);
      const absolute = Date.parse(parsed.data.absoluteExpiresAt);
      const endsAt = Math.min(idle, absolute);
      const left = endsAt - (Date.now() + skew);
      if (left > WARNING_MS) {
        setPhase({ kind: "quiet" });
        again(left - WARNING_MS);
      } else {
        setPhase((now) => ({
          kind: "warning",
          endsAt: endsAt - skew,
          absolute: absolute <= idle,
          dismissed: now.kind === "warning" && now.endsAt === endsAt - skew && now.dismissed,
        }));
        // Just past the end: the look then finds the session gone, or moved on by work in another tab.
        again(Math.max(left, 0) + 1_000);
      }
    },
    [statusUrl],
  );

  useEffect(() => {
    void look(false);
    // A computer waking from sleep or a tab brought back: timers may have slept through the warning, look now.
    const onReturn = () => {
      if (document.visibilityState === "visible") void look(false);
    };
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [look]);

  async function keepWorking() {
    setContinuing(true);
    try {
      await look(true);
    } finally {
      setContinuing(false);
    }
  }

  if (phase.kind === "ended") {
    return (
      <Modal
        open
        onClose={() => undefined}
        title="Сеанс завершён"
        footer={
          <ButtonLink to={pathname + search} reloadDocument>
            Войти снова
          </ButtonLink>
        }
      >
        <p>
          Для безопасности сеанс завершился. Войдите снова — после входа откроется эта же страница. То, что не было
          сохранено, придётся ввести заново.
        </p>
      </Modal>
    );
  }

  const warning = phase.kind === "warning" ? phase : null;
  return (
    <Modal
      open={warning !== null && !warning.dismissed}
      onClose={() => setPhase((now) => (now.kind === "warning" ? { ...now, dismissed: true } : now))}
      title="Сессия скоро завершится"
      footer={
        warning?.absolute ? (
          <Button onClick={() => setPhase((now) => (now.kind === "warning" ? { ...now, dismissed: true } : now))}>
            Понятно
          </Button>
        ) : (
          <Button onClick={keepWorking} disabled={continuing}>
            Продолжить работу
          </Button>
        )
      }
    >
      {warning?.absolute ? (
        <p>
          Сеанс длится не дольше, чем разрешено после входа, и завершится в {clock(warning.endsAt)}. Сохраните то, что
          делаете: потом нужно будет войти снова.
        </p>
      ) : (
        <p>
          Вы давно ничего не делали, и в {warning ? clock(warning.endsAt) : ""} сеанс завершится для безопасности.
          Нажмите «Продолжить работу», чтобы остаться. Иначе придётся войти снова, а несохранённые данные на странице
          пропадут.
        </p>
      )}
    </Modal>
  );
}
