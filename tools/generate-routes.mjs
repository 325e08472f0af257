#!/usr/bin/env node
/** Regenerates apps/web/src/routeTree.gen.ts from the route files (the Vite plugin does the same on build). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: path.join(root, 'src/routes'),
    generatedRouteTree: path.join(root, 'src/routeTree.gen.ts'),
  },
  root,
);
const generator = new Generator({ config, root });
await generator.run();
console.log('routeTree.gen.ts up to date');
