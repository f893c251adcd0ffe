// `node scripts/rt-simulator/main.ts --port 8070 [--host 0.0.0.0] [--serial 99IEB000001]`:
// a simulated Epson RT printer for the demo and for trying a client by hand.
import { parseArgs } from 'node:util'
import { startRtSimulator } from './simulator.ts'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8070' },
    host: { type: 'string', default: '127.0.0.1' },
    serial: { type: 'string' },
    'last-z': { type: 'string' },
  },
})

const simulator = await startRtSimulator({
  port: Number(values.port),
  host: values.host,
  serial: values.serial,
  lastZNumber: values['last-z'] === undefined ? undefined : Number(values['last-z']),
})

console.log(`Simulated Epson RT ${simulator.state.serialNumber} listening on ${simulator.url}`)
console.log(`  commands:  POST ${simulator.commandUrl}`)
console.log(`  last doc:  GET  ${simulator.url}/www/json_files/rec.json`)
console.log(`  journal:   GET  ${simulator.url}/__sim/journal   (faults: POST ${simulator.url}/__sim/faults/<name>)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.stop().then(() => process.exit(0))
  })
}
