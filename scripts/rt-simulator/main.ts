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
    // the variants the sources leave open (README): a serial in the sale's answer, rec.json served,
    // a new connection for every command
    'answers-serial': { type: 'boolean', default: false },
    'recovery-files': { type: 'boolean', default: false },
    'close-connections': { type: 'boolean', default: false },
  },
})

const simulator = await startRtSimulator({
  port: Number(values.port),
  host: values.host,
  serial: values.serial,
  lastZNumber: values['last-z'] === undefined ? undefined : Number(values['last-z']),
  answersSerial: values['answers-serial'],
  servesRecoveryFiles: values['recovery-files'],
  closesConnections: values['close-connections'],
})

console.log(`Simulated Epson RT ${simulator.state.serialNumber} listening on ${simulator.url}`)
console.log(`  commands:  POST ${simulator.commandUrl}`)
console.log(`  journal:   GET  ${simulator.url}/__sim/journal   (faults: POST ${simulator.url}/__sim/faults/<name>)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    simulator.stop().then(() => process.exit(0))
  })
}
