import type { Plugin } from "vite";

/** One chunk of the browser build: what the static imports of `roots` reach, narrowed by `test` and `share`. */
export type ChunkLayer = {
  name: string;
  /** The modules whose static import graphs form the layer: path endings, or patterns of the path. */
  roots: (string | RegExp)[];
  /** Only modules whose id matches (e.g. node_modules for the framework layer). */
  test?: RegExp;
  /**
   * A layer of code some of the roots share rather than all of their graphs: only modules that at least `min` of
   * the roots reach, and (with `exclusive`) that no other entry of the build reaches (another route, a module
   * loaded with `import()`), so that no page outside the roots is made to load the layer; with `within`, only
   * modules the root ending so uses (the page the layer is cut for: it downloads nothing it does not run).
   */
  share?: { min: number; exclusive?: boolean; within?: string };
};

/**
 * Puts the code pages load into a few chunks instead of dozens. Left alone, the bundler makes a chunk for every
 * distinct set of routes that shares a module, so a first visit fetched ~37 files, most under 1 KB, and gzip
 * compresses small files poorly: the catalogue page paid ≈ 8 KB for it (ADR 013, 015).
 *
 * A layer is the static import graph of its roots, minus what earlier layers took: `framework` (React, React
 * Router, Redux under the root), `shell` (the root's own code), `site` (the public layout) are needed by every page
 * under their roots. A `share` layer gathers what several roots have in common (the public pages' kit of small
 * components, the catalogue pages' cards): a page of its roots may download a little it does not use, in exchange
 * for one file instead of several. Code reached only through `import()` or from a single route still splits as
 * the bundler decides.
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
                  // Layers of one name make one chunk (a shared layer can add to the shell).
                  groups: [...members.keys()].map((name, index) => ({
                    name,
                    test: (id: string) => members.get(name)?.has(id) ?? false,
                    priority: members.size - index,
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
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const reach = (from: string) => {
        const seen = new Set<string>();
        const stack = [from];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...imports(id));
        }
        return seen;
      };
      const isRoot = (layer: ChunkLayer, id: string) => {
        const path = id.split("?")[0] ?? id;
        return layer.roots.some((root) => (typeof root === "string" ? path.endsWith(root) : root.test(path)));
      };
      // Route modules and `import()` targets: what a page or an interaction starts loading from.
      const entries = ids.filter((id) => {
        const info = this.getModuleInfo(id);
        return info?.isEntry || (info?.dynamicImporters.length ?? 0) > 0;
      });

      const taken = new Set<string>();
      for (const layer of layers) {
        const layerMembers = members.get(layer.name) ?? new Set<string>();
        // By file: a route module is there twice (React Router's client-route entry imports the module itself).
        const reachedFrom = new Map<string, Set<string>>();
        for (const root of ids.filter((id) => isRoot(layer, id))) {
          const file = root.split("?")[0] ?? root;
          for (const id of reach(root)) reachedFrom.set(id, (reachedFrom.get(id) ?? new Set()).add(file));
        }
        const within = layer.share?.within;
        const inside = within ? reach(ids.find((id) => (id.split("?")[0] ?? id).endsWith(within)) ?? "") : null;
        const outside = new Set<string>();
        if (layer.share?.exclusive) {
          for (const entry of entries) if (!isRoot(layer, entry)) for (const id of reach(entry)) outside.add(id);
        }
        const candidates = new Set(
          [...reachedFrom]
            .filter(
              ([id, files]) => files.size >= (layer.share?.min ?? 1) && !outside.has(id) && (!inside || inside.has(id)),
            )
            .map(([id]) => id)
            .filter((id) => !taken.has(id) && (!layer.test || layer.test.test(id))),
        );
        if (layer.share) {
          // The bundler puts a module's imports into its group too: a candidate whose import is neither in an
          // earlier layer nor a candidate would drag that import in, and with it every page that uses the import.
          const stays = (dep: string) => dep.startsWith("\0") || taken.has(dep) || candidates.has(dep);
          for (let changed = true; changed; ) {
            changed = false;
            for (const id of candidates) {
              if (imports(id).every(stays)) continue;
              candidates.delete(id);
              changed = true;
            }
          }
        }
        for (const id of candidates) {
          layerMembers.add(id);
          taken.add(id);
        }
      }
    },
  };
}
