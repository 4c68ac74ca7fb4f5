import type { ReactNode } from "react";
import { SkipLink } from "../skip-link";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import styles from "./site-shell.module.css";

/**
 * The frame of every public page, also used by the error pages: a skip link, the header, the
 * page content as the main landmark, the footer (with what the site puts in it: the newsletter form).
 */
export function SiteShell({ children, footerExtra }: { children: ReactNode; footerExtra?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SkipLink to="main" />
      <SiteHeader />
      {/* tabIndex lets the skip link move keyboard focus here in every browser. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter extra={footerExtra} />
    </div>
  );
}
