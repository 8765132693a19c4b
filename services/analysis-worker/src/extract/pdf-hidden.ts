// Which of a PDF page's text a reader cannot see: drawn in render mode 3 or 7 (invisible, clip
// only), in white (or fully transparent) where nothing was painted under it, or smaller than
// 1 pt. A vendor's PDF can carry such text to steer whatever reads the document (the rules, the
// LLM pass); it is dropped before anything reads the page. pdf.js's text content does not say how
// text is drawn, so the page's operator list is walked for the graphics state of each shown string.
import { OPS } from './pdfjs.ts';

/** A shown string and whether it can be seen. */
export interface ShownText {
  text: string;
  hidden: boolean;
}

/** The part of pdf.js's operator list read here. */
export interface OperatorList {
  fnArray: number[];
  argsArray: unknown[];
}

type Matrix = [number, number, number, number, number, number];
type Box = [number, number, number, number];

interface State {
  ctm: Matrix;
  textMatrix: Matrix;
  fontSize: number;
  hScale: number;
  renderMode: number;
  fill: string | null;
  stroke: string | null;
  fillAlpha: number;
  strokeAlpha: number;
}

/** Below this size (in points, either way) text is a line, not something a reader can read. */
const MIN_VISIBLE_SIZE = 1;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const FILL_PATH_OPS = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
]);
const SHOW_OPS = new Set<number>([OPS.showText, OPS.showSpacedText, OPS.nextLineShowText, OPS.nextLineSetSpacingShowText]);

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];

function asMatrix(value: unknown): Matrix | null {
  const v = value as ArrayLike<number> | null | undefined;
  if (!v || typeof v.length !== 'number' || v.length < 6) return null;
  const m = [v[0], v[1], v[2], v[3], v[4], v[5]].map(Number);
  return m.every(Number.isFinite) ? (m as Matrix) : null;
}

const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

function transformBox(m: Matrix, [x0, y0, x1, y1]: Box): Box {
  const points = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A colour within a shade of white (each channel 0xF0 or more). */
function isWhite(hex: string | null): boolean {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return false;
  return [1, 3, 5].every((i) => Number.parseInt(hex.slice(i, i + 2), 16) >= 0xf0);
}

function glyphText(glyphs: unknown): string {
  if (!Array.isArray(glyphs)) return '';
  let text = '';
  for (const g of glyphs) if (g && typeof g === 'object' && typeof (g as { unicode?: unknown }).unicode === 'string') text += (g as { unicode: string }).unicode;
  return text;
}

/** Every string the page shows, in drawing order, with whether a reader can see it. */
export function shownTexts(list: OperatorList): ShownText[] {
  const out: ShownText[] = [];
  const stack: State[] = [];
  /** Where something other than white was painted, in page space: white text there can be seen. */
  const painted: Box[] = [];
  let st: State = { ctm: IDENTITY, textMatrix: IDENTITY, fontSize: 0, hScale: 1, renderMode: 0, fill: '#000000', stroke: '#000000', fillAlpha: 1, strokeAlpha: 1 };

  const onPaint = (x: number, y: number) => painted.some(([x0, y0, x1, y1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1);
  const hidden = (): boolean => {
    const m = multiply(st.textMatrix, st.ctm);
    const size = Math.min(Math.abs(st.fontSize) * Math.hypot(m[2], m[3]), Math.abs(st.fontSize * st.hScale) * Math.hypot(m[0], m[1]));
    if (!(size >= MIN_VISIBLE_SIZE)) return true;
    const mode = st.renderMode & 7;
    if (mode === 3 || mode === 7) return true;
    const under = onPaint(m[4], m[5]);
    const fills = mode === 0 || mode === 2 || mode === 4 || mode === 6;
    const strokes = mode === 1 || mode === 2 || mode === 5 || mode === 6;
    const seenFill = fills && st.fillAlpha > 0 && st.fill !== null && (under || !isWhite(st.fill));
    const seenStroke = strokes && st.strokeAlpha > 0 && st.stroke !== null && (under || !isWhite(st.stroke));
    return !(seenFill || seenStroke);
  };

  list.fnArray.forEach((fn, i) => {
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (SHOW_OPS.has(fn)) {
      const text = glyphText(fn === OPS.nextLineSetSpacingShowText ? args[2] : args[0]);
      if (text.trim() !== '') out.push({ text, hidden: hidden() });
      return;
    }
    switch (fn) {
      case OPS.save:
        stack.push({ ...st });
        break;
      case OPS.restore:
        st = stack.pop() ?? st;
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ...st });
        const m = asMatrix(args[0]);
        if (m) st = { ...st, ctm: multiply(m, st.ctm) };
        break;
      }
      case OPS.paintFormXObjectEnd:
        st = stack.pop() ?? st;
        break;
      case OPS.transform: {
        const m = asMatrix(args);
        if (m) st = { ...st, ctm: multiply(m, st.ctm) };
        break;
      }
      case OPS.beginText:
        st = { ...st, textMatrix: IDENTITY };
        break;
      case OPS.setTextMatrix: {
        const m = asMatrix(args[0]) ?? asMatrix(args);
        if (m) st = { ...st, textMatrix: m };
        break;
      }
      case OPS.setFont:
        st = { ...st, fontSize: Number(args[1]) || 0 };
        break;
      case OPS.setHScale:
        st = { ...st, hScale: Number(args[0]) / 100 };
        break;
      case OPS.setTextRenderingMode:
        st = { ...st, renderMode: Number(args[0]) || 0 };
        break;
      case OPS.setFillRGBColor:
        st = { ...st, fill: typeof args[0] === 'string' ? args[0] : null };
        break;
      case OPS.setStrokeRGBColor:
        st = { ...st, stroke: typeof args[0] === 'string' ? args[0] : null };
        break;
      case OPS.setFillTransparent:
        st = { ...st, fillAlpha: 0 };
        break;
      case OPS.setStrokeTransparent:
        st = { ...st, strokeAlpha: 0 };
        break;
      case OPS.setGState:
        for (const entry of Array.isArray(args[0]) ? (args[0] as unknown[]) : []) {
          const [key, value] = Array.isArray(entry) ? entry : [];
          if (key === 'ca') st = { ...st, fillAlpha: Number(value) };
          else if (key === 'CA') st = { ...st, strokeAlpha: Number(value) };
          else if (key === 'Font' && Array.isArray(value)) st = { ...st, fontSize: Number(value[1]) || 0 };
        }
        break;
      case OPS.constructPath: {
        const bounds = asBox(args[2]);
        if (FILL_PATH_OPS.has(Number(args[0])) && bounds && st.fillAlpha > 0 && st.fill !== null && !isWhite(st.fill)) painted.push(transformBox(st.ctm, bounds));
        break;
      }
      case OPS.shadingFill:
        painted.push([Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY]);
        break;
      default:
        if (IMAGE_OPS.has(fn)) painted.push(transformBox(st.ctm, [0, 0, 1, 1]));
    }
  });
  return out;
}

function asBox(value: unknown): Box | null {
  const v = value as ArrayLike<number> | null | undefined;
  if (!v || typeof v.length !== 'number' || v.length < 4) return null;
  const b = [v[0], v[1], v[2], v[3]].map(Number);
  return b.every(Number.isFinite) ? (b as Box) : null;
}
