/**
 * A scripted browser for the device sign-in pages of the embedded identity provider: plain HTTP with
 * a cookie jar, following redirects by hand and submitting the forms a person would submit (enter the
 * code, sign in, confirm). Used by the `vetrx login` end-to-end test while the CLI polls.
 */

class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response): void {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][\w:.-]*)\s*=\s*"([^"]*)"/g)) out[m[1].toLowerCase()] = decode(m[2]);
  return out;
}

interface Form {
  id?: string;
  action: string;
  method: string;
  /** Hidden inputs inside the form. */
  hidden: Record<string, string>;
}

/** Every form of a page with its hidden inputs. */
export function formsOf(html: string): Form[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map((m) => {
    const attrs = attributes(m[1]);
    const hidden: Record<string, string> = {};
    for (const input of m[2].matchAll(/<input\b([^>]*)>/gi)) {
      const a = attributes(input[1]);
      if (a.type === 'hidden' && a.name) hidden[a.name] = a.value ?? '';
    }
    return { id: attrs.id, action: attrs.action ?? '', method: (attrs.method ?? 'get').toLowerCase(), hidden };
  });
}

/**
 * Completes device sign-in as a person would: opens the verification page (with or without the code
 * in it), enters the code, signs in with username and password, and confirms. Resolves when the
 * provider shows its success page (or, with `confirm: 'abort'`, once Cancel is pressed); rejects with the page text when something else comes up.
 */
export async function completeDeviceSignIn(opts: { url: string; userCode: string; username: string; password: string; confirm?: 'yes' | 'abort' }): Promise<void> {
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.store(res);
    return res;
  };
  const post = (url: string, form: Record<string, string>) =>
    request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

  let url = opts.url;
  let res = await request(url);
  for (let step = 0; step < 25; step++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).toString();
      res = await request(url);
      continue;
    }
    const html = await res.text();
    if (/You're signed in|You&#39;re signed in/.test(html)) return;
    const forms = formsOf(html);
    const input = forms.find((f) => f.id === 'op.deviceInputForm');
    const confirm = forms.find((f) => f.id === 'op.deviceConfirmForm');
    const login = forms.find((f) => /\/interaction\/[^/]+\/login$/.test(f.action));
    if (confirm && opts.confirm === 'abort') {
      await post(new URL(confirm.action, url).toString(), { ...confirm.hidden, abort: 'yes' });
      return;
    } else if (confirm) {
      res = await post(new URL(confirm.action, url).toString(), { ...confirm.hidden, confirm: 'yes' });
    } else if (input) {
      res = await post(new URL(input.action, url).toString(), { user_code: opts.userCode, ...input.hidden });
    } else if (login) {
      res = await post(new URL(login.action, url).toString(), { username: opts.username, password: opts.password });
      if (res.status === 401) throw new Error(`Sign-in refused for ${opts.username}`);
    } else if (forms.length === 1 && forms[0].method === 'post' && /<title>Submitting Callback<\/title>/.test(html)) {
      // The provider's self-submitting form (a browser posts it with script, or with its Continue button).
      res = await post(new URL(forms[0].action, url).toString(), forms[0].hidden);
    } else {
      throw new Error(`Unexpected page at ${url} (${res.status}): ${html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    url = res.url || url;
  }
  throw new Error('Device sign-in did not finish within 25 steps');
}
