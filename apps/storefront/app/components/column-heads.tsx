/** A table's `<thead>`: one column header (`scope="col"`) a name, in order. */
export function ColumnHeads({ columns, className }: { columns: readonly string[]; className: string }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} className={className} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
