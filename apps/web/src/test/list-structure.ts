// axe-core's `list` and `listitem` rules (serious), for jsdom tests: a <ul>/<ol> that is still a
// list holds only list items (an <li> whose role was not changed), <script> or <template>; an <li>
// sits in a list. axe-core itself is not a dependency here, so the two rules are written out.

const ALLOWED_IN_LIST = new Set(['SCRIPT', 'TEMPLATE']);

const isList = (el: Element) => {
  const role = el.getAttribute('role');
  return (el.tagName === 'UL' || el.tagName === 'OL') && (role === null || role === 'list');
};

/** One line per broken list or stray list item under `root`; [] when every list is well formed. */
export function listViolations(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const list of Array.from(root.querySelectorAll('ul, ol')).filter(isList)) {
    for (const child of Array.from(list.children)) {
      if (ALLOWED_IN_LIST.has(child.tagName)) continue;
      const role = child.getAttribute('role');
      if (child.tagName === 'LI' && (role === null || role === 'listitem')) continue;
      problems.push(
        `list: <${list.tagName.toLowerCase()}> holds <${child.tagName.toLowerCase()}${
          role ? ` role="${role}"` : ''
        }>`,
      );
    }
  }
  for (const item of Array.from(root.querySelectorAll('li'))) {
    const role = item.getAttribute('role');
    if (role !== null && role !== 'listitem') continue;
    const parent = item.parentElement;
    const inList =
      parent !== null &&
      (isList(parent) || parent.tagName === 'MENU' || parent.getAttribute('role') === 'list');
    if (!inList) problems.push('listitem: <li> outside a list');
  }
  return problems;
}
