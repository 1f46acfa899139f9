// The sandbox payment sheet's page. Values are escaped; the only script is sheet.js.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// The app's look: its system font stack, indigo 8 as the primary colour, Mantine's radius and shadows.
const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;height:100%;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;color:#212529}
body{display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);padding:16px}
.sheet{width:100%;max-width:400px;background:#fff;border-radius:8px;box-shadow:0 10px 30px rgba(0,0,0,.3);overflow:hidden}
.head{background:#3b5bdb;color:#fff;padding:16px 20px}
.head h1{margin:0;font-size:18px;font-weight:700}
.head p{margin:4px 0 0;font-size:14px;opacity:.9}
.badge{display:inline-block;margin-top:8px;padding:2px 8px;border-radius:999px;background:rgba(255,255,255,.2);font-size:12px;font-weight:600;letter-spacing:.02em}
.body{padding:20px}
.amount{font-size:28px;font-weight:700;margin:0 0 4px}
.muted{color:#495057;font-size:14px;margin:0 0 4px;word-break:break-all}
.status{min-height:1.4em;margin:12px 0 0;font-size:14px}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:16px}
button{font:inherit;font-size:14px;font-weight:600;border-radius:8px;padding:0 18px;height:42px;cursor:pointer;border:1px solid transparent;flex:1 1 auto;min-width:88px}
button:focus-visible{outline:2px solid #3b5bdb;outline-offset:2px}
button:disabled{opacity:.6;cursor:not-allowed}
.pay{background:#3b5bdb;color:#fff}
.pay:hover:not(:disabled){background:#364fc7}
.fail{background:#fff;color:#c92a2a;border-color:#c92a2a}
.close{background:#f1f3f5;color:#212529}
`;

export type SheetParams = {
  orderId: string;
  amountPaise: number;
  currency: string;
  name: string;
  description: string;
  email: string;
  contact: string;
};

export function sheetHtml(p: SheetParams, scriptSrc: string): string {
  const amount = `₹${(p.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>${STYLE}</style>
</head>
<body>
<div class="sheet" id="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" aria-describedby="sheet-desc" hidden>
  <div class="head">
    <h1 id="sheet-title">${escapeHtml(p.name || 'Khabar')}</h1>
    <p id="sheet-desc">${escapeHtml(p.description || 'Payment')}</p>
    <span class="badge">Sandbox: no real money</span>
  </div>
  <div class="body">
    <p class="amount">${escapeHtml(amount)} <span class="muted">${escapeHtml(p.currency)}</span></p>
    <p class="muted">Order ${escapeHtml(p.orderId)}</p>
    ${p.email ? `<p class="muted">${escapeHtml(p.email)}${p.contact ? ` · ${escapeHtml(p.contact)}` : ''}</p>` : ''}
    <p class="status" id="status" role="status" aria-live="polite"></p>
    <div class="actions">
      <button type="button" class="pay" id="pay">Pay ${escapeHtml(amount)}</button>
      <button type="button" class="fail" id="fail">Fail</button>
      <button type="button" class="close" id="close">Close</button>
    </div>
  </div>
</div>
<script src="${escapeHtml(scriptSrc)}"></script>
</body>
</html>`;
}
