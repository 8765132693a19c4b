import type { ChangeEvent } from 'react';

type HoneypotFieldProps = {
  /** Prefix for the input id, unique per form. */
  idPrefix: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The bot trap `website`: off-screen, out of the tab order and hidden from screen readers, so a
 * person never fills it in. Forms send whatever it holds; the server refuses a non-empty one.
 */
export function HoneypotField({ idPrefix, value, onChange }: HoneypotFieldProps) {
  const id = `${idPrefix}-website`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
