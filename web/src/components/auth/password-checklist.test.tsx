import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist.tsx';

function Typing() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">Password</label>
      <input id="pw" value={password} onChange={(e) => setPassword(e.target.value)} />
      <PasswordChecklist password={password} />
    </>
  );
}

const state = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent?.replace(/:.*/, '')}=${item.dataset.met}`);

describe('<PasswordChecklist />', () => {
  it('ticks each of the shared rules as the password is typed', async () => {
    render(<Typing />);
    expect(state()).toEqual(['At least 8 characters=false', 'Not a commonly used password=false']);
    await userEvent.type(screen.getByLabelText('Password'), 'passwor');
    expect(state()).toEqual(['At least 8 characters=false', 'Not a commonly used password=true']);
    await userEvent.type(screen.getByLabelText('Password'), 'd');
    // "password" is long enough but among the most common.
    expect(state()).toEqual(['At least 8 characters=true', 'Not a commonly used password=false']);
    await userEvent.type(screen.getByLabelText('Password'), '-of-Ironbark-Lane');
    expect(state()).toEqual(['At least 8 characters=true', 'Not a commonly used password=true']);
  });
});
