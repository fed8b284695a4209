// A data table's column headings, one way for every table: each a column header (scope="col") for
// the screen reader; a column left out of this table (false or null) gets none.
export function TableHead({ cols }: { cols: ReadonlyArray<string | false | null> }) {
  return (
    <thead>
      <tr>
        {cols.map((c) =>
          c === false || c === null ? null : (
            <th key={c} scope="col">
              {c}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
