import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { ChevronDownIcon, ChevronUpIcon, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, cn } from '@app/ui';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';

export interface DataTableSort<K extends string> {
  column: K;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<T, K extends string> {
  columns: ColumnDef<T>[];
  /** Rows in display order: the caller filters and sorts (the same order feeds the CSV export). */
  data: T[];
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Column ids that sort; a click calls onSort with that id. */
  sortable?: readonly K[];
  sort?: DataTableSort<K>;
  onSort?: (column: K) => void;
  isLoading?: boolean;
  /** The rows on show are the last answer while the next one loads (a new page, search or sort): aria-busy, rows kept. */
  isRefreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty: ReactNode;
  /** A column kept in view at the right edge while the table scrolls sideways (row actions on a phone). */
  stickyColumn?: string;
  /** A column kept in view at the left edge (what names the row), so the right one never hides it. */
  leadingColumn?: string;
}

// Stay at their edges, above the cells that scroll under them.
const STICKY = 'sticky right-0 z-10 bg-background shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.15)]';
const LEADING = 'sticky left-0 z-10 bg-background shadow-[8px_0_8px_-8px_rgba(0,0,0,0.15)]';
const edge = (id: string, props: { stickyColumn?: string | undefined; leadingColumn?: string | undefined }) =>
  id === props.stickyColumn ? STICKY : id === props.leadingColumn ? LEADING : undefined;

/**
 * A table over @tanstack/react-table with loading, error and empty states built in. Sorting is
 * controlled by the caller; sortable headers are buttons and carry aria-sort.
 */
export function DataTable<T, K extends string>(props: DataTableProps<T, K>) {
  const { columns, data, sort, sortable = [], onSort } = props;
  const table = useReactTable({ data, columns, getRowId: props.getRowId, getCoreRowModel: getCoreRowModel(), manualSorting: true });

  if (props.error) return <LoadError error={props.error} onRetry={props.onRetry} />;

  return (
    <div className="overflow-x-auto rounded-md border">
      <Table aria-label={props.label} aria-busy={props.isLoading || props.isRefreshing || undefined}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id as K;
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                const canSort = sortable.includes(id) && onSort;
                const active = sort?.column === id;
                return (
                  <TableHead
                    key={header.id}
                    className={cn(edge(header.column.id, props), canSort && 'p-0')}
                    aria-sort={canSort ? (active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none') : undefined}
                  >
                    {canSort ? (
                      // The whole header cell sorts, not only its words.
                      <button type="button" className="flex h-10 w-full items-center gap-1 px-3 font-medium hover:text-foreground" onClick={() => onSort(id)}>
                        {content}
                        {active ? (
                          sort.direction === 'asc' ? (
                            <ChevronUpIcon className="size-4" />
                          ) : (
                            <ChevronDownIcon className="size-4" />
                          )
                        ) : (
                          <span className="inline-block size-4" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {props.isLoading ? (
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={`skeleton-${i}`}>
                {columns.map((_c, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-4 w-full" />
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : table.getRowModel().rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} className={cn('py-10 text-center text-muted-foreground')}>
                {props.empty}
              </TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cn(edge(cell.column.id, props))}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
