import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing or older than any web source (src, index.html, configs). */
export function webBuildIsStale(root) {
  const index = path.join(root, 'web/dist/index.html');
  if (!fs.existsSync(index)) return true;
  return newestMtime(path.join(root, 'web')) > fs.statSync(index).mtimeMs;
}
