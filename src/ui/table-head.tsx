import { Table } from '@mantine/core';

/** A column heading; `right` aligns it with right-aligned numbers; '' for a column without one. */
export type Column = string | { label: string; right: true };

/** The heading row of a data table (the back office's lists). */
export function TableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; several have no label.
            <Table.Th key={index}>{column}</Table.Th>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; several have no label.
            <Table.Th key={index} ta="right">
              {column.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
