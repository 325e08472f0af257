/**
 * Bundles a Node entry with esbuild: workspace libraries (`@jolda/*`, TypeScript sources) are
 * bundled in, every other package stays external and is resolved from node_modules at run time.
 */
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@jolda/')) return undefined;
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      return { path: args.path, external: true };
    });
  },
};

export async function bundleNode({ entry, outfile, banner }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepExternal],
    banner: banner ? { js: banner } : undefined,
  });
}
