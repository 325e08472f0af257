/*
 * Online-dealer call-to-action buttons, loaded (deferred) on every page. Any element with `data-dealer-cta` becomes
 * a working button without page code:
 *
 *   <button data-dealer-cta="test-drive" data-dealer-brand="toyota" data-dealer-model="camry" data-dealer="toyota-almaty">
 *
 * Actions: `test-drive`, `buy`, `models`, `compare` → the online-dealer screens of the market; `call` → `tel:` of
 * `data-dealer-phone`. The event is also dispatched as `jolda:dealer-cta` (analytics, native bridge) and sent to
 * the native app when the page runs inside it. Works for buttons added later (one delegated listener).
 */
(function () {
  'use strict';
  var SLUG = /^[a-z0-9][a-z0-9_-]{0,63}$/;
  var PHONE = /^\+?[0-9]{6,15}$/;

  function prefix() {
    var p = window.location.pathname;
    return p === '/kk' || p.indexOf('/kk/') === 0 ? '/kk' : '';
  }
  function slug(value) {
    return typeof value === 'string' && SLUG.test(value) ? value : null;
  }

  function targetFor(action, data) {
    var brand = slug(data.dealerBrand);
    var model = slug(data.dealerModel);
    var dealer = slug(data.dealer);
    var base = '/market' + (brand ? '/' + brand + (model ? '/' + model : '') : '');
    var query = new URLSearchParams();
    if (dealer) query.set('dealership', dealer);
    if (action === 'test-drive' || action === 'buy' || action === 'compare') query.set('action', action);
    if (action === 'call') {
      var phone = String(data.dealerPhone || '').replace(/[\s()-]/g, '');
      return PHONE.test(phone) ? 'tel:' + phone : null;
    }
    if (['test-drive', 'buy', 'models', 'compare'].indexOf(action) === -1) return null;
    var qs = query.toString();
    return prefix() + base + (qs ? '?' + qs : '');
  }

  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    var el = event.target instanceof Element ? event.target.closest('[data-dealer-cta]') : null;
    if (!el) return;
    var action = el.getAttribute('data-dealer-cta');
    var href = targetFor(action, el.dataset);
    if (!href) return;
    event.preventDefault();
    var detail = { action: action, brand: el.dataset.dealerBrand || null, model: el.dataset.dealerModel || null, dealer: el.dataset.dealer || null };
    window.dispatchEvent(new CustomEvent('jolda:dealer-cta', { detail: detail }));
    if (window.jolda && typeof window.jolda.postMessage === 'function') window.jolda.postMessage('dealer-cta', detail);
    if (href.indexOf('tel:') === 0) window.location.href = href;
    else if (window.jolda && typeof window.jolda.navigate === 'function') window.jolda.navigate(href);
    else window.location.assign(href);
  });

  // Buttons rendered as <button> need no role; other elements get one so keyboards and screen readers can use them.
  function enhance(root) {
    var list = (root || document).querySelectorAll('[data-dealer-cta]:not(button):not(a)');
    for (var i = 0; i < list.length; i++) {
      var el = list[i];
      if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '0');
    }
  }
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    var el = event.target instanceof Element ? event.target.closest('[data-dealer-cta]:not(button):not(a)') : null;
    if (!el) return;
    event.preventDefault();
    el.click();
  });
  enhance(document);
  window.addEventListener('jolda:dealer-cta-added', function () {
    enhance(document);
  });
})();
