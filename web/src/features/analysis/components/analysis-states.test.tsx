import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);
import { AnalysisProcessing } from './analysis-states.tsx';

describe('<AnalysisProcessing />', () => {
  it('says which scanned page is being read while OCR runs', () => {
    render(<AnalysisProcessing analysis={{ stage: 'ocr', progress: 34, stageDetail: 'Reading scanned page 3 of 12' }} />);
    expect(screen.getByText('Reading scanned page 3 of 12')).toBeInTheDocument();
    expect(screen.getByText('34%')).toBeInTheDocument();
  });

  it('names the stage when there is no detail', () => {
    render(<AnalysisProcessing analysis={{ stage: 'ocr', progress: 20, stageDetail: null }} />);
    expect(screen.getByText('Reading scanned pages')).toBeInTheDocument();
    expect(screen.queryByText(/Reading scanned page \d+ of/)).toBeNull();
  });
});
