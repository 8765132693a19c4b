import { spawn, spawnSync } from 'node:child_process';
import { childEnv } from '../sandbox/child-env.ts';
import { isolated } from '../sandbox/network-isolation.ts';
import { blocksToText, meanConfidence, type OcrBlock, type OcrWord } from './clean.ts';
import type { OcrEngine, OcrText } from './pool.ts';
import { createSlots } from './slots.ts';
import { isImage, NotAnImageError } from './image-check.ts';

/** A page that takes longer than this is given up (a hostile or enormous image). */
const PAGE_TIMEOUT_MS = 120_000;

/** Whether the native `tesseract` binary (Debian's tesseract-ocr with tesseract-ocr-eng) is on PATH. */
export function nativeTesseractAvailable(binary = 'tesseract'): boolean {
  const probe = spawnSync(binary, ['--list-langs'], { encoding: 'utf8', timeout: 10_000, env: childEnv() });
  return probe.status === 0 && /^eng$/m.test(`${probe.stdout}${probe.stderr}`);
}

/**
 * OCR by the native tesseract binary: one process per page with OMP_THREAD_LIMIT=1, up to `size`
 * pages at once (one per core is fastest). The image goes in on stdin and TSV (words with their
 * confidence, grouped by block, paragraph and line) comes back, cleaned as the tesseract.js engine's
 * output is. Several times faster than tesseract.js here, and it reads ruled tables far better.
 * tesseract parses images a hostile document chose: it gets the sandbox's bare environment and,
 * where the platform allows, no network (sandbox/network-isolation.ts).
 */
export function createNativeOcr({ size, binary = 'tesseract' }: { size: number; binary?: string }): OcrEngine {
  const withSlot = createSlots(size);
  const running = new Set<ReturnType<typeof spawn>>();

  function run(image: Buffer): Promise<OcrText> {
    return new Promise((resolve, reject) => {
      const { command, args } = isolated(binary, ['-', '-', '-l', 'eng', '--psm', '3', 'tsv']);
      const child = spawn(command, args, {
        env: childEnv(),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      running.add(child);
      const out: Buffer[] = [];
      let err = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), PAGE_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        if (err.length < 4000) err += chunk.toString();
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        running.delete(child);
        reject(error);
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        running.delete(child);
        if (code === 0) resolve(readTsv(Buffer.concat(out).toString('utf8')));
        else reject(new Error(`tesseract failed (${signal ?? `exit ${code}`}): ${err.trim().slice(0, 300)}`));
      });
      child.stdin.on('error', () => {}); // a process that dies early closes its stdin; 'close' reports it
      child.stdin.end(image);
    });
  }

  return {
    recognize: async (image) => {
      if (!isImage(image)) throw new NotAnImageError();
      return withSlot(() => run(image));
    },
    async terminate() {
      for (const child of running) child.kill('SIGKILL');
    },
  };
}

/** tesseract's TSV (level 5 rows are words) -> the cleaned text, and the mean confidence of its words. */
export function readTsv(tsv: string): OcrText {
  const tree = tsvToBlocks(tsv);
  return { text: blocksToText(tree), confidence: meanConfidence(tree) };
}

/** tesseract's TSV (level 5 rows are words) -> the block tree blocksToText cleans. */
function tsvToBlocks(tsv: string): OcrBlock[] {
  const blocks = new Map<string, Map<string, Map<string, OcrWord[]>>>();
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const [, page, block, par, line, , left, top, width, height, conf, ...rest] = cells;
    const text = rest.join('\t');
    if (!text.trim()) continue;
    const b = blocks.get(`${page}:${block}`) ?? new Map();
    blocks.set(`${page}:${block}`, b);
    const p = b.get(par ?? '') ?? new Map();
    b.set(par ?? '', p);
    const l = p.get(line ?? '') ?? [];
    p.set(line ?? '', l);
    const x0 = Number(left);
    const y0 = Number(top);
    l.push({ text, confidence: Number(conf), bbox: { x0, y0, x1: x0 + Number(width), y1: y0 + Number(height) } });
  }
  const tree: OcrBlock[] = [...blocks.values()].map((pars) => ({
    paragraphs: [...pars.values()].map((lines) => ({ lines: [...lines.values()].map((words) => ({ words })) })),
  }));
  return tree;
}
