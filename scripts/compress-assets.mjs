// Writes .br and .gz copies of the built web and studio assets so the server sends them without
// compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dists = ['../apps/web/dist', '../apps/studio/dist']
  .map((dist) => path.resolve(import.meta.dirname, dist))
  .filter((dist) => fs.existsSync(dist));
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

for (const file of dists.flatMap((dist) => [...walk(dist)])) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
