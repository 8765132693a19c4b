import { UPLOAD_REFUSALS } from '@doco/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadPanel } from './upload-panel.tsx';

// The upload panel with several files (issue 28): a pack chosen in one or more goes, listed with names
// and sizes, a file removed before sending, and the pack sent as one upload.

const pdf = (name: string, size: number) => {
  const f = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const MB = 1024 * 1024;

function renderPanel(onStart = vi.fn(async (_files: File[]) => undefined as { refused: string } | undefined)) {
  render(<UploadPanel onStart={onStart} onCancel={vi.fn()} busy={false} />);
  return { onStart, input: screen.getByTestId('upload-input') };
}
const chosen = () => screen.queryAllByTestId('chosen-file').map((el) => el.textContent);

describe('the upload panel with several files', () => {
  it('lists the files chosen with their sizes, lets one be removed, and sends the rest as one pack in order', async () => {
    const { onStart, input } = renderPanel();
    await userEvent.upload(input, [pdf('contract.pdf', 2 * MB), pdf('section 32.pdf', 640 * 1024)]);
    await userEvent.upload(input, new File(['Volume 1 Folio 2'], 'title.txt', { type: 'text/plain' }));
    expect(chosen()).toEqual(['contract.pdf', 'section 32.pdf', 'title.txt']);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('2.0 MB')).toBeInTheDocument();
    expect(within(list).getByText('640 KB')).toBeInTheDocument();
    expect(screen.getByTestId('pack-summary')).toHaveTextContent('3 of 10 files');

    await userEvent.click(screen.getByRole('button', { name: 'Remove section 32.pdf' }));
    expect(chosen()).toEqual(['contract.pdf', 'title.txt']);
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart.mock.calls[0]![0].map((f) => f.name)).toEqual(['contract.pdf', 'title.txt']);
  });

  it('refuses, before sending, an 11th file and a file that takes the pack past 50 MB, naming each with the shared texts', async () => {
    const { onStart, input } = renderPanel();
    await userEvent.upload(input, Array.from({ length: 11 }, (_, i) => pdf(`page ${i + 1}.pdf`, 1000 + i)));
    expect(chosen()).toHaveLength(10);
    const refusal = screen.getByTestId('upload-refusal');
    expect(refusal).toHaveTextContent('“page 11.pdf” was not uploaded');
    expect(refusal).toHaveTextContent(UPLOAD_REFUSALS.tooManyFiles);

    for (let i = 0; i < 8; i += 1) await userEvent.click(screen.getByRole('button', { name: `Remove page ${i + 1}.pdf` }));
    await userEvent.upload(input, [pdf('plans.pdf', 19 * MB), pdf('strata.pdf', 19 * MB), pdf('survey.pdf', 19 * MB)]);
    expect(chosen()).toEqual(['page 9.pdf', 'page 10.pdf', 'plans.pdf', 'strata.pdf']);
    expect(screen.getByTestId('upload-refusal')).toHaveTextContent('“survey.pdf” was not uploaded');
    expect(screen.getByTestId('upload-refusal')).toHaveTextContent(UPLOAD_REFUSALS.packTooLarge);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('takes the file a server refusal names out of the pack, with the reason beside its name', async () => {
    const onStart = vi.fn(async (_files: File[]) => ({ refused: `title.pdf: ${UPLOAD_REFUSALS.damagedPdf}` }));
    const { input } = renderPanel(onStart);
    await userEvent.upload(input, [pdf('contract.pdf', 5000), pdf('title.pdf', 3000)]);
    await userEvent.click(screen.getByRole('button', { name: 'Start Analysis' }));
    expect(await screen.findByTestId('upload-refusal')).toHaveTextContent('“title.pdf” was not uploaded');
    expect(screen.getByTestId('upload-refusal')).toHaveTextContent(UPLOAD_REFUSALS.damagedPdf);
    expect(chosen()).toEqual(['contract.pdf']);
  });
});
