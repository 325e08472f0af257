/**
 * The development host page (`/web-view/__host/`, never in the site's build): plays the native app around a screen.
 * The screen runs in a same-origin frame named `jolda-host:<transport>`; its bridge asks this page to install the
 * transport (`joldaHost.install`), so the screen talks over exactly the object a real app would give it. The log
 * shows every message both ways; the buttons send the app's messages (over `postMessage` for React Native, over
 * `joldaBridge.receive` for the iOS and Android evaluateJavascript path). `navigate` opens the next screen in the
 * frame and `close` goes back to the previous one, as the app's navigation stack would.
 *
 * Query: `?screen=/web-view/…&locale=ru|kk&theme=light|dark&width=360|414&transport=react-native|ios|android|browser`.
 */
import { BRIDGE_EXAMPLES, BRIDGE_VERSION, FROM_APP_TYPES, parseToApp, type FromAppType } from '../src/bridge/messages';

type Transport = 'react-native' | 'ios' | 'android' | 'browser';
interface LogEntry {
  direction: 'to-app' | 'from-app';
  type: string;
  valid: boolean;
  message: unknown;
  raw: string;
}

const form = document.getElementById('controls') as HTMLFormElement;
let frame = document.getElementById('frame') as HTMLIFrameElement;
const log = document.getElementById('log') as HTMLOListElement;
const payloadBox = document.getElementById('payload') as HTMLTextAreaElement;
const sendBox = document.getElementById('send') as HTMLDivElement;

const params = new URLSearchParams(location.search);
const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
for (const name of ['screen', 'locale', 'theme', 'width', 'transport']) {
  const v = params.get(name);
  if (v) field(name).value = v;
}

const entries: LogEntry[] = [];
const stack: string[] = [];

function record(direction: LogEntry['direction'], raw: string) {
  const parsed = direction === 'to-app' ? parseToApp(raw) : null;
  let message: unknown = raw;
  try {
    message = JSON.parse(raw);
  } catch {
    // shown as sent
  }
  const type = parsed?.ok ? parsed.message.type : typeof message === 'object' && message && 'type' in message ? String((message as { type: unknown }).type) : '?';
  const entry: LogEntry = { direction, type, valid: parsed ? parsed.ok : true, message, raw };
  entries.push(entry);
  const li = document.createElement('li');
  li.dataset['direction'] = direction;
  li.dataset['type'] = type;
  li.dataset['valid'] = String(entry.valid);
  li.textContent = `${direction === 'to-app' ? '→' : '←'} ${new Date().toISOString().slice(11, 23)} ${raw}${parsed && !parsed.ok ? `  (${parsed.reason})` : ''}`;
  log.append(li);
  li.scrollIntoView({ block: 'nearest' });
  if (direction === 'to-app' && parsed?.ok) act(parsed.message.type, parsed.message.payload);
}

/** What the app does with a screen's message. */
function act(type: string, payload: unknown) {
  if (type === 'navigate') open((payload as { path: string }).path, true);
  if (type === 'close' && stack.length > 1) {
    stack.pop();
    open(stack[stack.length - 1]!, false);
  }
}

function transport(): Transport {
  return field('transport').value as Transport;
}

/** Called by the screen's bridge (same origin) before it looks for a transport. */
function install(win: Window & Record<string, unknown>) {
  const post = { postMessage: (m: unknown) => record('to-app', typeof m === 'string' ? m : JSON.stringify(m)) };
  switch (transport()) {
    case 'react-native':
      win['ReactNativeWebView'] = post;
      break;
    case 'ios':
      win['webkit'] = { messageHandlers: { jolda: post } };
      break;
    case 'android':
      win['JoldaAndroid'] = post;
      break;
    default:
      break;
  }
}

function sendToScreen(type: FromAppType, payload: unknown) {
  const raw = JSON.stringify({ v: BRIDGE_VERSION, type, payload });
  deliver(raw);
}

function deliver(raw: string) {
  const win = frame.contentWindow as (Window & { joldaBridge?: { receive(m: unknown): void } }) | null;
  if (!win) return;
  record('from-app', raw);
  if (transport() === 'react-native' || transport() === 'browser') win.postMessage(raw, location.origin);
  else win.joldaBridge?.receive(raw);
}

function open(path: string, push: boolean) {
  const locale = field('locale').value;
  const bare = path.replace(/^\/kk(?=\/)/, '');
  const url = locale === 'kk' ? `/kk${bare}` : bare;
  if (push) stack.push(bare);
  // The app keeps its theme in the web view's cookie jar, so the screen starts in it; `theme` messages change it live.
  document.cookie = `theme=${field('theme').value}; Path=/; SameSite=Lax`;
  // A new web view per screen, as the app pushes one: the frame's name (which the screen's bridge reads at start) is
  // given when the frame is made — a browser keeps a frame's first name whatever the attribute says later.
  const next = document.createElement('iframe');
  next.id = 'frame';
  next.title = frame.title;
  next.name = `jolda-host:${transport()}`;
  next.style.width = `${field('width').value}px`;
  next.src = url;
  frame.replaceWith(next);
  frame = next;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  stack.length = 0;
  const next = new URLSearchParams();
  for (const name of ['screen', 'locale', 'theme', 'width', 'transport']) next.set(name, field(name).value);
  history.replaceState(null, '', `?${next}`);
  open(field('screen').value, true);
});

for (const type of FROM_APP_TYPES) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = type;
  button.dataset['send'] = type;
  button.addEventListener('click', () => {
    let payload: unknown = BRIDGE_EXAMPLES.fromApp[type];
    const text = payloadBox.value.trim();
    if (text) {
      try {
        payload = JSON.parse(text);
      } catch {
        payload = text;
      }
    }
    sendToScreen(type, payload);
  });
  sendBox.append(button);
}
const bad = document.createElement('button');
bad.type = 'button';
bad.textContent = 'malformed';
bad.dataset['send'] = 'malformed';
bad.addEventListener('click', () => deliver('{"v":1,"type":"theme","payload":{"theme":"sepia"}}'));
sendBox.append(bad);
field('theme').addEventListener('change', () => sendToScreen('theme', { theme: field('theme').value }));

(window as unknown as { joldaHost: unknown }).joldaHost = {
  install,
  /** For tests: every message so far, both ways. */
  entries,
  send: (type: FromAppType, payload: unknown) => sendToScreen(type, payload),
};

open(field('screen').value, true);
