/**
 * Generated placeholder artwork: every product, category and diagram has a deterministic 600×600 SVG,
 * so the store has real, cacheable images without shipping binaries.
 */
export const IMAGE_SIZE = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Splits text into lines of at most `width` characters, at word boundaries, up to `max` lines. */
function wrap(text: string, width: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width && current) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) lines.push(current);
  return lines.slice(0, max);
}

function hue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 360;
}

function frame(body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

function textLines(lines: string[], x: number, y: number, size: number, fill: string, weight = 'normal'): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.3}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
}

export function productSvg(p: { title: string; brand: string; sku: string; category: string }): string {
  const h = hue(p.category);
  return frame(
    `<rect width="600" height="600" fill="hsl(${h} 60% 96%)"/>`
      + `<rect x="150" y="110" width="300" height="260" rx="36" fill="hsl(${h} 55% 55%)"/>`
      + `<circle cx="300" cy="240" r="70" fill="hsl(${h} 70% 85%)"/>`
      + textLines([p.brand.toUpperCase()], 300, 70, 28, `hsl(${h} 45% 30%)`, 'bold')
      + textLines(wrap(p.title, 34, 3), 300, 430, 24, '#1f2937')
      + textLines([p.sku], 300, 560, 18, '#6b7280'),
    p.title,
  );
}

export function categorySvg(c: { title: string; url: string }): string {
  const h = hue(c.url);
  return frame(
    `<rect width="600" height="600" fill="hsl(${h} 65% 45%)"/>`
      + `<path d="M0 420 Q150 370 300 420 T600 420 V600 H0Z" fill="hsl(${h} 70% 60%)"/>`
      + textLines(wrap(c.title, 18, 2), 300, 270, 52, '#ffffff', 'bold'),
    c.title,
  );
}

/** An exploded-view style diagram with numbered callouts 1..parts. */
export function diagramSvg(name: string, type: string, parts: number): string {
  const callouts: string[] = [];
  for (let n = 1; n <= parts; n++) {
    const angle = (2 * Math.PI * (n - 1)) / parts - Math.PI / 2;
    const x = Math.round(300 + 220 * Math.cos(angle));
    const y = Math.round(320 + 200 * Math.sin(angle));
    callouts.push(
      `<line x1="300" y1="320" x2="${x}" y2="${y}" stroke="#94a3b8" stroke-width="2"/>`
        + `<circle cx="${x}" cy="${y}" r="18" fill="#ffffff" stroke="#0f172a" stroke-width="2"/>`
        + `<text x="${x}" y="${y + 6}" font-family="Arial, Helvetica, sans-serif" font-size="16" text-anchor="middle" fill="#0f172a">${n}</text>`,
    );
  }
  return frame(
    `<rect width="600" height="600" fill="#f8fafc"/>`
      + textLines(wrap(name, 40, 2), 300, 40, 22, '#0f172a', 'bold')
      + callouts.join('')
      + `<rect x="230" y="260" width="140" height="120" rx="16" fill="#cbd5e1" stroke="#0f172a" stroke-width="2"/>`
      + textLines([type], 300, 328, 20, '#0f172a', 'bold'),
    `${name} parts diagram`,
  );
}
