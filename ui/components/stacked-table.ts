/**
 * Gives every body cell of a table its column's heading as data-label, so that on a phone the
 * stylesheet can show each row as a card of "label: value" lines (issue 13) without each page
 * repeating its headings. Use as the table's ref: <table className="table" ref={labelCells}>.
 */
export function labelCells(table: HTMLTableElement | null): (() => void) | undefined {
  if (!table) return undefined;
  const apply = () => {
    const headings = Array.from(table.tHead?.rows[0]?.cells ?? [], (cell) => cell.textContent?.trim() ?? '');
    for (const body of Array.from(table.tBodies)) {
      for (const row of Array.from(body.rows)) {
        Array.from(row.cells).forEach((cell, index) => {
          const label = cell.colSpan > 1 ? '' : headings[index] ?? '';
          if (cell.dataset.label !== label) cell.dataset.label = label;
        });
      }
    }
  };
  apply();
  // Rows come and go with filters and pages, and headings change their words with the language; attribute changes do not trigger it again.
  const observer = new MutationObserver(apply);
  observer.observe(table, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
