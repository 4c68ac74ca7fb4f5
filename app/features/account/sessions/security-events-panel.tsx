import {
  SECURITY_EVENT_TITLES,
  type SecurityEvent,
  SIGN_IN_FAILURE_REASONS,
} from "../../../../contract/security-events.ts";
import { Badge } from "../../../ui/badge";
import { Card } from "../../../ui/card";
import { QueryState } from "../../../ui/query-state";
import { TableSkeleton } from "../../../ui/skeleton";
import { Stack } from "../../../ui/stack";
import { Cell, Table } from "../../../ui/table";
import { Text } from "../../../ui/text";
import { formatMoment } from "../lk/lk-format";
import { useSecurityEventsQuery } from "./security-events-api";
import type { SessionsArea } from "./sessions-api";
import { describeDevice } from "./user-agent";

/** Events a person should look at twice: someone else may be trying the account. */
const WARNING = new Set<SecurityEvent["kind"]>(["signin.failure", "signin.new_device", "mfa.disable"]);

/**
 * «События безопасности» under the sessions: the account's sign-ins and failed attempts, new devices, password and
 * second-factor changes, newest first — a failed attempt the person did not make is the cue to change the password.
 */
export function SecurityEventsPanel({ area = "client" }: { area?: SessionsArea }) {
  return (
    <Card title="События безопасности" titleId="security-events-title">
      <QueryState
        query={useSecurityEventsQuery(area, { refetchOnMountOrArgChange: true })}
        errorTitle="Не удалось загрузить события безопасности"
        loading={<TableSkeleton label="Загружаем события…" rows={3} />}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <Text as="p" muted>
            Событий пока нет: здесь появятся входы в кабинет, неудачные попытки входа и изменения пароля и двухфакторной
            аутентификации.
          </Text>
        }
      >
        {(data) => (
          <Stack gap={4}>
            <Text as="p" small muted>
              Последние 50 событий. Если здесь есть вход или попытка входа, которых вы не делали, смените пароль и
              завершите чужие сеансы.
            </Text>
            <Table
              framed
              caption="События безопасности"
              captionHidden
              columns={[
                {
                  key: "event",
                  header: "Событие",
                  cell: (e) => (
                    <Cell
                      main={
                        WARNING.has(e.kind) ? (
                          <Badge tone="warning">{SECURITY_EVENT_TITLES[e.kind]}</Badge>
                        ) : (
                          SECURITY_EVENT_TITLES[e.kind]
                        )
                      }
                      sub={e.kind === "signin.failure" && e.reason ? SIGN_IN_FAILURE_REASONS[e.reason] : null}
                    />
                  ),
                },
                {
                  key: "where",
                  header: "Откуда",
                  cell: (e) => (
                    <Cell main={describeDevice(e.userAgent)} sub={e.address ? `Адрес: ${e.address}` : null} />
                  ),
                },
                { key: "at", header: "Когда", cell: (e) => formatMoment(e.at) },
              ]}
              rows={data.items}
              rowKey={(e) => String(e.id)}
            />
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}
