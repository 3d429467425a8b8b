// Stable styled-components ids: the server build and the browser build of a package create their styled components
// in different orders (the browser loads chunks as visitors navigate), and without ids of their own
// styled-components numbers them in creation order, so the class names of a server-rendered page would not match the
// ones the browser computes while hydrating it. This gives every `styled.tag` / `styled(Component)` template its own
// id from the file's path (relative to the repository) and its position in the file, the same in every build.
// Used as a webpack loader (before esbuild-loader) by the browser and the server builds alike.
const { createHash } = require('node:crypto');
const { relative, resolve } = require('node:path');

const REPO_ROOT = resolve(__dirname, '..', '..');
// `styled.div`, `styled(Card)` or `styled(Link)` followed by type arguments, a template or `.attrs(`.
const STYLED = /\bstyled(\.[A-Za-z][A-Za-z0-9]*|\([A-Za-z_$][A-Za-z0-9_$.]*\))(?=\s*(<[^`;]*?>\s*)?(`|\.attrs\())/g;

/** Adds `.withConfig({ componentId })` to every styled template of `source`; `file` names it (a repository path). */
function addStyledIds(source, file) {
  if (!source.includes('styled-components')) return source;
  const base = createHash('sha1').update(file.split('\\').join('/')).digest('base64url').replace(/[^A-Za-z0-9]/g, '').slice(0, 6);
  let n = 0;
  return source.replace(STYLED, (match) => `${match}.withConfig({ componentId: "c${base}${(n++).toString(36)}" })`);
}

function styledIdsLoader(source) {
  return addStyledIds(source, relative(REPO_ROOT, this.resourcePath));
}

module.exports = styledIdsLoader;
module.exports.addStyledIds = addStyledIds;
module.exports.REPO_ROOT = REPO_ROOT;
