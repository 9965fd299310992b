/**
 * The import rules of design.md ("Arrows go one way"), checked by `npm run check` for production and test code.
 * Run through scripts/check-imports.mjs, which hands dependency-cruiser every import of the TypeScript sources,
 * type imports included (dependency-cruiser cannot read TypeScript 7 itself: see that script).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const onlyTo = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: `^${from}/` },
  to: { pathNot: `^(${allowed.join('|')})/` },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No file imports another that imports it back, type imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    onlyTo(
      'machines-only-machines-contract',
      'machines',
      ['machines', 'contract'],
      'Machines know no React, fetch or server.',
    ),
    onlyTo(
      'contract-only-contract',
      'contract',
      ['contract'],
      'What client and server share depends on nothing of either.',
    ),
    onlyTo(
      'server-only-server-contract-order',
      'server',
      ['server', 'contract', 'machines/order'],
      'The server may use the order lifecycle machine (pure, no effects) and nothing else of the client.',
    ),
    onlyTo(
      'src-only-src-machines-contract',
      'src',
      ['src', 'machines', 'contract', 'flows'],
      'The shop: views over machines.',
    ),
    {
      name: 'src-not-flows',
      comment: 'Tooling is not the shop. A warning until the viewer moves (src/views/flows imports flows/).',
      severity: 'warn',
      from: { path: '^src/' },
      to: { path: '^flows/' },
    },
    onlyTo('flows-only-tooling', 'flows', ['flows', 'machines', 'contract', 'src'], 'Tooling about machines.'),
    {
      name: 'tests-scripts-only-from-tooling',
      comment: 'Tests and scripts use the product; the product never uses them.',
      severity: 'error',
      from: { pathNot: '^(tests|scripts)/' },
      to: { path: '^(tests|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
  },
};
