import type { Plugin } from "vite";

/** One chunk of the browser build: what the static imports of `roots` reach, narrowed by `test`. */
export type ChunkLayer = {
  name: string;
  /** Path endings of the modules whose static import graph forms the layer. */
  roots: string[];
  /** Only modules whose id matches (e.g. node_modules for the framework layer). */
  test?: RegExp;
};

/**
 * Puts the code every page loads into a few chunks instead of dozens. Left alone, the bundler makes a
 * chunk for every distinct set of routes that shares a module, so a first visit fetched ~37 files, most
 * under 1 KB, and gzip compresses small files poorly: the catalogue page paid ≈ 8 KB for it (ADR 013).
 *
 * A layer is the static import graph of its roots, minus what earlier layers took: `framework` (React,
 * React Router, Redux under the root), `shell` (the root's own code), `site` (the public layout). Every
 * module in a layer is needed by every page under its roots, so no page downloads more than before; code
 * reached only through `import()` or from a single route still splits as the bundler decides.
 */
export function layeredChunks(layers: ChunkLayer[]): Plugin {
  const members = new Map(layers.map((layer) => [layer.name, new Set<string>()]));
  return {
    name: "layered-chunks",
    apply: "build",
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: layers.map((layer, index) => ({
                    name: layer.name,
                    test: (id: string) => members.get(layer.name)?.has(id) ?? false,
                    priority: layers.length - index,
                  })),
                },
              },
            },
          },
        },
      },
    }),
    // The module graph is complete here and chunks are not made yet: fill the layers the groups test against.
    buildEnd() {
      if (this.environment.name !== "client") return;
      const taken = new Set<string>();
      for (const layer of layers) {
        const layerMembers = members.get(layer.name) ?? new Set<string>();
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          if (!taken.has(id) && (!layer.test || layer.test.test(id))) layerMembers.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        for (const id of this.getModuleIds()) {
          const path = id.split("?")[0] ?? id;
          if (layer.roots.some((root) => path.endsWith(root))) visit(id);
        }
        for (const id of layerMembers) taken.add(id);
      }
    },
  };
}
