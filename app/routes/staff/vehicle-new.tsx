import { Link, useNavigate } from "react-router";
import { useStaffVehicleCreateMutation, useStaffVehicleOptionsQuery } from "../../features/staff/catalog-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { PageHeader } from "../../ui/page-header";
import { QueryState } from "../../ui/query-state";
import { BlockSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import type { Route } from "./+types/vehicle-new";
import { EMPTY_VEHICLE, VehicleForm } from "./vehicle-form";
import { CATALOG_ROLES } from "./vehicles";

export function meta() {
  return staffMeta("Новый автомобиль");
}

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CATALOG_ROLES);
  return null;
}

/** `/staff/vehicles/new`: the form; once saved the vehicle is on the site and its page opens for the photos. */
export default function StaffVehicleNew() {
  const navigate = useNavigate();
  const options = useStaffVehicleOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create, creating] = useStaffVehicleCreateMutation();
  return (
    <Stack>
      <PageHeader
        back={<Link to="/staff/vehicles">← Каталог</Link>}
        title="Новый автомобиль"
        lead={<p>После сохранения автомобиль сразу появится на сайте; фотографии добавляются на его странице.</p>}
      />
      <QueryState
        query={options}
        errorTitle="Не удалось открыть форму"
        loading={<BlockSkeleton label="Загружаем форму…" />}
      >
        {(loaded) => (
          <VehicleForm
            options={loaded}
            initial={EMPTY_VEHICLE}
            submitLabel="Добавить в каталог"
            pending={creating.isLoading}
            onSubmit={async (input) => {
              const result = await create(input);
              if ("error" in result) return result.error;
              navigate(`/staff/vehicles/${result.data.vehicle.id}`, { state: { created: true } });
              return null;
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
