import type { AnalysisSummary, DocumentListItem } from '@doco/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { reportPath, paths } from '@/config/paths';
import { toast } from '@/components/ui/use-toast';
import { isNoCreditsError, uploadErrorText } from '@/lib/error-catalogue';
import { useStartAnalysis } from '@/lib/start-analysis';
import { creditsQueryOptions, useCredits } from '@/features/credits/api/get-credits';
import { totalCredits } from '@/features/credits/lib/credits-display';
import { documentsQueryOptions, useDocuments } from '@/features/documents/api/get-documents';
import { useUploadDocument } from '@/features/documents/api/upload-document';
import { serverMessageOr } from '@/lib/server-message';

export type SelectedDocument = { id: string; name: string };
/**
 * A selection whose analysis is known lives in the address (/reports/{analysisId}). It shows while its
 * address is being pushed; once shown there (`reached`), leaving that address (Back) closes it.
 */
type Selection = SelectedDocument & { analysisId?: string; reached?: boolean };

/** Router state `{ openDocument: { id, name } }` (set after a 3-D Secure payment return). */
export function openDocumentOf(state: unknown): SelectedDocument | null {
  const open = (state as { openDocument?: unknown } | null)?.openDocument as Partial<SelectedDocument> | undefined;
  return open && typeof open.id === 'string' && typeof open.name === 'string' ? { id: open.id, name: open.name } : null;
}
/** The no-credits state remembers the analysis waiting for a credit (spec-core §4). */
type NoCredits = { analysisId: string | null; document: SelectedDocument | null; since: number };

/**
 * The dashboard's state and the flows that cross features: upload → start → (402) no credits →
 * pay → start. The features stay independent; this page wires them together.
 */
