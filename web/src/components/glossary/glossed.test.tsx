import { glossaryEntry } from '@doco/contracts/glossary';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Glossed } from './glossed.tsx';

describe('<Glossed />', () => {
  it('keeps the text as written and makes each term a button, the first time only', () => {
    const { container } = render(
      <p>
        <Glossed text="Drainage Easement and a caveat; the easement is 2 m wide" />
      </p>,
    );
    expect(container).toHaveTextContent('Drainage Easement and a caveat; the easement is 2 m wide');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Easement', 'caveat']);
  });

  it('renders a text without terms, or no text, as it is', () => {
    const { container } = render(
      <p>
        <Glossed text="Nothing to explain" />
        <Glossed text={null} />
      </p>,
    );
    expect(container).toHaveTextContent('Nothing to explain');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the one-line explanation from the keyboard, and Escape closes it with focus back on the term', async () => {
    const user = userEvent.setup();
    render(<Glossed text="Cooling-off ends" />);
    const term = screen.getByRole('button', { name: 'Cooling-off' });
    expect(term).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(term).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cooling-off period' });
    expect(dialog).toHaveTextContent(glossaryEntry('cooling-off').short);
    expect(term).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(term).toHaveAttribute('aria-expanded', 'false');
    expect(term).toHaveFocus();
  });

  it('opens with a tap or click and closes with a click outside', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <p>
          <Glossed text="Stamp duty estimate" />
        </p>
        <p>Elsewhere</p>
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Stamp duty' }));
    expect(await screen.findByRole('dialog', { name: 'Transfer duty (stamp duty)' })).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
