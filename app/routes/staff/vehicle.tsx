import { useState } from "react";
import { data, Link, useLocation, useNavigate } from "react-router";
import type { StaffVehicle } from "../../../contract/staff-catalog.ts";
import { formatDate, formatMoment } from "../../features/account/lk/lk-format";
import {
  useStaffVehicleOptionsQuery,
  useStaffVehicleQuery,
  useStaffVehicleRemoveMutation,
  useStaffVehicleSoldMutation,
  useStaffVehicleUpdateMutation,
} from "../../features/staff/catalog-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { VehiclePhotos } from "../../features/staff/vehicle-photos";
import { apiErrorMessage } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Modal } from "../../ui/modal";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/vehicle";
import styles from "./vehicle.module.css";
import { VehicleForm, valuesOf } from "./vehicle-form";
import { CATALOG_ROLES } from "./vehicles";

/** The vehicle's id from the address; anything else is 404. */
function idOf(param: string | undefined): number {
  if (!/^\d{1,9}$/.test(param ?? "") || Number(param) < 1) throw data(null, { status: 404 });
  return Number(param);
}

export function meta() {
  return staffMeta("Автомобиль");
}

export function loader({ context, params }: Route.LoaderArgs) {
  idOf(params.id);
  requireStaffRoles(context, CATALOG_ROLES);
  return null;
}

const back = <Link to="/staff/vehicles">← Каталог</Link>;

/**
 * `/staff/vehicles/:id`: the vehicle's form (the usual edit is its price), its photographs, its sale — «Отметить проданным» takes
 * it off the site, «Вернуть в продажу» puts it back — and removal after a confirmation.
 */
export default function StaffVehiclePage({ params }: Route.ComponentProps) {
  const id = idOf(params.id);
  const vehicle = useStaffVehicleQuery({ id }, { refetchOnMountOrArgChange: true });
  const options = useStaffVehicleOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [update, updating] = useStaffVehicleUpdateMutation();

  return (
    <QueryState
      query={vehicle}
      errorTitle="Не удалось загрузить автомобиль"
      loading={
        <Stack>
          <PageHeader back={back} title="Автомобиль" />
          <BlockSkeleton label="Загружаем автомобиль…" />
        </Stack>
      }
      notFound={
        <Stack>
          <PageHeader back={back} title="Автомобиль не найден" />
          <p>Возможно, его удалили или адрес набран с ошибкой. Вернитесь к каталогу и найдите автомобиль там.</p>
        </Stack>
      }
    >
      {({ vehicle: v }) => (
        <Stack>
          <PageHeader back={back} title={v.title} lead={<p>{v.sectionTitle}</p>} />
          {created ? (
            <Alert tone="success" title="Автомобиль добавлен">
              <p>Он уже в каталоге на сайте. Добавьте фотографии — без них на сайте показан рисунок кузова.</p>
            </Alert>
          ) : null}
          <div className={styles.layout}>
            <div className={styles.main}>
              <QueryState
                query={options}
                errorTitle="Не удалось открыть форму"
                loading={<BlockSkeleton label="Загружаем форму…" />}
              >
                {(loaded) => (
                  <VehicleForm
                    key={v.id}
                    options={loaded}
                    initial={valuesOf(v, loaded)}
                    submitLabel="Сохранить"
                    pending={updating.isLoading}
                    onSubmit={async (input) => {
                      const result = await update({ id: v.id, ...input });
                      return "error" in result ? result.error : null;
                    }}
                  />
                )}
              </QueryState>
              <VehiclePhotos vehicleId={v.id} />
            </div>
            <aside className={styles.aside} aria-label="Продажа">
              <Stack>
                <SaleCard vehicle={v} />
                <RemoveCard vehicle={v} />
              </Stack>
            </aside>
          </div>
        </Stack>
      )}
    </QueryState>
  );
}

function SaleCard({ vehicle: v }: { vehicle: StaffVehicle }) {
  const [setSold, call] = useStaffVehicleSoldMutation();
  const sold = v.soldAt !== null;
  return (
    <Card title="Продажа" titleId="vehicle-sale">
      <Stack gap={3}>
        <p>
          {sold ? <Badge tone="neutral">Продан {formatDate(v.soldAt)}</Badge> : <Badge tone="success">В продаже</Badge>}
        </p>
        <p className={styles.note}>
          В каталоге с {formatDate(v.listedAt)}; изменён {formatMoment(v.updatedAt)}
        </p>
        {v.publicUrl ? (
          <p>
            <a href={v.publicUrl} target="_blank" rel="noreferrer">
              Открыть на сайте<span className="visually-hidden"> (в новой вкладке)</span>
            </a>
          </p>
        ) : null}
        <Button
          variant={sold ? "primary" : "secondary"}
          aria-disabled={call.isLoading || undefined}
          onClick={() => {
            if (!call.isLoading) void setSold({ id: v.id, sold: !sold });
          }}
        >
          {sold ? "Вернуть в продажу" : "Отметить проданным"}
        </Button>
        <p className={styles.note}>
          {sold
            ? "Вернувшись в продажу, автомобиль снова появится в каталоге на сайте."
            : "Проданный автомобиль сразу уйдёт из каталога на сайте; здесь он останется."}
        </p>
        {call.error ? (
          <Alert tone="error" title="Не получилось">
            <p>{apiErrorMessage(call.error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function RemoveCard({ vehicle: v }: { vehicle: StaffVehicle }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [remove, call] = useStaffVehicleRemoveMutation();

  async function onRemove() {
    if (call.isLoading) return;
    const result = await remove({ id: v.id });
    if ("data" in result) navigate("/staff/vehicles", { replace: true });
  }

  return (
    <Card title="Удаление" titleId="vehicle-remove" accent="danger">
      <Stack gap={3}>
        <p className={styles.note}>
          Для ошибочно добавленного автомобиля. Проданный лучше отметить проданным: запись останется.
        </p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Удалить автомобиль
        </Button>
      </Stack>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Удалить автомобиль?"
        footer={
          <>
            <Button onClick={() => void onRemove()} aria-disabled={call.isLoading || undefined}>
              {call.isLoading ? "Удаляем…" : "Да, удалить"}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Не удалять
            </Button>
          </>
        }
      >
        <p>
          {v.title} исчезнет с сайта и из бэк-офиса вместе с фотографиями. Вернуть его будет нельзя — только добавить
          заново.
        </p>
        {call.error ? (
          <Alert tone="error" title="Не удалено">
            <p>{apiErrorMessage(call.error)}</p>
          </Alert>
        ) : null}
      </Modal>
    </Card>
  );
}