export function useDashboardFlow() {
  const queryClient = useQueryClient();
  // The subscription page sends the buyer back here with the document whose analysis it just started.
  const location = useLocation();
  const navigate = useNavigate();
  const { analysisId: routeAnalysisId } = useParams();
  const documents = useDocuments();
  const [picked, setSelected] = useState<Selection | null>(() => openDocumentOf(location.state));
  const { selected, reportNotFound } = openReport({ routeAnalysisId, picked, list: documents.data, listLoaded: documents.isSuccess });
  useEffect(() => {
    if (routeAnalysisId && picked?.analysisId === routeAnalysisId && !picked.reached) setSelected({ ...picked, reached: true });
  }, [routeAnalysisId, picked]);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [noCredits, setNoCredits] = useState<NoCredits | null>(null);
  const upload = useUploadDocument();
  const start = useStartAnalysis();
  const credits = useCredits();

  const refreshAfterStart = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey });
  }, [queryClient]);

  // Clears by itself once a credits poll made after it began shows credits.
  const total = credits.data ? totalCredits(credits.data) : 0;
  useEffect(() => {
    if (noCredits && total > 0 && credits.dataUpdatedAt > noCredits.since) setNoCredits(null);
  }, [noCredits, total, credits.dataUpdatedAt]);

  /** Starts an analysis; a 402 moves to the no-credits state. Returns whether it started. */
  const startOrAskForCredits = async (analysisId: string, document: SelectedDocument | null): Promise<boolean> => {
    try {
      await start.mutateAsync(analysisId);
      refreshAfterStart();
      return true;
    } catch (error) {
      if (!isNoCreditsError(error)) throw error;
      setNoCredits({ analysisId, document, since: Date.now() });
      void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
      return false;
    }
  };

  /** Uploads (one file, or a pack of several as one document) and starts; a refused upload is answered with why, for the upload panel to show. */
  const uploadAndStart = async (files: File[]): Promise<{ refused: string } | undefined> => {
    let document: SelectedDocument;
    let analysisId: string;
    try {
      const uploaded = await upload.mutateAsync(files);
      document = { id: uploaded.document.id, name: uploaded.document.originalName };
      analysisId = uploaded.analysis.id;
    } catch (error) {
      const refused = uploadErrorText(error);
      toast({ variant: 'destructive', title: 'Upload failed', description: refused });
      return { refused };
    }
    setSelected({ ...document, analysisId });
    setUploadOpen(false);
    navigate(reportPath(analysisId));
    try {
      if (await startOrAskForCredits(analysisId, document)) {
        toast({ title: 'Document uploaded successfully', description: 'Analysis is now processing...' });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to start analysis', description: serverMessageOr(error, 'Please try again.') });
    }
    return undefined;
  };

  /** Start Analysis on a document whose analysis never started. */
  const startExisting = async (analysisId: string) => {
    try {
      if (await startOrAskForCredits(analysisId, selected)) {
        toast({ title: 'Analysis started', description: 'Analysis is now processing...' });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to start analysis', description: serverMessageOr(error, 'Please try again.') });
    }
  };

  /** After a successful pay-as-you-go payment: start the waiting analysis and show its results. */
  const startAfterPayment = async () => {
    const waiting = noCredits;
    setNoCredits(null);
    if (!waiting?.analysisId) return;
    if (waiting.document) {
      setSelected({ ...waiting.document, analysisId: waiting.analysisId });
      if (waiting.analysisId !== routeAnalysisId) navigate(reportPath(waiting.analysisId));
    }
    try {
      await start.mutateAsync(waiting.analysisId);
      refreshAfterStart();
    } catch {
      toast({ variant: 'destructive', title: 'Failed to start analysis after payment' });
    }
  };

  /** Refreshes the list when the shown analysis reaches a status the list does not show yet. */
  const onAnalysisStatus = useCallback(
    (documentId: string, status: AnalysisSummary['status']) => {
      const list = queryClient.getQueryData(documentsQueryOptions.queryKey);
      const row = list?.find((d) => d.id === documentId);
      if (row && row.analysis?.status !== status) void queryClient.invalidateQueries({ queryKey: documentsQueryOptions.queryKey });
    },
    [queryClient],
  );

  return {
    selected,
    uploadOpen,
    noCredits,
    uploading: upload.isPending || start.isPending,
    starting: start.isPending,
    reportNotFound,
    select: (document: DocumentListItem) => {
      const analysisId = document.analysis?.id;
      setSelected({ id: document.id, name: document.originalName, analysisId });
      setUploadOpen(false);
      setNoCredits(null);
      // Opening a report pushes its address: Back returns to the list, a reload keeps it open.
      if (analysisId && analysisId !== routeAnalysisId) navigate(reportPath(analysisId));
    },
    openUpload: () => {
      setUploadOpen(true);
      setNoCredits(null);
    },
    closeUpload: () => setUploadOpen(false),
    onDeleted: (ids: string[]) => {
      if (selected && ids.includes(selected.id)) {
        setSelected(null);
        if (routeAnalysisId) navigate(paths.home, { replace: true });
      }
      if (noCredits?.document && ids.includes(noCredits.document.id)) setNoCredits(null);
    },
    uploadAndStart,
    startExisting,
    startAfterPayment,
    cancelNoCredits: () => setNoCredits(null),
    backToDashboard: () => {
      setNoCredits(null);
      setSelected(null);
      setUploadOpen(false);
      if (routeAnalysisId) navigate(paths.home);
    },
    onAnalysisStatus,
  };
}

/**
 * The open report. With /reports/{analysisId}: the user's document whose analysis that is (the one just
 * uploaded before the list knows it), or not found once the list is loaded without it (an unknown id,
 * or another user's). Without it: a selection whose address is not pushed yet, or that has none.
 */
export function openReport(input: { routeAnalysisId: string | undefined; picked: Selection | null; list: DocumentListItem[] | undefined; listLoaded: boolean }) {
  const { routeAnalysisId, picked, list, listLoaded } = input;
  if (!routeAnalysisId) return { selected: picked?.reached ? null : picked, reportNotFound: false };
  if (picked?.analysisId === routeAnalysisId) return { selected: picked, reportNotFound: false };
  const document = list?.find((d) => d.analysis?.id === routeAnalysisId);
  if (document) return { selected: { id: document.id, name: document.originalName, analysisId: routeAnalysisId } as Selection, reportNotFound: false };
  return { selected: null, reportNotFound: listLoaded };
}
