import type { ReactNode } from 'react';
import { method } from './checkout.css';

/** One choice of a checkout step's radio list (a saved address, a shipping method): its radio and what it stands for. */
export function MethodOption({ name, value, checked, onChoose, children }: {
  name: string; value: string; checked: boolean; onChoose: (value: string) => void; children: ReactNode;
}) {
  return (
    <label className={method}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChoose(value)} />
      {children}
    </label>
  );
}
