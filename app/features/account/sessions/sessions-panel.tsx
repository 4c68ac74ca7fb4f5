import { useState } from "react";
import { SESSION_LIFETIMES } from "../../../../contract/session.ts";
import type { ActiveSession, SessionsResponse } from "../../../../contract/sessions.ts";
import { apiErrorMessage } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { formatMoment } from "../lk/lk-format";
import {
  type SessionsArea,
  useEndOtherSessionsMutation,
  useEndSessionMutation,
  useSessionsQuery,
} from "./sessions-api";
import { describeDevice } from "./user-agent";

/** «30 минут», «12 часов»: a lifetime in seconds as the explanation says it. */
function spoken(seconds: number): string {
  const plural = (n: number, one: string, few: string, many: string) => {
    const tens = n % 100;
    const ones = n % 10;
    if (tens >= 11 && tens <= 14) return many;
    return ones === 1 ? one : ones >= 2 && ones <= 4 ? few : many;
  };
  if (seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return `${hours} ${plural(hours, "час", "часа", "часов")}`;
  }
  const minutes = Math.round(seconds / 60);
  return `${minutes} ${plural(minutes, "минуту", "минуты", "минут")}`;
}

/**
 * «Сеансы» in a client's settings and «Мои сеансы» in the back office: where the person is signed in (device,
 * address, last activity), this browser marked, «Завершить» for any other and «Завершить все, кроме текущего» —
 * for a lost phone or a shared computer.
 */
export function SessionsPanel({ area = "client" }: { area?: SessionsArea }) {
  return (
    <Card title="Активные сеансы" titleId="sessions-title">
      <QueryState
        query={useSessionsQuery(area)}
        errorTitle="Не удалось загрузить сеансы"
        loading={<TableSkeleton label="Загружаем сеансы…" rows={2} />}
      >
        {(data) => <SessionsTable data={data} area={area} />}
      </QueryState>
    </Card>
  );
}

function SessionsTable({ data, area }: { data: SessionsResponse; area: SessionsArea }) {
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const busy = ending.isLoading || endingOthers.isLoading;
  const others = data.items.filter((s) => !s.current).length;

  async function run(action: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await action();
      setMessage({ tone: "success", text: done });
    } catch (error) {
      setMessage({ tone: "error", text: apiErrorMessage(error) });
    }
  }

  const device = (s: ActiveSession) => describeDevice(s.userAgent);
  const lifetime = SESSION_LIFETIMES[area];

  return (
    <Stack gap={4}>
      <Text as="p" small muted>
        Сеанс завершается сам через {spoken(lifetime.idleS)} без действий и через {spoken(lifetime.absoluteS)} после
        входа. Если здесь есть сеанс, которого вы не узнаёте, завершите его и смените пароль.
      </Text>
      {message ? (
        <Alert tone={message.tone}>
          <p>{message.text}</p>
        </Alert>
      ) : null}
      <Table
        framed
        caption="Активные сеансы"
        captionHidden
        columns={[
          {
            key: "device",
            header: "Устройство",
            cell: (s) => (
              <Cell
                main={
                  <>
                    {device(s)} {s.current ? <Badge tone="info">Текущий</Badge> : null}
                  </>
                }
                sub={s.address ? `Адрес: ${s.address}` : null}
              />
            ),
          },
          {
            key: "seen",
            header: "Последняя активность",
            cell: (s) => <Cell main={formatMoment(s.lastSeenAt)} sub={`вход ${formatMoment(s.createdAt)}`} />,
          },
          {
            key: "action",
            header: "Действие",
            cell: (s) =>
              s.current ? (
                <Text small muted>
                  Этот браузер
                </Text>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Завершить сеанс: ${device(s)}, ${formatMoment(s.lastSeenAt)}`}
                  onClick={() => run(() => endSession({ area, id: s.id }).unwrap(), `Сеанс «${device(s)}» завершён.`)}
                >
                  Завершить
                </Button>
              ),
          },
        ]}
        rows={data.items}
        rowKey={(s) => s.id}
      />
      {others > 0 ? (
        <div>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(async () => {
                const { ended } = await endOthers(area).unwrap();
                return ended;
              }, "Все сеансы, кроме текущего, завершены.")
            }
          >
            Завершить все, кроме текущего
          </Button>
        </div>
      ) : (
        <Text as="p" small muted>
          Других сеансов нет: вы вошли только в этом браузере.
        </Text>
      )}
    </Stack>
  );
}
