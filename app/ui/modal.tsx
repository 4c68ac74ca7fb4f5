import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icon";
import styles from "./modal.module.css";

type ModalProps = {
  open: boolean;
  /** Called whenever the dialog closes: Esc, the close button, a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions row under the content (buttons). */
  footer?: ReactNode;
  /** Lets an opener point at the dialog with aria-controls. */
  id?: string;
  /** `center` for dialogs, `side` for a full-height sheet such as the mobile menu. */
  placement?: "center" | "side";
};

/**
 * A modal on the native `<dialog>`: `showModal()` gives the focus trap, the inert page behind, the
 * top layer and Esc for free. Open state is controlled by the parent; focus goes back to whatever
 * opened it.
 */
export function Modal({ open, onClose, title, children, footer, id, placement = "center" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose without re-running the effect that opens the dialog.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const handleClose = () => {
      onCloseRef.current();
      // Browsers differ on restoring focus after close(); do it explicitly.
      if (opener?.isConnected) opener.focus();
    };
    dialog.addEventListener("close", handleClose, { once: true });
    return () => {
      dialog.removeEventListener("close", handleClose);
      if (dialog.open) {
        dialog.close();
        if (opener?.isConnected) opener.focus();
      }
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; Esc and the close button cover the keyboard.
    <dialog
      ref={ref}
      id={id}
      className={`${styles.modal} ${styles[placement]}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The dialog box itself has no padding, so a click that lands on it hit the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
            <Icon name="close" />
            <span className="visually-hidden">Закрыть</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
