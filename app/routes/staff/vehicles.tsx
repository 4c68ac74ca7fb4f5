import { Link } from "react-router";
import {
  STAFF_CATALOG_SECTION_TITLES,
  STAFF_VEHICLE_STATUS_TITLES,
  StaffCatalogFiltersSchema,
  type StaffVehicleListItem,
} from "../../../contract/staff-catalog.ts";
import { FilterBar, FilterSelect, SearchField } from "../../features/account/list-filters/filter-bar";
import { FilteredList } from "../../features/account/list-filters/filtered-list";
import { useListFilters } from "../../features/account/list-filters/use-list-filters";
import { listQueryString } from "../../features/account/lk/list-params";
import { formatDate } from "../../features/account/lk/lk-format";
import { useStaffVehicleListQuery } from "../../features/staff/catalog-api";
import { staffMeta } from "../../features/staff/staff-meta";
import { requireStaffRoles } from "../../features/staff/staff-session";
import { Badge } from "../../ui/badge";
import { ButtonLink } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { Money } from "../../ui/money";
import { PageHeader } from "../../ui/page-header";
import { TableSkeleton } from "../../ui/skeleton";
import { Stack } from "../../ui/stack";
import { Cell, Table } from "../../ui/table";
import type { Route } from "./+types/vehicles";

export function meta() {
  return staffMeta("Каталог");
}

/** The content editor keeps the catalogue; admin always. */
export const CATALOG_ROLES = ["content"] as const;

export function loader({ context }: Route.LoaderArgs) {
  requireStaffRoles(context, CATALOG_ROLES);
  return null;
}

const FILTER_KEYS = ["search", "section", "status"] as const;

const km = new Intl.NumberFormat("ru-RU");

/**
 * `/staff/vehicles`: every vehicle of the catalogue, newest first — on sale and sold — searched by key, VIN, brand
 * or model and filtered by section and state, in the address; «Добавить автомобиль» opens the form.
 */
export default function StaffVehicles() {
  const filters = useListFilters(StaffCatalogFiltersSchema, FILTER_KEYS);
  const { filters: chosen, currentPage } = filters.request;
  const query = useStaffVehicleListQuery(listQueryString(chosen, currentPage), {
    skip: filters.filterError !== null,
    refetchOnMountOrArgChange: true,
  });

  return (
    <Stack>
      <PageHeader
        title="Каталог"
        lead={<p>Автомобили на сайте: цены, спецпредложения, фотографии; проданные уходят из каталога.</p>}
        actions={<ButtonLink to="/staff/vehicles/new">Добавить автомобиль</ButtonLink>}
      />

      <FilterBar filters={filters} label="Фильтры каталога">
        <SearchField filters={filters} label="Марка, модель, VIN или ключ" placeholder="Например, Haval Jolion" />
        <FilterSelect
          filters={filters}
          name="section"
          label="Раздел"
          placeholder="Все"
          options={STAFF_CATALOG_SECTION_TITLES}
        />
        <FilterSelect
          filters={filters}
          name="status"
          label="Продажа"
          placeholder="Все"
          options={STAFF_VEHICLE_STATUS_TITLES}
        />
      </FilterBar>

      <FilteredList
        filters={filters}
        query={query}
        errorTitle="Не удалось загрузить каталог"
        loading={<TableSkeleton label="Загружаем каталог…" />}
        noMatch={{ title: "По этим условиям автомобилей нет", text: <p>Измените фильтры или поисковый запрос.</p> }}
        empty={
          <EmptyState title="В каталоге пока нет автомобилей">
            <p>
              Добавьте первый: выберите комплектацию, цвет и цену — автомобиль сразу появится на сайте.{" "}
              <Link to="/staff/vehicles/new">Добавить автомобиль</Link>
            </p>
          </EmptyState>
        }
        countForms={["автомобиль", "автомобиля", "автомобилей"]}
      >
        {(page) => (
          <Table
            framed
            caption="Автомобили каталога"
            captionHidden
            columns={[
              { key: "title", header: "Автомобиль", cell: (v) => <TitleCell item={v} /> },
              {
                key: "section",
                header: "Раздел",
                cell: (v) => (
                  <Cell
                    main={v.sectionTitle}
                    sub={[
                      `${v.year} г.`,
                      v.section === "used" ? `${km.format(v.mileage)} км` : undefined,
                      v.cityName ?? undefined,
                    ]}
                  />
                ),
              },
              {
                key: "price",
                header: "Цена",
                cell: (v) => (
                  <Cell
                    main={<Money value={v.price} />}
                    sub={
                      v.oldPrice ? (
                        <>
                          без скидки <Money value={v.oldPrice} />
                        </>
                      ) : undefined
                    }
                  />
                ),
              },
              {
                key: "status",
                header: "Продажа",
                cell: (v) => (
                  <Cell
                    main={v.soldAt ? <Badge tone="neutral">Продан</Badge> : <Badge tone="success">В продаже</Badge>}
                    sub={v.soldAt ? formatDate(v.soldAt) : `фото: ${v.photoCnt}`}
                  />
                ),
              },
            ]}
            rows={page.items}
            rowKey={(v) => String(v.id)}
          />
        )}
      </FilteredList>
    </Stack>
  );
}

function TitleCell({ item: v }: { item: StaffVehicleListItem }) {
  return (
    <Cell
      main={<Link to={`/staff/vehicles/${v.id}`}>{v.title}</Link>}
      sub={[v.colorName, v.vin ? `VIN ${v.vin}` : `ключ ${v.key}`]}
    />
  );
}
