import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { layeredChunks } from "./scripts/vite/layered-chunks.ts";
import { precompress } from "./scripts/vite/precompress.ts";

const root = ["/app/root.tsx", "/entry.client.tsx"];

export default defineConfig({
  plugins: [
    reactRouter(),
    layeredChunks([
      { name: "framework", roots: root, test: /[\\/]node_modules[\\/]/ },
      { name: "shell", roots: root },
      { name: "site", roots: ["/app/routes/site/site-layout.tsx"] },
    ]),
    precompress(),
  ],
});
