import type { ReactNode } from "react";
import type { StaffRole } from "../../../contract/staff.ts";
import { apiErrorMessage, apiFieldErrors } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Card } from "../../ui/card";
import { Stack } from "../../ui/stack";
import styles from "./site.module.css";

/** The site's directory content is the content editor's (admin always); the API checks the same role. */
export const SITE_ROLES: readonly StaffRole[] = ["content"];

/** The tabs of /staff/site, in order: the first is the section's own address. */
export const SITE_TABS = ["offers", "partners", "reviews", "cities"] as const;
export type SiteTab = (typeof SITE_TABS)[number];
export const SITE_TAB_TITLES: Record<SiteTab, string> = {
  offers: "Предложения",
  partners: "Партнёры",
  reviews: "Отзывы",
  cities: "Города и офисы",
};

export function siteTabPath(tab: SiteTab): string {
  return tab === SITE_TABS[0] ? "/staff/site" : `/staff/site/${tab}`;
}

/** An edit page's id from the address: `new`, a number, or nothing that exists (null). */
export function editTarget(param: string | undefined): "new" | number | null {
  if (param === "new") return "new";
  return param && /^\d{1,9}$/.test(param) ? Number(param) : null;
}

export type Errors = Record<string, string>;

/** The first message per field of a zod failure or a problem's `errors`, keyed by the field's top name. */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** Moves the focus to the first field the form marked wrong, so a keyboard user lands on it. */
export function focusFirstError(form: HTMLFormElement | null, errors: Errors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  form
    .querySelector<HTMLElement>(`[name="${CSS.escape(first)}"], [name="${CSS.escape(first.split(".")[0] ?? "")}"]`)
    ?.focus();
}

/** The publication card of an edit page: the state on the site and the button that changes it. */
export function PublishCard({
  published,
  state,
  url,
  busy,
  error,
  onToggle,
  children,
}: {
  published: boolean;
  state: ReactNode;
  url: string;
  busy: boolean;
  error: unknown;
  onToggle(next: boolean): void;
  children?: ReactNode;
}) {
  return (
    <Card title="Публикация" titleId="site-publication">
      <Stack gap={3}>
        <p>{state}</p>
        {children}
        {published ? (
          <p>
            <a href={url} target="_blank" rel="noreferrer">
              Открыть на сайте<span className="visually-hidden"> (в новой вкладке)</span>
            </a>
          </p>
        ) : null}
        <div>
          <Button
            variant={published ? "secondary" : "primary"}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onToggle(!published);
            }}
          >
            {published ? "Снять с сайта" : "Опубликовать"}
          </Button>
        </div>
        {error ? (
          <Alert tone="error" title="Не удалось изменить публикацию">
            <p>{apiErrorMessage(error)}</p>
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

export function PublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge tone="success">Опубликовано</Badge> : <Badge tone="neutral">Черновик</Badge>;
}

/**
 * The end of an edit form: what stops the save (fields marked, or the server's refusal that names no field), the save
 * button and the «Сохранено» status.
 */
export function SaveFooter({
  errors,
  saving,
  saved,
}: {
  errors: Errors;
  saving: { error?: unknown; isLoading: boolean };
  saved: boolean;
}) {
  return (
    <>
      {Object.keys(errors).length > 0 ? (
        <Alert tone="error" title="Проверьте поля">
          <p>Исправьте отмеченные поля и сохраните снова.</p>
        </Alert>
      ) : null}
      {saving.error && Object.keys(apiFieldErrors(saving.error)).length === 0 ? (
        <Alert tone="error" title="Не удалось сохранить">
          <p>{apiErrorMessage(saving.error)}</p>
        </Alert>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" aria-disabled={saving.isLoading || undefined}>
          {saving.isLoading ? "Сохраняем…" : "Сохранить"}
        </Button>
        {saved ? (
          <p role="status" className={styles.done}>
            Сохранено.
          </p>
        ) : null}
      </div>
    </>
  );
}
