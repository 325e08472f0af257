/*
 * Jolda global functions, loaded (deferred) on every page. The native app's web views and third-party widgets call
 * these instead of reaching into the page's modules:
 *
 *   window.jolda.version          build id of the running page
 *   window.jolda.locale           'ru' | 'kk'
 *   window.jolda.platform         'web' | 'web-view'
 *   window.jolda.openChat()       opens the AI chat in the page's language
 *   window.jolda.setLocale(l)     stores the language choice and opens the same page in that language
 *   window.jolda.navigate(url)    guarded navigation (set by the app: internal or allow-listed external only)
 *   window.jolda.postMessage(t,p) message to the native app (ReactNativeWebView / webkit handler), if present
 *   window.jolda.on(t, fn)        listens for `jolda:<t>` events dispatched by the app or the native side
 */
(function () {
  'use strict';
  var boot = window.__JOLDA__ || {};
  var existing = window.jolda || {};
  var KK = '/kk';

  function localeOf(pathname) {
    return pathname === KK || pathname.indexOf(KK + '/') === 0 ? 'kk' : 'ru';
  }
  function stripPrefix(pathname) {
    if (pathname === KK) return '/';
    return pathname.indexOf(KK + '/') === 0 ? pathname.slice(KK.length) : pathname;
  }
  function localize(pathname, locale) {
    if (locale !== 'kk') return pathname;
    return pathname === '/' ? KK : KK + pathname;
  }
  function go(href) {
    if (typeof window.jolda.navigate === 'function') window.jolda.navigate(href);
    else window.location.assign(href);
  }

  var api = {
    version: boot.buildId || 'dev',
    locale: boot.locale || localeOf(window.location.pathname),
    platform: boot.platform || 'web',
    openChat: function () {
      go(localize('/ai-chat', api.locale));
    },
    setLocale: function (locale) {
      if (locale !== 'ru' && locale !== 'kk') return false;
      document.cookie = 'locale=' + locale + '; Path=/; Max-Age=' + 365 * 24 * 60 * 60 + '; SameSite=Lax';
      var loc = window.location;
      window.location.assign(localize(stripPrefix(loc.pathname), locale) + loc.search + loc.hash);
      return true;
    },
    postMessage: function (type, payload) {
      var message = JSON.stringify({ type: String(type), payload: payload === undefined ? null : payload });
      if (window.ReactNativeWebView && typeof window.ReactNativeWebView.postMessage === 'function') {
        window.ReactNativeWebView.postMessage(message);
        return true;
      }
      var handler = window.webkit && window.webkit.messageHandlers && window.webkit.messageHandlers.jolda;
      if (handler && typeof handler.postMessage === 'function') {
        handler.postMessage(message);
        return true;
      }
      return false;
    },
    on: function (type, fn) {
      var name = 'jolda:' + type;
      var listener = function (event) {
        fn(event.detail);
      };
      window.addEventListener(name, listener);
      return function () {
        window.removeEventListener(name, listener);
      };
    },
  };
  // Functions the app installed before this script ran (navigate) are kept.
  for (var key in existing) if (Object.prototype.hasOwnProperty.call(existing, key)) api[key] = existing[key];
  window.jolda = api;
  window.dispatchEvent(new CustomEvent('jolda:globals-ready', { detail: { version: api.version } }));
})();
