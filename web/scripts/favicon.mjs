// Writes web/public/favicon.ico from the shapes of web/public/favicon.svg (the issue-opened octicon:
// a ring and a dot), for browsers and tools that ask for /favicon.ico rather than reading the link
// tag. Run it after changing the SVG: node web/scripts/favicon.mjs
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import { URL } from 'node:url';
import zlib from 'node:zlib';

const GREEN = [0x1a, 0x7f, 0x37];
const SAMPLES = 4;

/** Coverage (0–1) of the 16×16 icon at a point: the ring from radius 6.5 to 8 and the dot of radius 1.5, centred at 8, 8. */
function inside(x, y) {
  const distance = Math.hypot(x - 8, y - 8);
  return (distance <= 8 && distance >= 6.5) || distance <= 1.5;
}

/** RGBA pixels of the icon at `size` px, each pixel supersampled. */
function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++)
          if (inside(((column + (sx + 0.5) / SAMPLES) * 16) / size, ((row + (sy + 0.5) / SAMPLES) * 16) / size)) covered++;
      const offset = (row * size + column) * 4;
      pixels.set([...GREEN, Math.round((covered / (SAMPLES * SAMPLES)) * 255)], offset);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size) {
  const pixels = render(size);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = [];
  for (let row = 0; row < size; row++) rows.push(Buffer.from([0]), pixels.subarray(row * size * 4, (row + 1) * size * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding PNG images (every current browser reads them). */
function ico(sizes) {
  const images = sizes.map(png);
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[index] % 256, 0);
    entry.writeUInt8(sizes[index] % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

fs.writeFileSync(new URL('../public/favicon.ico', import.meta.url), ico([16, 32, 48]));
