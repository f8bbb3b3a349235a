/**
 * Reading the SVG paths our map generators write (M/m, L/l, H/h, V/v, Z/z, rounded to 0.1 px) back
 * into rings, for the tests that check the generated boards (shared by every board's map test).
 */
/** A ring in integer tenths of a pixel (the generator rounds to 0.1 px, so this is exact). */
export type Ring = [number, number][];

/** Parses the path subset the generator writes (M/m, L/l, H/h, V/v, Z/z) into closed rings. */
export function parsePath(d: string): Ring[] {
  const tokens = d.match(/[MmLlHhVvZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const rings: Ring[] = [];
  let ring: Ring | null = null;
  let cmd = '';
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0;
  let i = 0;
  const num = () => {
    const t = tokens[i++];
    if (t === undefined || /[A-Za-z]/.test(t)) throw new Error(`number expected in path at token ${i - 1}`);
    return Math.round(parseFloat(t) * 10);
  };
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i])) cmd = tokens[i++];
    else if (cmd === 'M')
      cmd = 'L'; // implicit lineto after moveto
    else if (cmd === 'm') cmd = 'l';
    switch (cmd) {
      case 'M':
      case 'm': {
        const nx = num(),
          ny = num();
        x = cmd === 'm' ? x + nx : nx;
        y = cmd === 'm' ? y + ny : ny;
        sx = x;
        sy = y;
        ring = [[x, y]];
        rings.push(ring);
        break;
      }
      case 'L':
      case 'l': {
        const nx = num(),
          ny = num();
        x = cmd === 'l' ? x + nx : nx;
        y = cmd === 'l' ? y + ny : ny;
        ring!.push([x, y]);
        break;
      }
      case 'H':
      case 'h':
        x = cmd === 'h' ? x + num() : num();
        ring!.push([x, y]);
        break;
      case 'V':
      case 'v':
        y = cmd === 'v' ? y + num() : num();
        ring!.push([x, y]);
        break;
      case 'Z':
      case 'z':
        x = sx;
        y = sy;
        ring = null;
        break;
      default:
        throw new Error(`unsupported path command ${cmd}`);
    }
  }
  return rings;
}

/** Signed area in px² (positive for outer rings, negative for holes). */
export const area = (r: Ring): number => {
  let s = 0;
  for (let i = 0; i < r.length; i++) {
    const [x0, y0] = r[i],
      [x1, y1] = r[(i + 1) % r.length];
    s += x0 * y1 - x1 * y0;
  }
  return s / 2 / 100;
};
