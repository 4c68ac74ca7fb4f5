import { useCallback, useMemo, useState } from "react";
import type { MissingField } from "../../../../contract/lk-cession.ts";
import { getPath, type PathForm, pathId, setPath } from "./questionnaire-fields";

/** The server names a field inside its request (`participant.data.company.inn`, `guarantor.inn`): the form's path. */
export function formPath(field: string): string {
  return field
    .replace(/^participant\./, "")
    .replace(/^data\./, "")
    .replace(/^guarantor\./, "");
}

/**
 * The state behind a PathForm: the data, the paths left at least once (their format errors show from then on,
 * not while the first digits are typed), «show every error» after a refused save, and the server's messages, each
 * cleared when its field changes.
 */
export function usePathFormState<D>({
  initial,
  formatErrors,
  requiredOf,
  prefix,
  readOnly,
}: {
  initial: D;
  readOnly: boolean;
  formatErrors: (data: D) => MissingField[];
  /** The paths the data needs before sending (they may depend on the data: a guarantor's type). */
  requiredOf: (data: D) => ReadonlySet<string>;
  prefix: string;
}) {
  const [data, setData] = useState<D>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});

  const format = useMemo(() => {
    const byPath: Record<string, string> = {};
    for (const e of formatErrors(data)) byPath[e.field] ??= e.message;
    return byPath;
  }, [data, formatErrors]);

  const requiredPaths = useMemo(() => requiredOf(data), [data, requiredOf]);

  const set = useCallback((path: string, value: unknown) => {
    setData((current) => setPath(current, path, value));
    setServer((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  }, []);

  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );

  const form: PathForm = useMemo(
    () => ({
      value: (path) => getPath(data, path),
      set,
      touch,
      error: (path) => server[path] ?? (showAll || touched.has(path) ? format[path] : undefined),
      required: (path) => requiredPaths.has(path),
      idOf: (path) => pathId(prefix, path),
      readOnly,
    }),
    [data, set, touch, server, showAll, touched, format, requiredPaths, prefix, readOnly],
  );

  /** Shows the server's field errors (its request paths read as the form's) and every format error. */
  const showServerErrors = useCallback((errors: Record<string, string>) => {
    const next: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) next[formPath(field)] ??= message;
    setServer(next);
    setShowAll(true);
  }, []);

  /** Focuses the control of `path` (a «what is missing» link, the first wrong field). */
  const focus = useCallback(
    (path: string) => {
      const element = document.getElementById(pathId(prefix, path));
      element?.focus();
      element?.scrollIntoView?.({ block: "center" });
    },
    [prefix],
  );

  const formatList = useMemo(
    () => Object.entries(format).map(([field, message]): MissingField => ({ field, message })),
    [format],
  );

  return {
    data,
    form,
    formatList,
    showAllErrors: () => setShowAll(true),
    showServerErrors,
    focus,
  };
}
