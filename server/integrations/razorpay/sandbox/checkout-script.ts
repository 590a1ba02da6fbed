import { PAISE_PER_RUPEE } from '../../../../contract/money';

/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: a self-contained
 * browser script defining `window.Razorpay` with the surface the shop uses — `new
 * Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed', cb)`, `options.handler` and
 * `options.modal.ondismiss`. Its window is a small accessible dialog with Pay, Fail and close.
 *
 * As in Razorpay's own window, a failed attempt leaves the window open so the shopper can try
 * again or close it (unless `options.retry` is false or `{ enabled: false }`); Escape closes it
 * (unless `modal.escape` is false) and a click on the backdrop does not (unless
 * `modal.backdropclose` is true).
 *
 * Plain ES5 so that it runs as served in any browser, and no inline styles in markup, only
 * CSSOM, so that it works under a strict Content-Security-Policy. Razorpay's amount is paise; the
 * script cannot import contract/money.ts, so it is given the module's factor (docs/decisions/250).
 */
export function checkoutScript(basePath: string): string {
  return `/* Jutexx Razorpay sandbox checkout: test mode, no money moves. */
(function () {
  'use strict';
  var BASE = ${JSON.stringify(basePath)};
  var TITLE_ID = 'rzp-sandbox-title';
  var SUMMARY_ID = 'rzp-sandbox-summary';
  var PAISE_PER_RUPEE = ${PAISE_PER_RUPEE};
  var rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  function el(tag, props, children) {
    var node = document.createElement(tag);
    var keys = Object.keys(props || {});
    for (var i = 0; i < keys.length; i += 1) {
      var key = keys[i];
      var value = props[key];
      if (key === 'style') Object.assign(node.style, value);
      else if (key === 'text') node.textContent = value;
      else node.setAttribute(key, value);
    }
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function post(path, body) {
    return fetch(BASE + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin'
    }).then(function (response) {
      return response.json().then(function (data) { return { ok: response.ok, data: data }; });
    });
  }

  function unreachable(orderId) {
    return {
      code: 'GATEWAY_ERROR',
      description: 'Payment failed: the sandbox could not be reached',
      source: 'NA', step: 'payment_authorization', reason: 'network_error',
      metadata: { order_id: orderId, payment_id: '' }
    };
  }

  function later(error) { setTimeout(function () { throw error; }, 0); }

  var BUTTON = { font: 'inherit', fontSize: '1rem', padding: '0.6rem 1.2rem', borderRadius: '6px', cursor: 'pointer' };

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) throw new TypeError("Razorpay must be called with 'new'");
    if (!options || typeof options !== 'object') throw new TypeError('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: options.key is required');
    if (!options.order_id) throw new Error('Razorpay sandbox: options.order_id (from the Orders API) is required');
    this.options = options;
    this.listeners = {};
    this.view = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { later(error); }
    });
  };

  Razorpay.prototype.close = function () {
    var view = this.view;
    if (!view) return;
    this.view = null;
    document.removeEventListener('keydown', view.onKey, true);
    view.overlay.remove();
    document.body.style.overflow = view.overflow;
    if (view.previous && typeof view.previous.focus === 'function') view.previous.focus();
  };

  Razorpay.prototype.dismiss = function () {
    var modal = this.options.modal || {};
    this.close();
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.view) return this;
    var self = this;
    var o = this.options;
    var modal = o.modal || {};
    var retry = !(o.retry === false || (o.retry && o.retry.enabled === false));
    var color = (o.theme && o.theme.color) || '#2f5d3a';

    var status = el('p', { 'aria-live': 'polite', style: { minHeight: '1.5em', margin: '0.75rem 0', color: '#8a1c1c' } });
    var pay = el('button', { type: 'button', text: 'Pay', style: Object.assign({ background: color, color: '#fff', border: '0' }, BUTTON) });
    var fail = el('button', { type: 'button', text: 'Fail', style: Object.assign({ background: '#fff', color: '#222', border: '1px solid #888' }, BUTTON) });
    var close = el('button', {
      type: 'button', text: '\\u00d7', 'aria-label': 'Close',
      style: { position: 'absolute', top: '0.5rem', right: '0.5rem', font: 'inherit', fontSize: '1.5rem', lineHeight: '1', background: 'none', border: '0', padding: '0.25rem 0.5rem', cursor: 'pointer' }
    });
    var summary = el('div', { id: SUMMARY_ID }, [
      el('p', { text: o.name || '', style: { fontWeight: 'bold', margin: '0.25rem 0' } }),
      o.description ? el('p', { text: o.description, style: { margin: '0.25rem 0' } }) : null,
      el('p', { text: 'Rs.' + rupees.format(Number(o.amount) / PAISE_PER_RUPEE), style: { fontSize: '1.5rem', margin: '0.5rem 0' } }),
      el('p', { text: 'Test mode: no money moves. Order ' + o.order_id, style: { fontSize: '0.85rem', color: '#555', margin: '0.25rem 0' } })
    ]);
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': TITLE_ID, 'aria-describedby': SUMMARY_ID,
      style: { position: 'relative', background: '#fff', color: '#222', borderRadius: '10px', padding: '1.5rem', width: 'min(22rem, calc(100vw - 2rem))', boxShadow: '0 10px 40px rgba(0,0,0,0.3)', fontFamily: 'system-ui, sans-serif' }
    }, [
      close,
      el('h2', { id: TITLE_ID, text: 'Sandbox payment', style: { margin: '0 0 0.75rem', fontSize: '1.25rem' } }),
      summary,
      status,
      el('div', { style: { display: 'flex', gap: '0.75rem' } }, [pay, fail])
    ]);
    var overlay = el('div', {
      'data-razorpay-sandbox': '',
      style: { position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(0,0,0,0.5)', display: 'flex', alignItems: 'center', justifyContent: 'center' }
    }, [dialog]);

    var focusable = [close, pay, fail];
    function busy(on) { pay.disabled = on; fail.disabled = on; close.disabled = on; }

    function failed(error) {
      var said = error.description || 'Payment failed';
      status.textContent = said + (/[.!?]$/.test(said) ? '' : '.') + (retry ? ' You can try again or close this window.' : '');
      self.emit('payment.failed', { error: error });
      if (!self.view) return;
      if (retry) { busy(false); pay.focus(); } else { self.close(); }
    }

    function attempt(path) {
      busy(true);
      status.textContent = path === '/pay' ? 'Processing payment\\u2026' : 'Declining payment\\u2026';
      post(path, { order_id: o.order_id }).then(function (answer) {
        if (!self.view) return;
        if (path === '/pay' && answer.ok) {
          self.close();
          if (typeof o.handler === 'function') o.handler(answer.data);
          return;
        }
        failed((answer.data && answer.data.error) || unreachable(o.order_id));
      }, function () {
        if (self.view) failed(unreachable(o.order_id));
      });
    }

    var onKey = function (event) {
      if (event.key === 'Escape' && modal.escape !== false && !close.disabled) {
        event.preventDefault();
        self.dismiss();
      } else if (event.key === 'Tab') {
        // Keep focus inside the dialog while it is open.
        var enabled = focusable.filter(function (node) { return !node.disabled; });
        if (enabled.length === 0) { event.preventDefault(); return; }
        var index = enabled.indexOf(document.activeElement);
        var next = event.shiftKey ? (index <= 0 ? enabled.length - 1 : index - 1) : (index === enabled.length - 1 ? 0 : index + 1);
        event.preventDefault();
        enabled[next].focus();
      }
    };

    pay.addEventListener('click', function () { attempt('/pay'); });
    fail.addEventListener('click', function () { attempt('/fail'); });
    close.addEventListener('click', function () { self.dismiss(); });
    overlay.addEventListener('click', function (event) {
      if (event.target === overlay && modal.backdropclose === true && !close.disabled) self.dismiss();
    });

    this.view = { overlay: overlay, onKey: onKey, previous: document.activeElement, overflow: document.body.style.overflow };
    document.addEventListener('keydown', onKey, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    pay.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
}
