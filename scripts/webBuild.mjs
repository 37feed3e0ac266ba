import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * True when the build (web/dist, and the server's render entry in web/dist-server) is missing or
 * older than any web source (src, index.html, configs).
 */
export function webBuildIsStale(root) {
  const index = path.join(root, 'web/dist/index.html');
  if (!fs.existsSync(index) || !fs.existsSync(path.join(root, 'web/dist-server/entryServer.js'))) return true;
  return newestMtime(path.join(root, 'web')) > fs.statSync(index).mtimeMs;
}
