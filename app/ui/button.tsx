import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import styles from "./button.module.css";

type Variant = "primary" | "accent" | "secondary" | "ghost";
type Size = "sm" | "md" | "lg";

type Look = {
  variant?: Variant;
  size?: Size;
  /** Stretch to the width of the container (mobile forms, cards). */
  block?: boolean;
};

function buttonClass({ variant = "primary", size = "md", block }: Look, extra?: string) {
  return [styles.button, styles[variant], styles[size], block && styles.block, extra].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** A real `<button>`; `type="button"` unless told, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block }, className)} {...rest} />;
}

type ButtonLinkProps = LinkProps & Look;

/** Navigation that looks like a button stays a link: it works without JS and can be opened in a new tab. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, block }, className)} {...rest} />;
}
