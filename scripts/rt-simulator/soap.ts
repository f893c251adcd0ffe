// The SOAP 1.1 envelope around Fiscal ePOS-Print XML, both ways. Requests arrive as
// s:Envelope > s:Body > one command root; answers go out as soapenv:Envelope > soapenv:Body >
// response (Epson fiscalprint.js in OCA; LY; PEP).
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { ResponseCode } from './printer-answer.ts'

export const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/'

/** One element of a command, attributes as sent (entities decoded), children in document order. */
export interface CommandElement {
  name: string
  attributes: Record<string, string>
  children: CommandElement[]
}

export type ParsedRequest = { ok: true; command: CommandElement } | { ok: false; code: string; reason: string }

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  trimValues: true,
})

/** Reads the single command element out of a request body. */
export function parseSoapRequest(body: string): ParsedRequest {
  if (body.trim() === '') return { ok: false, code: ResponseCode.noData, reason: 'empty body' }
  if (XMLValidator.validate(body) !== true) return { ok: false, code: ResponseCode.parserError, reason: 'malformed XML' }

  const roots = toElements(parser.parse(body) as OrderedNode[])
  const envelope = roots[0]
  if (roots.length !== 1 || !envelope || localName(envelope.name) !== 'Envelope') {
    return { ok: false, code: ResponseCode.parserError, reason: 'the root is not a SOAP Envelope' }
  }
  // the prefix is free, the namespace is not (PEP's namespace without the trailing slash is a bug)
  const prefix = envelope.name.includes(':') ? envelope.name.split(':')[0] : undefined
  const namespace = envelope.attributes[prefix ? `xmlns:${prefix}` : 'xmlns']
  if (namespace !== SOAP_NAMESPACE) {
    return { ok: false, code: ResponseCode.parserError, reason: `the envelope namespace is not ${SOAP_NAMESPACE}` }
  }
  const soapBody = envelope.children.find((child) => localName(child.name) === 'Body')
  if (!soapBody) return { ok: false, code: ResponseCode.parserError, reason: 'no SOAP Body' }
  const [command, ...others] = soapBody.children
  if (!command) return { ok: false, code: ResponseCode.noData, reason: 'empty SOAP Body' }
  if (others.length > 0) return { ok: false, code: ResponseCode.invalidCommand, reason: 'more than one command in the Body' }
  return { ok: true, command }
}

function toElements(nodes: OrderedNode[]): CommandElement[] {
  const elements: CommandElement[] = []
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text')
    if (!name) continue
    elements.push({ name, attributes: node[':@'] ?? {}, children: toElements(node[name] as OrderedNode[]) })
  }
  return elements
}

function localName(name: string): string {
  return name.includes(':') ? name.slice(name.indexOf(':') + 1) : name
}

export interface SoapResponseFields {
  success: boolean
  code: string
  status: number
  addInfo: [string, string][]
}

/** The answer envelope; addInfo starts with elementList naming the fields that follow. */
export function buildSoapResponse({ success, code, status, addInfo }: SoapResponseFields): string {
  const fields = addInfo.map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('')
  const elementList = `<elementList>${addInfo.map(([name]) => name).join(',')}</elementList>`
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}"><soapenv:Body>` +
    `<response success="${success}" code="${escapeXml(code)}" status="${status}">` +
    `<addInfo>${elementList}${fields}</addInfo>` +
    '</response></soapenv:Body></soapenv:Envelope>'
  )
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}
