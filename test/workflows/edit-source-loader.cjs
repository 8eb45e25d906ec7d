// A webpack loader for forgotten-patch.test.ts: edits one module's source before it is compiled, so
// the test can bundle a deliberately changed copy of the workflow without touching workflows/.
// (CommonJS because webpack require()s its loaders.)
module.exports = function editSource(source) {
  const { find, replaceWith } = this.getOptions();
  if (!source.includes(find)) throw new Error(`edit-source-loader: ${JSON.stringify(find)} is not in ${this.resourcePath}`);
  return source.replace(find, replaceWith);
};
