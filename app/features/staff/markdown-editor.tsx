import { useId, useState } from "react";
import { apiErrorMessage } from "../../lib/api-error";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import fieldStyles from "../../ui/field.module.css";
import { Tabs } from "../../ui/tabs";
import { useStaffContentPreviewMutation } from "./content-api";
import styles from "./markdown-editor.module.css";

type MarkdownEditorProps = {
  label: string;
  /** The form field's name (the textarea's). */
  name: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  required?: boolean;
};

/**
 * A Markdown body with its preview. The preview is the server's rendering (POST /staff/api/content/preview/), made
 * by the very function the public pages use, so what the editor sees is what the site will show — links the site
 * would refuse and raw HTML it would drop are missing here too. It is asked for when the tab opens, and again only
 * when the text has changed since.
 */
export function MarkdownEditor({ label, name, value, onChange, error, required = false }: MarkdownEditorProps) {
  const id = useId();
  const textareaId = `${id}-text`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [tab, setTab] = useState("text");
  const [preview, { data, error: previewError, isLoading, originalArgs, reset }] = useStaffContentPreviewMutation();
  const rendered = originalArgs?.markdown === value ? data : undefined;

  function show(markdown: string) {
    if (markdown.trim() === "") {
      reset();
      return;
    }
    if (originalArgs?.markdown === markdown && data) return;
    void preview({ markdown });
  }

  function select(next: string) {
    setTab(next);
    if (next === "preview") show(value);
  }

  return (
    <div className={`${fieldStyles.field} ${styles.editor}`}>
      <label htmlFor={textareaId} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      <Tabs
        label={`${label}: текст и предпросмотр`}
        selectedId={tab}
        onSelect={select}
        items={[
          {
            id: "text",
            label: "Текст",
            panel: (
              <>
                <textarea
                  id={textareaId}
                  name={name}
                  value={value}
                  required={required}
                  onChange={(event) => onChange(event.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
                  className={`${fieldStyles.input} ${styles.textarea}`}
                  spellCheck
                />
                <p id={hintId} className={fieldStyles.hint}>
                  Markdown: «## Подзаголовок», «**жирный**», «- пункт списка», «[ссылка](https://…)». HTML и картинки в
                  тексте сайт не показывает.
                </p>
              </>
            ),
          },
          {
            id: "preview",
            label: "Предпросмотр",
            panel: (
              <div className={styles.preview} aria-live="polite" aria-busy={isLoading || undefined}>
                {value.trim() === "" ? (
                  <p className={fieldStyles.hint}>Текст пуст — показывать нечего.</p>
                ) : isLoading ? (
                  <p className={fieldStyles.hint}>Готовим предпросмотр…</p>
                ) : previewError && originalArgs?.markdown === value ? (
                  <Alert tone="error" title="Предпросмотр не получился">
                    <p>{apiErrorMessage(previewError)}</p>
                    <Button variant="secondary" size="sm" onClick={() => void preview({ markdown: value })}>
                      Повторить
                    </Button>
                  </Alert>
                ) : rendered ? (
                  <div
                    className={styles.prose}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's rendering by the site's own sanitising renderer (server/domain/content/markdown.ts: raw HTML and images dropped, only safe links), the same HTML the public page shows.
                    dangerouslySetInnerHTML={{ __html: rendered.html }}
                  />
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => show(value)}>
                    Показать предпросмотр
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
