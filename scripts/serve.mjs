#!/usr/bin/env node
// Serves the production build (run `npm run build` first) on PORT, default 3000.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { createStaticServer } from './lib/server.mjs';
import { normalizeBasePath } from '../plugins/lib/basePath.mjs';

const root = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No production build in ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const basePath = normalizeBasePath(process.env.BASE_PATH);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

createStaticServer({ root, basePath }).listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${basePath}`);
});
