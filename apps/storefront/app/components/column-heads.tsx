import type { ReactNode } from 'react';

/** A table's `<thead>`: one column header (`scope="col"`) a name, in order, then `children` (headers of another kind). */
export function ColumnHeads({ columns, className, children }: { columns: readonly string[]; className: string; children?: ReactNode }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} className={className} scope="col">
            {column}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}
