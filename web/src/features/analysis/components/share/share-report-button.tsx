import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ShareDialog } from './share-dialog.tsx';

/** 'Share with your conveyancer' on the buyer's own report; nothing is asked of the server until it is opened. */
export function ShareReportButton({ analysisId }: { analysisId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        Share with your conveyancer
      </Button>
      {open ? <ShareDialog analysisId={analysisId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
