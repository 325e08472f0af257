/**
 * Consecutive options of one `group` as sections (options without a group form sections with no heading). Shared by
 * `Select` and `NativeSelect`, in a module of its own so that the native one loads no react-aria.
 */
export function groupOptions<O extends { group?: string }>(
  options: ReadonlyArray<O>,
): Array<{ id: string; title?: string; options: O[] }> {
  const out: Array<{ id: string; title?: string; options: O[] }> = [];
  for (const o of options) {
    const last = out[out.length - 1];
    if (last && last.title === o.group) last.options.push(o);
    else out.push({ id: `section-${out.length}`, ...(o.group !== undefined ? { title: o.group } : {}), options: [o] });
  }
  return out;
}
