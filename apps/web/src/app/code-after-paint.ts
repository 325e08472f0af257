import { scriptSafeJson } from './boot';

/**
 * The inline script that starts loading the page's JavaScript once its content is on screen: when the document is
 * parsed, after the next frame (a frame callback runs just before a paint, a task queued from it just after). The
 * server's HTML is the page; the code only makes it interactive, so the HTML, the CSS, the font and the
 * above-the-fold photos get the network first (on a slow phone connection ~215 kB of script otherwise shares it with
 * the photo that is the largest paint). It adds the entry's `modulepreload` links and the entry module with this
 * script's nonce (the page's CSP has no 'strict-dynamic'). A hidden tab gets no frames: at once; and a timer makes
 * sure the code loads even if no frame ever comes.
 */
export function codeAfterPaintScript(entry: string, preload: readonly string[]): string {
  return (
    `(function(e,p){var d=document,s=d.currentScript,n=s&&s.nonce,done=0;` +
    `function add(t,a){var x=d.createElement(t);for(var k in a)x[k]=a[k];if(n)x.nonce=n;d.head.appendChild(x)}` +
    `function go(){if(done)return;done=1;` +
    `for(var i=0;i<p.length;i++)add('link',{rel:'modulepreload',href:p[i],fetchPriority:'low'});` +
    `add('script',{type:'module',src:e})}` +
    `function later(){if(d.visibilityState==='hidden')return go();` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,3000)}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()` +
    `})(${scriptSafeJson(entry)},${scriptSafeJson(preload)})`
  );
}
