// Runs before `npm run dev` and `npm start` on whatever Node the shell has (CommonJS, so even an
// old Node can say this): the scripts are TypeScript run by Node 24's type stripping.
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(
    `Conto needs Node 24; this shell has Node ${process.versions.node}.\n` +
      'Run `bash scripts/demo.sh` instead: it provisions Node 24 from the npm registry and starts the demo.',
  )
  process.exit(1)
}
