/** Trims, collapses inner whitespace; the key used to spot duplicates ignores case too. */
export function normaliseItemName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/**
 * Keeps the first spelling of each item and drops later case/whitespace duplicates
 * ("Milk", " milk ", "MILK" → "Milk") as well as blank entries.
 */
export function dedupeSelection(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const name of names) {
    const display = normaliseItemName(name);
    if (!display) continue;
    const key = display.toLocaleLowerCase("en");
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(display);
  }
  return result;
}

/** Toggles an item in a selection, treating case/whitespace variants as the same item. */
export function toggleSelection(selection: readonly string[], name: string): string[] {
  const key = normaliseItemName(name).toLocaleLowerCase("en");
  const without = selection.filter((item) => normaliseItemName(item).toLocaleLowerCase("en") !== key);
  return without.length === selection.length ? dedupeSelection([...selection, name]) : without;
}
