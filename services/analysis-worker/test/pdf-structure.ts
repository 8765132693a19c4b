import { openPdf } from '../src/extract/pdfjs.ts';

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

export interface PdfStructure {
  /** The catalog's MarkInfo says the content is marked (a tagged PDF). */
  marked: boolean;
  /** The document information Title. */
  title: string | null;
  /** Each page's structure tree, read in order: the roles of its elements ('H1', 'P', 'L', 'LI', 'Table', …). */
  roles: string[][];
  /** Each page's structure elements of a role with the text of their marked content, in reading order. */
  textOf(role: string): Promise<string[]>;
}

/** A PDF's tagging as pdf.js reads it: MarkInfo, the StructTreeRoot per page (null when there is none), roles in order. */
export async function pdfStructure(bytes: Buffer): Promise<PdfStructure> {
  const pdf = await openPdf(bytes);
  // pdf.js answers the catalog's MarkInfo as a Map (older versions: a plain object).
  const markInfo = (await pdf.doc.getMarkInfo()) as Map<string, unknown> | Record<string, unknown> | null;
  const marked = markInfo instanceof Map ? markInfo.get('Marked') : markInfo?.Marked;
  const meta = (await pdf.doc.getMetadata()) as { info?: { Title?: string } };
  const roles: string[][] = [];
  const trees: StructNode[] = [];
  const contents: Map<string, string>[] = [];
  for (let n = 1; n <= pdf.doc.numPages; n++) {
    const page = await pdf.doc.getPage(n);
    const tree = (await page.getStructTree()) as StructNode | null;
    if (!tree) throw new Error(`page ${n} has no structure tree`);
    trees.push(tree);
    const pageRoles: string[] = [];
    const walk = (node: StructNode) => {
      if (node.role) pageRoles.push(node.role);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    roles.push(pageRoles);
    const text = await page.getTextContent({ includeMarkedContent: true });
    const byId = new Map<string, string>();
    let open: string | null = null;
    for (const item of text.items as Array<{ type?: string; id?: string; str?: string; hasEOL?: boolean }>) {
      if (item.type === 'beginMarkedContentProps' && item.id) open = item.id;
      else if (item.type === 'endMarkedContent') open = null;
      else if (open && item.str !== undefined) byId.set(open, `${byId.get(open) ?? ''}${item.str}${item.hasEOL ? ' ' : ''}`);
    }
    contents.push(byId);
  }
  const markedContentText = (node: StructNode, page: number): string => {
    if (node.type === 'content' && node.id) return contents[page]?.get(node.id) ?? '';
    return (node.children ?? []).map((c) => markedContentText(c, page)).join('');
  };
  await pdf.close();
  return {
    marked: marked === true,
    title: meta.info?.Title ?? null,
    roles,
    async textOf(role) {
      const out: string[] = [];
      trees.forEach((tree, page) => {
        const walk = (node: StructNode) => {
          if (node.role === role) out.push(markedContentText(node, page).replace(/\s+/g, ' ').trim());
          else for (const child of node.children ?? []) walk(child);
        };
        walk(tree);
      });
      return out;
    },
  };
}
