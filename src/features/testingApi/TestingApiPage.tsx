/**
 * /testing-api (spec 000 §2, admin-only): an API explorer for administrators. It reads the
 * contract the server serves (/api/docs/json), lists its operations grouped by tag with their
 * method, path and who may call them, and tries a GET or POST with the session's token, showing
 * the answer as it came. The chosen operation is in the address (?op=operationId).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { PageHeader } from '../../shared/ui/PageHeader';
import { LoadFailed, Loading } from '../../shared/ui/StatePanels';
import { confirmAction } from '../../shared/ui/confirm';
import { sessionStore } from '../../shared/auth/session';
import { storedLang } from '../../shared/i18n';
import { buildUrl, canTry, filterGroups, paragraphs, readContract, type Operation } from './operations';
import './testingApi.css';

const CONTRACT_URL = '/api/docs/json';

function useContract() {
  return useQuery({
    queryKey: ['testing-api', 'contract'],
    queryFn: async () => {
      const res = await fetch(CONTRACT_URL, { headers: { Accept: 'application/json' } });
      if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
      return readContract(await res.json());
    },
    staleTime: Infinity,
  });
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`method-badge method-${method}`} dir="ltr">
      {method.toUpperCase()}
    </span>
  );
}

function WhoMayCall({ op }: { op: Operation }) {
  const { t } = useTranslation('testingApi');
  const { access } = op;
  return (
    <dl className="api-facts">
      <dt>{t('who')}</dt>
      <dd>
        {access.access && <Tag value={t(`access.${access.access}`)} severity={access.access === 'public' ? 'success' : 'info'} rounded />}
        {access.permissions.length > 0 && (
          <span className="api-chips">
            <span className="muted">{access.permissions.length > 1 ? t('anyOf') : t('permission')}:</span>
            {access.permissions.map((p) => (
              <code key={p} dir="ltr">
                {p}
              </code>
            ))}
          </span>
        )}
      </dd>
      {access.accountTypes.length > 0 && (
        <>
          <dt>{t('accountTypes')}</dt>
          <dd className="api-chips">
            {access.accountTypes.map((a) => (
              <code key={a} dir="ltr">
                {a}
              </code>
            ))}
          </dd>
        </>
      )}
      <dt>{t('operationId')}</dt>
      <dd>
        <code dir="ltr">{op.id}</code>
        {op.mena && <Tag className="api-mena" value={t('mena')} severity="warning" rounded />}
      </dd>
    </dl>
  );
}

interface Answer {
  status: number;
  statusText: string;
  ms: number;
  contentType: string;
  text: string;
  json?: unknown;
}

function AnswerView({ answer }: { answer: Answer }) {
  const { t } = useTranslation('testingApi');
  const severity = answer.status < 300 ? 'success' : answer.status < 500 ? 'warning' : 'danger';
  // the answer lands below the form: bring it into view
  const shown = useCallback((el: HTMLElement | null) => el?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }), []);
  return (
    <section ref={shown} className="api-answer" aria-labelledby="api-answer-title" aria-live="polite">
      <h3 id="api-answer-title">{t('response')}</h3>
      <p className="api-answer-meta">
        <span>{t('status')}:</span>
        <Tag value={<span dir="ltr">{`${answer.status} ${answer.statusText}`.trim()}</span>} severity={severity} rounded />
        <span className="muted" dir="ltr">
          {t('took', { ms: answer.ms })}
        </span>
      </p>
      {answer.json !== undefined ? (
        <pre className="api-code" dir="ltr" data-testid="api-answer">
          {JSON.stringify(answer.json, null, 2)}
        </pre>
      ) : answer.text ? (
        <>
          <p className="muted">{t('notJson', { type: answer.contentType || '?', bytes: answer.text.length })}</p>
          <pre className="api-code" dir="ltr" data-testid="api-answer">
            {answer.text.slice(0, 5000)}
          </pre>
        </>
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
    </section>
  );
}

function TryIt({ op, base }: { op: Operation; base: string }) {
  const { t } = useTranslation('testingApi');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(op.bodyTypes.length ? '{}' : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const params = op.parameters;
  const jsonBody = op.bodyTypes.includes('application/json');

  if (!canTry(op)) return <Message severity="info" text={op.method === 'get' || op.method === 'post' ? t('multipartOnly') : t('cannotTry')} className="api-note" />;

  const send = async (url: string, payload: string | undefined) => {
    setSending(true);
    setAnswer(null);
    const started = performance.now();
    try {
      const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': storedLang() };
      const token = sessionStore.token();
      if (token) headers.Authorization = `Bearer ${token}`;
      if (payload !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, { method: op.method.toUpperCase(), headers, ...(payload !== undefined ? { body: payload } : {}) });
      const text = await res.text();
      const contentType = res.headers.get('content-type') ?? '';
      let json: unknown;
      if (contentType.includes('json') && text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
      }
      setAnswer({ status: res.status, statusText: res.statusText, ms: Math.round(performance.now() - started), contentType, text, ...(json !== undefined ? { json } : {}) });
    } catch (e) {
      setProblem(t('networkError', { error: e instanceof Error ? e.message : String(e) }));
    } finally {
      setSending(false);
    }
  };

  const submit = () => {
    setProblem(null);
    const { url, missing } = buildUrl(base, op, values);
    const lacking = [...missing, ...params.filter((p) => p.in === 'query' && p.required && !(values[`query:${p.name}`] ?? '').trim()).map((p) => p.name)];
    if (lacking.length) return setProblem(t('missing', { names: lacking.join(', ') }));
    let payload: string | undefined;
    if (op.method === 'post' && jsonBody && body.trim()) {
      try {
        payload = JSON.stringify(JSON.parse(body));
      } catch (e) {
        return setProblem(t('badJson', { error: e instanceof Error ? e.message : String(e) }));
      }
    }
    // a list call (POST …?page) only reads; any other POST may change data: ask first
    const readsOnly = op.method === 'get' || params.some((p) => p.in === 'query' && p.name === 'page');
    if (readsOnly) return void send(url, payload);
    confirmAction({ title: t('confirmTitle'), text: t('confirmText', { method: op.method.toUpperCase(), path: op.path }), confirm: t('confirm'), danger: true, accept: () => void send(url, payload) });
  };

  return (
    <form
      className="api-try"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {params.length > 0 && (
        <fieldset className="api-params">
          <legend>{t('parameters')}</legend>
          {params.map((p) => {
            const key = `${p.in}:${p.name}`;
            const id = `param-${p.in}-${p.name}`;
            return (
              <div key={key} className="api-param">
                <label htmlFor={id}>
                  <code dir="ltr">{p.name}</code>
                  <span className="muted api-param-meta">
                    {[p.in, p.type, p.required ? t('required') : undefined]
                      .filter((x): x is string => !!x)
                      .map((x, i) => (
                        <span key={x}>
                          {i > 0 && <span aria-hidden>· </span>}
                          <bdi>{x}</bdi>
                        </span>
                      ))}
                  </span>
                </label>
                <InputText id={id} dir="ltr" value={values[key] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))} />
              </div>
            );
          })}
        </fieldset>
      )}
      {op.method === 'post' && jsonBody && (
        <div className="api-body">
          <label htmlFor="api-body">{t('body')}</label>
          <InputTextarea id="api-body" dir="ltr" rows={6} value={body} onChange={(e) => setBody(e.target.value)} spellCheck={false} aria-describedby="api-body-hint" />
          <small id="api-body-hint" className="muted">
            {t('bodyHint')}
          </small>
        </div>
      )}
      {problem && <Message severity="error" text={problem} className="api-note" />}
      <div>
        <Button type="submit" icon="pi pi-send" label={sending ? t('sending') : t('send')} loading={sending} />
      </div>
      {answer && <AnswerView answer={answer} />}
    </form>
  );
}

export default function TestingApiPage() {
  const { t } = useTranslation('testingApi');
  const contract = useContract();
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const groups = useMemo(() => filterGroups(contract.data?.groups ?? [], search), [contract.data, search]);
  const total = contract.data?.groups.reduce((n, g) => n + g.operations.length, 0) ?? 0;
  const chosenId = params.get('op');
  const chosen = contract.data?.groups.flatMap((g) => g.operations).find((o) => o.id === chosenId) ?? null;
  const choose = (op: Operation) => setParams({ op: op.id }, { replace: true });

  const docsLink = (
    <a className="p-button p-button-outlined p-component" href="/api/docs" target="_blank" rel="noreferrer">
      <i className="pi pi-book" aria-hidden />
      <span>{t('docs')}</span>
    </a>
  );

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={docsLink} />
      {contract.isPending ? (
        <Loading />
      ) : contract.isError ? (
        <LoadFailed error={contract.error} title={t('loadFailed')} onRetry={() => void contract.refetch()} />
      ) : (
        <div className="api-explorer">
          <nav className="api-list" aria-label={t('operations')}>
            <div className="api-search">
              <InputText type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} />
              <small className="muted">{t('count', { count: total })}</small>
            </div>
            {groups.length === 0 && <p className="muted">{t('noMatch')}</p>}
            {groups.map((g) => (
              <section key={g.name} className="api-group" aria-labelledby={`api-tag-${g.name}`}>
                <h2 id={`api-tag-${g.name}`}>
                  <span dir="ltr">{g.name}</span> <span className="muted api-group-count">({g.operations.length})</span>
                </h2>
                {g.description && (
                  <p className="muted api-group-text" dir="auto">
                    {g.description}
                  </p>
                )}
                <ul>
                  {g.operations.map((o) => (
                    <li key={o.id}>
                      <button type="button" className={`api-op${chosen?.id === o.id ? ' selected' : ''}`} aria-current={chosen?.id === o.id ? 'true' : undefined} onClick={() => choose(o)}>
                        <MethodBadge method={o.method} />
                        <span className="api-op-text">
                          <code className="api-path" dir="ltr">
                            {o.path}
                          </code>
                          <span className="api-op-summary" dir="auto">
                            {o.summary}
                          </span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <section className="api-detail" aria-label={chosen ? `${chosen.method.toUpperCase()} ${chosen.path}` : t('pick')}>
            {chosen ? (
              <>
                <h2 className="api-detail-title">
                  <MethodBadge method={chosen.method} />
                  <code dir="ltr">
                    {contract.data.base}
                    {chosen.path}
                  </code>
                </h2>
                {chosen.summary && (
                  <p className="api-summary" dir="auto">
                    {chosen.summary}
                  </p>
                )}
                <WhoMayCall op={chosen} />
                {chosen.description && (
                  <div className="api-description" dir="ltr">
                    {paragraphs(chosen.description).map((lines, i) =>
                      lines.length === 1 || !lines.some((l) => l.startsWith('- ')) ? (
                        <p key={i}>{lines.join(' ')}</p>
                      ) : (
                        <div key={i}>
                          {lines
                            .filter((l) => !l.startsWith('- '))
                            .map((l) => (
                              <p key={l}>{l}</p>
                            ))}
                          <ul>
                            {lines
                              .filter((l) => l.startsWith('- '))
                              .map((l) => (
                                <li key={l}>{l.slice(2)}</li>
                              ))}
                          </ul>
                        </div>
                      ),
                    )}
                  </div>
                )}
                <TryIt key={chosen.id} op={chosen} base={contract.data.base} />
              </>
            ) : (
              <p className="muted api-pick">{t('pick')}</p>
            )}
          </section>
        </div>
      )}
    </>
  );
}
