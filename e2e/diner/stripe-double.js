// A stand-in for https://js.stripe.com/<release>/stripe.js, served by page.route in e2e only
// (the browser here cannot reach Stripe). It implements what @stripe/stripe-js and
// @stripe/react-stripe-js/checkout use for an Elements checkout: Stripe(pk) →
// initCheckoutElementsSdk → loadActions (getSession, updateEmail, confirm), payment and express
// checkout elements that mount plain labelled inputs. Card 4000 0000 0000 0002 is declined.
;(() => {
  const DECLINED = '4000000000000002'
  const READY_DELAY_MS = 150
  const double = { emails: [], confirms: [], initOptions: [] }
  window.__stripeDouble = double

  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

  function amount(minor) {
    return { minorUnitsAmount: minor, amount: (minor / 100).toFixed(2) }
  }

  function createElement(type, onMount) {
    const handlers = {}
    let node = null
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target
        node = document.createElement('div')
        node.className = `stripe-double-${type}`
        onMount(node, element)
        // like Stripe's iframes, the fields and wallet button show only once the element is
        // ready, by which time the React bindings have attached their handlers
        node.hidden = true
        host.appendChild(node)
        setTimeout(() => {
          if (node) node.hidden = false
          element._emit('ready', { elementType: type })
        }, READY_DELAY_MS)
      },
      unmount() {
        node?.remove()
      },
      destroy() {
        node?.remove()
        node = null
      },
      update() {},
      focus() {
        node?.querySelector('input, button')?.focus()
      },
      blur() {},
      clear() {},
      collapse() {},
      on(event, handler) {
        ;(handlers[event] ??= []).push(handler)
        return element
      },
      off(event, handler) {
        handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler)
        return element
      },
      once(event, handler) {
        const wrapped = (payload) => {
          element.off(event, wrapped)
          handler(payload)
        }
        return element.on(event, wrapped)
      },
      _emit(event, payload) {
        for (const handler of handlers[event] ?? []) handler(payload)
      },
      _node: () => node,
    }
    return element
  }

  function field(label, name, placeholder) {
    const wrapper = document.createElement('label')
    wrapper.style.cssText = 'display:grid;gap:4px;min-width:0;font:14px system-ui;color:#30313d'
    wrapper.textContent = label
    const input = document.createElement('input')
    input.name = name
    input.placeholder = placeholder
    input.autocomplete = 'off'
    input.style.cssText = 'box-sizing:border-box;width:100%;min-width:0;min-height:44px;padding:10px 12px;border:1px solid #e6e6e6;border-radius:10px;font:16px system-ui'
    wrapper.appendChild(input)
    return wrapper
  }

  function createSdk(options) {
    double.initOptions.push(options)
    const changeHandlers = []
    let paymentElement = null
    let session = {
      id: 'cs_test_double',
      status: { type: 'open' },
      email: null,
      canConfirm: true,
      currency: 'eur',
      lineItems: [],
      minorUnitsAmountDivisor: 100,
      total: {
        subtotal: amount(0),
        taxInclusive: amount(0),
        taxExclusive: amount(0),
        total: amount(0),
        discount: amount(0),
        shippingRate: amount(0),
        appliedBalance: amount(0),
        surcharge: amount(0),
        balanceAppliedToNextInvoice: false,
      },
      tax: { status: 'ready' },
      shippingOptions: [],
    }
    const emitChange = () => changeHandlers.forEach((handler) => handler(session))

    const actions = {
      getSession: () => session,
      async updateEmail(email) {
        await wait(20)
        double.emails.push(email)
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email ?? '')) {
          return { type: 'error', error: { code: 'invalidEmail', message: 'Your email address is invalid.' } }
        }
        session = { ...session, email }
        emitChange()
        return { type: 'success', session }
      },
      async confirm(args = {}) {
        await wait(150)
        double.confirms.push({ returnUrl: args.returnUrl, redirect: args.redirect, express: Boolean(args.expressCheckoutConfirmEvent) })
        if (!args.expressCheckoutConfirmEvent) {
          const input = paymentElement?._node()?.querySelector('input[name="cardnumber"]')
          const number = (input?.value ?? '').replace(/\s+/g, '')
          if (number.length < 12) return { type: 'error', error: { code: 'validation_error', message: 'Your card number is incomplete.' } }
          if (number === DECLINED) {
            return { type: 'error', error: { code: 'paymentFailed', message: 'Your card was declined.', paymentFailed: { declineCode: 'generic_decline' } } }
          }
        }
        session = { ...session, status: { type: 'complete', paymentStatus: 'paid' } }
        emitChange()
        return { type: 'success', session }
      },
      async applyPromotionCode() {
        return { type: 'success', session }
      },
      async removePromotionCode() {
        return { type: 'success', session }
      },
      async runServerUpdate(fn) {
        await fn()
        return { type: 'success', session }
      },
      async validateElements() {
        return { type: 'success', session }
      },
    }

    return {
      on(event, handler) {
        if (event === 'change') changeHandlers.push(handler)
      },
      async loadActions() {
        const secret = await options.clientSecret
        await wait(80)
        if (!secret) return { type: 'error', error: { message: 'Missing client secret', code: null } }
        return { type: 'success', actions }
      },
      changeAppearance() {},
      loadFonts() {},
      getPaymentElement: () => paymentElement,
      createPaymentElement() {
        paymentElement = createElement('payment', (node) => {
          node.style.cssText = 'display:grid;gap:10px'
          node.append(field('Card number', 'cardnumber', '1234 1234 1234 1234'))
          const row = document.createElement('div')
          row.style.cssText = 'display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:10px'
          row.append(field('Expiration date', 'exp-date', 'MM / YY'), field('Security code', 'cvc', 'CVC'))
          node.append(row)
        })
        return paymentElement
      },
      createExpressCheckoutElement() {
        return createElement('expressCheckout', (node, element) => {
          const button = document.createElement('button')
          button.type = 'button'
          button.textContent = 'Wallet express checkout'
          button.style.cssText = 'width:100%;min-height:44px;border:0;border-radius:10px;background:#000;color:#fff;font:600 16px system-ui'
          button.addEventListener('click', () =>
            element._emit('confirm', { elementType: 'expressCheckout', expressPaymentType: 'google_pay', paymentFailed() {} }),
          )
          node.append(button)
        })
      },
      getExpressCheckoutElement: () => null,
    }
  }

  function Stripe(publishableKey) {
    if (!publishableKey) throw new Error('Stripe double: missing publishable key')
    const unsupported = () => Promise.reject(new Error('Stripe double: not implemented'))
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      initCheckoutElementsSdk: createSdk,
      // react-stripe-js checks for these before accepting the object as a Stripe instance
      elements: () => ({}),
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
