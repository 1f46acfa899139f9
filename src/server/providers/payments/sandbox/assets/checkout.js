/* global window, document, URLSearchParams */
// Khabar's sandbox checkout: the same surface as Razorpay's checkout.js — `new Razorpay(options)`,
// `open()`, `close()`, `on('payment.failed', fn)`, `options.handler(response)` and
// `options.modal.ondismiss()` — over a test payment sheet served by our own server.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '/api/payment/khabar/sandbox';

  function Razorpay(options) {
    if (!options || !options.key || !options.order_id) throw new Error('Razorpay: key and order_id are required');
    this.options = options;
    this.listeners = {};
    this.frame = null;
    this.onMessage = this.onMessage.bind(this);
  }

  Razorpay.prototype.on = function (event, fn) {
    (this.listeners[event] = this.listeners[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (fn) {
      fn(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.frame) return;
    var o = this.options;
    var prefill = o.prefill || {};
    var q = new URLSearchParams({
      key: o.key,
      order_id: o.order_id,
      amount: String(o.amount || ''),
      currency: o.currency || 'INR',
      name: o.name || '',
      description: o.description || '',
      email: prefill.email || '',
      contact: prefill.contact || '',
      customer: prefill.name || '',
      color: (o.theme && o.theme.color) || '',
    });
    this.returnFocus = document.activeElement;
    var frame = document.createElement('iframe');
    frame.src = base + '/sheet?' + q.toString();
    frame.title = 'Sandbox payment';
    frame.setAttribute('data-khabar-sandbox', 'sheet');
    frame.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483000;background:transparent;color-scheme:normal';
    window.addEventListener('message', this.onMessage);
    document.body.appendChild(frame);
    frame.addEventListener('load', function () {
      // Move keyboard focus into the sheet (its first button takes it).
      frame.focus();
      if (frame.contentWindow) frame.contentWindow.focus();
    });
    this.frame = frame;
  };

  Razorpay.prototype.close = function () {
    if (!this.frame) return;
    window.removeEventListener('message', this.onMessage);
    this.frame.remove();
    this.frame = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.onMessage = function (ev) {
    if (!this.frame || ev.source !== this.frame.contentWindow || ev.origin !== window.location.origin) return;
    var data = ev.data || {};
    if (data.type !== 'khabar-sandbox') return;
    var o = this.options;
    if (data.kind === 'success') {
      this.close();
      if (typeof o.handler === 'function') o.handler(data.response);
    } else if (data.kind === 'failed') {
      // As Razorpay does, the sheet stays open after a failure so the payer can retry or close.
      this.emit('payment.failed', { error: data.error });
    } else if (data.kind === 'dismiss') {
      this.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }
  };

  window.Razorpay = Razorpay;
})();
