/* global document, window */
// Lists the query parameters the meter-data portal stand-in received. Text only (textContent): the
// values come from the address bar and are never parsed as markup.
const parameters = [...new URLSearchParams(window.location.search)];
const rows = document.getElementById('query-rows');
if (parameters.length > 0 && rows) {
  for (const [name, value] of parameters) {
    const row = document.createElement('tr');
    const nameCell = document.createElement('th');
    nameCell.scope = 'row';
    nameCell.textContent = name;
    const valueCell = document.createElement('td');
    valueCell.textContent = value;
    row.append(nameCell, valueCell);
    rows.append(row);
  }
  document.getElementById('query-table')?.removeAttribute('hidden');
  document.getElementById('no-query')?.setAttribute('hidden', '');
}
