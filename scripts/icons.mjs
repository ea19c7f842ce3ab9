// Draws the app icons of the web app manifest (run once; the output is
// committed): public/icons/icon.svg and PNGs at 192 and 512 px, the
// favicon's design (four discs on the board colour) without rounded corners
// and with a margin, so it also works as a "maskable" icon.
// Usage: node scripts/icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [0x8a, 0x3a, 0x22];
const BLACK = [0x15, 0x15, 0x15];
const RED = [0xc0, 0x26, 0x2c];
// Disc centres and radius in a 64-unit square (as public/favicon.svg, drawn
// a little smaller so that a circular mask keeps every disc whole).
const DISCS = [
  [24, 24, BLACK],
  [40, 24, RED],
  [24, 40, RED],
  [40, 40, BLACK],
];
const R = 7.5;

const hex = (c) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  `<rect width="64" height="64" fill="${hex(BG)}"/>` +
  DISCS.map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="${R}" fill="${hex(c)}"/>`).join('') +
  '</svg>\n';
writeFileSync('public/icons/icon.svg', svg);

const CRC = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function png(size) {
  const scale = size / 64;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      // 4×4 supersampling for smooth edges.
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const px = (x + (sx + 0.5) / 4) / scale;
          const py = (y + (sy + 0.5) / 4) / scale;
          let colour = BG;
          for (const [cx, cy, c] of DISCS) {
            if ((px - cx) ** 2 + (py - cy) ** 2 <= R * R) colour = c;
          }
          for (let i = 0; i < 3; i++) sum[i] += colour[i];
        }
      }
      for (let i = 0; i < 3; i++) row[1 + x * 3 + i] = Math.round(sum[i] / 16);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, png(size));
console.log('wrote public/icons/icon.svg, icon-192.png, icon-512.png');
