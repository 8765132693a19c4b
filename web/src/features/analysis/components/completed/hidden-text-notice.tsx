import type { HiddenText } from '@doco/contracts';
import { EyeOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

const pageList = (pages: number[]) => (pages.length === 1 ? `page ${pages[0]}` : `pages ${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`);

/** The PDF carried text no reader sees (invisible, white or tiny print): left out of the analysis. */
export function HiddenTextNotice({ hiddenText }: { hiddenText: HiddenText }) {
  return (
    <Alert role="note" variant="info">
      <EyeOff aria-hidden="true" />
      <p>
        This document contains hidden text on {pageList(hiddenText.pages)} ({hiddenText.characters} characters drawn so that a reader
        cannot see them). It was left out of this analysis. You may want to ask the vendor's solicitor why it is there.
      </p>
    </Alert>
  );
}
