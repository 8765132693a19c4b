import type { HiddenText } from '@doco/contracts';
import { EyeOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { useCite } from '../viewer/viewer-context.ts';

const pageList = (pages: number[]) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`);
/** In a pack (issue 28) each page in its file: "contract.pdf, page 2 and title.pdf, page 1". */
const citedList = (cited: string[]) => (cited.length === 1 ? cited[0] : `${cited.slice(0, -1).join('; ')} and ${cited[cited.length - 1]}`);

/** The PDF carried text no reader sees (invisible, white or tiny print): left out of the analysis. */
export function HiddenTextNotice({ hiddenText }: { hiddenText: HiddenText }) {
  const cite = useCite();
  const cited = hiddenText.pages.map((page) => cite(`page ${page}`));
  const where = cited.some((c, i) => c !== `page ${hiddenText.pages[i]}`) ? citedList(cited) : pageList(hiddenText.pages);
  return (
    <Alert role="note" variant="info">
      <EyeOff aria-hidden="true" />
      <p>
        This document contains hidden text on {where} ({hiddenText.characters} characters drawn so that a reader
        cannot see them). It was left out of this analysis. You may want to ask the vendor's solicitor why it is there.
      </p>
    </Alert>
  );
}
