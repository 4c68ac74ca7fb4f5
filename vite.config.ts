import { createHash } from "node:crypto";
import { relative } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { layeredChunks } from "./scripts/vite/layered-chunks.ts";
import { precompress } from "./scripts/vite/precompress.ts";

const root = ["/app/root.tsx", "/entry.client.tsx"];
const catalogPages = ["catalog-list.tsx", "trim.tsx", "vehicle.tsx", "compare.tsx", "favorites.tsx"].map(
  (file) => `/app/routes/site/catalog/${file}`,
);

/**
 * CSS module class names: the local name and a hash of the file, `primary_k3f9a` (Vite's default adds its own
 * underscore prefix and the rule's line, `_primary_1o7ej_28`). The names are in every page's HTML, its CSS and the
 * scripts' class maps; the same function names them in the browser and the server build.
 */
function scopedName(local: string, filename: string): string {
  const file = relative(import.meta.dirname, filename.split("?")[0] ?? filename);
  return `${local}_${createHash("sha256").update(file).digest("base64url").slice(0, 5)}`;
}

export default defineConfig({
  css: { modules: { generateScopedName: scopedName } },
  plugins: [
    reactRouter(),
    layeredChunks([
      { name: "framework", roots: root, test: /[\\/]node_modules[\\/]/ },
      // Our root, header, footer and store, with the public layout's city selector and search field: one file for
      // every page (an account page gets ≈ 1 KB it does not use; each public page one file fewer).
      { name: "shell", roots: [...root, "/app/routes/site/site-layout.tsx"] },
      // In the same file, the small design-system pieces, formatters and contract constants the catalogue list shares
      // with other public pages (breadcrumbs, pagination, pictures, number formats, fields), not one file each.
      {
        name: "shell",
        roots: [/[\\/]app[\\/]routes[\\/]site[\\/]/],
        test: /[\\/](app[\\/](ui|lib)|contract)[\\/]/,
        share: { min: 2, within: "/app/routes/site/catalog/catalog-list.tsx" },
      },
      // «Оставить заявку» with its prefill (the calculator programme's fields): on a dozen public pages.
      { name: "lead-button", roots: ["/app/features/leads/lead-button.tsx"] },
      // What the catalogue list has in common with the other catalogue pages (cards, texts, the filter's address
      // rules): only they load it, and the list uses all of it.
      {
        name: "catalog",
        roots: catalogPages,
        share: { min: 2, exclusive: true, within: "/app/routes/site/catalog/catalog-list.tsx" },
      },
    ]),
    precompress(),
  ],
});
