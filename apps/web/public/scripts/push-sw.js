/*
 * Web push in the service worker: imported by the generated /sw.js (vite.config.ts, `workbox.importScripts`).
 * A push carries one message `{ title, body, url, tag }` (libs/contracts `pushMessageSchema`): it is shown as a
 * notification (a later one with the same tag replaces it), and a click opens its page of this site — focusing a
 * tab already showing it, else a new window. A URL that is not a path of this site opens the home page. An alert's
 * message also carries `unsubscribeUrl` (its signed one-click link): offered as the notification's action.
 */
(function () {
  'use strict';
  var ICON = '/icons/icon-192.png';
  var SITE_PATH = /^\/(?![/\\])/;

  function pathOf(value) {
    return typeof value === 'string' && SITE_PATH.test(value) ? value : '/';
  }

  function messageOf(data) {
    var m = {};
    if (data) {
      try {
        m = data.json() || {};
      } catch {
        // not JSON: shown as the text it is (every browser with service workers reads this syntax)
        m = { body: data.text() };
      }
    }
    return {
      title: typeof m.title === 'string' && m.title ? m.title : 'Jolda',
      body: typeof m.body === 'string' ? m.body : '',
      url: pathOf(m.url),
      tag: typeof m.tag === 'string' && m.tag ? m.tag : undefined,
      unsubscribeUrl: typeof m.unsubscribeUrl === 'string' && SITE_PATH.test(m.unsubscribeUrl) ? m.unsubscribeUrl : null,
    };
  }

  self.addEventListener('push', function (event) {
    var m = messageOf(event.data);
    var lang = m.url === '/kk' || m.url.indexOf('/kk/') === 0 ? 'kk' : 'ru';
    event.waitUntil(
      self.registration.showNotification(m.title, {
        body: m.body,
        tag: m.tag,
        icon: ICON,
        badge: ICON,
        lang: lang,
        data: { url: m.url, unsubscribeUrl: m.unsubscribeUrl },
        actions: m.unsubscribeUrl ? [{ action: 'unsubscribe', title: lang === 'kk' ? 'Жазылымнан шығу' : 'Отписаться' }] : [],
      }),
    );
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    var path = event.action === 'unsubscribe' && data.unsubscribeUrl ? data.unsubscribeUrl : data.url;
    var target = new URL(pathOf(path), self.location.origin);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        for (var i = 0; i < windows.length; i++) {
          var w = new URL(windows[i].url);
          if (w.origin === target.origin && w.pathname === target.pathname && 'focus' in windows[i]) return windows[i].focus();
        }
        return self.clients.openWindow(target.href);
      }),
    );
  });
})();
