import { scriptSafeJson } from '../shared/boot';

/**
 * Inserting a `modulepreload` link costs the main thread a few milliseconds on a slow phone: the forty-odd of a page
 * at once were one 44–257 ms task at 4× CPU (traced). Five per task, after the entry (whose own imports start loading
 * as soon as it arrives), keep every task under ~45 ms.
 */
export const PRELOADS_PER_TASK = 5;

/**
 * The inline script that starts loading the page's JavaScript once its content is on screen: when the document is
 * parsed, after the next frame (a frame callback runs just before a paint, a task queued from it just after). The
 * server's HTML is the page; the code only makes it interactive, so the HTML, the CSS, the font and the
 * above-the-fold photos get the network first (on a slow phone connection ~215 kB of script otherwise shares it with
 * the photo that is the largest paint). It adds the entry module and then its chunks' `modulepreload` links with this
 * script's nonce (the page's CSP has no 'strict-dynamic'). A hidden tab gets no frames: at once; and a timer makes
 * sure the code loads even if no frame ever comes. A form submitted before the page is hydrated is held (a native
 * submission would reload the page and lose what was typed) and sent again once it is.
 */
export function codeAfterPaintScript(entry: string, preload: readonly string[]): string {
  return (
    `(function(e,p){var d=document,s=d.currentScript,n=s&&s.nonce,done=0;` +
    `function add(t,a){var x=d.createElement(t);for(var k in a)x[k]=a[k];if(n)x.nonce=n;d.head.appendChild(x)}` +
    `function go(){if(done)return;done=1;add('script',{type:'module',src:e});more(0)}` +
    `function more(i){for(var j=0;j<${PRELOADS_PER_TASK}&&i<p.length;j++,i++)add('link',{rel:'modulepreload',href:p[i],fetchPriority:'low'});` +
    `if(i<p.length)setTimeout(function(){more(i)},0)}` +
    // The service worker's offline page under the address that failed (features/pwa/offline-fallback.ts): coming back
    // online or "Try again" reloads that address — from here, not only from the entry, which may still be loading (or
    // evaluating) when the network comes back; that moment was missed and the page stayed offline.
    `function offline(){if(!d.querySelector('[data-offline-page]')||/^(\\/kk)?\\/offline\\/?$/.test(location.pathname))return;` +
    `var r=function(){location.reload()};window.addEventListener('online',r,{once:true});` +
    `var b=d.querySelector('[data-offline-retry]');if(b)b.addEventListener('click',r)}` +
    `function later(){offline();if(d.visibilityState==='hidden')return go();` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later();` +
    // A form sent before hydration would be a native submission: a reload that loses what was typed. Hold it, and
    // send it again once the page is hydrated and idle (after the fields have handed their text to React).
    `var held=null;function ready(){return d.documentElement.hasAttribute('data-hydrated')}` +
    // React's own once it has hydrated the form (its props are on the element), even before the page says so.
    `function mine(f){for(var k in f)if(k.indexOf('__reactProps')===0)return 1}` +
    `d.addEventListener('submit',function(ev){if(ready()||ev.defaultPrevented||mine(ev.target))return;ev.preventDefault();` +
    `var wait=!held;held=[ev.target,ev.submitter];if(wait)resend()},true);` +
    `function resend(){if(!ready())return setTimeout(resend,50);` +
    `(window.requestIdleCallback||function(f){setTimeout(f,200)})(function(){var f=held[0],b=held[1];held=null;` +
    `if(!f.isConnected)return;if(f.requestSubmit)f.requestSubmit(b&&b.form===f?b:undefined);else if(b)b.click()},{timeout:2000})}` +
    `})(${scriptSafeJson(entry)},${scriptSafeJson(preload)})`
  );
}
