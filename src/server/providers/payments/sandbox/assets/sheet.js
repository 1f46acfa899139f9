/* global window, document, fetch, URLSearchParams */
// The sandbox's test payment sheet: Pay captures a payment, Fail makes a failed one, Close
// dismisses. It tells the page that opened it through postMessage (same origin only).
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var orderId = params.get('order_id') || '';
  var dialog = document.getElementById('sheet');
  var status = document.getElementById('status');
  var pay = document.getElementById('pay');
  var fail = document.getElementById('fail');
  var close = document.getElementById('close');
  var buttons = [pay, fail, close];
  var busy = false;

  function tell(kind, extra) {
    var msg = { type: 'khabar-sandbox', kind: kind };
    for (var k in extra) msg[k] = extra[k];
    window.parent.postMessage(msg, window.location.origin);
  }

  function setBusy(on, text) {
    busy = on;
    pay.disabled = on;
    fail.disabled = on;
    status.textContent = text || '';
  }

  function attempt(outcome) {
    if (busy) return;
    setBusy(true, outcome === 'pay' ? 'Processing payment…' : 'Processing…');
    fetch(window.location.pathname.replace(/\/sheet$/, '/pay'), {
      method: 'POST',
      // The buyer's session: only the order's owner may pay it.
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'khabar' },
      body: JSON.stringify({
        order_id: orderId,
        outcome: outcome,
        email: params.get('email') || undefined,
        contact: params.get('contact') || undefined,
      }),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          return { ok: res.ok, body: body };
        });
      })
      .then(function (r) {
        if (r.ok && r.body.razorpay_payment_id) {
          setBusy(true, 'Payment successful.');
          tell('success', { response: r.body });
        } else if (r.body && r.body.error && r.body.error.code) {
          setBusy(false, 'Payment failed: ' + r.body.error.description + ' You can retry or close.');
          tell('failed', { error: r.body.error });
          pay.focus();
        } else {
          setBusy(false, (r.body && r.body.message) || 'The payment could not be made.');
        }
      })
      .catch(function () {
        setBusy(false, 'The sandbox could not be reached. Try again.');
      });
  }

  pay.addEventListener('click', function () {
    attempt('pay');
  });
  fail.addEventListener('click', function () {
    attempt('fail');
  });
  close.addEventListener('click', function () {
    tell('dismiss', {});
  });
  document.addEventListener('keydown', function (e) {
    if (e.key === 'Escape' && !busy) tell('dismiss', {});
    if (e.key === 'Tab') {
      // Keep keyboard focus inside the sheet while it is open.
      var enabled = buttons.filter(function (b) {
        return !b.disabled;
      });
      var first = enabled[0];
      var last = enabled[enabled.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  });
  dialog.removeAttribute('hidden');
  pay.focus();
  // When the opener hands focus to this frame later, start on Pay unless a button has it.
  window.addEventListener('focus', function () {
    if (buttons.indexOf(document.activeElement) < 0) pay.focus();
  });
})();
