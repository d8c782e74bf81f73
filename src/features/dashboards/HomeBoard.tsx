/**
 * /dashboard's own part (issue 16): what waits for the signed-in user — each line a step of a machine they may take
 * now, with how many records wait for it and where to open them — and the active season's headline figures.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import type { Lang } from '../../../shared/label';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { useHomeDashboard } from './api';
import { Figures } from './Figures';
import { numberLocale } from './chartConfig';
import './dashboards.css';

export function HomeBoard() {
  const { t, i18n } = useTranslation('dashboards');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'ar';
  const query = useHomeDashboard();
  const fmt = new Intl.NumberFormat(numberLocale(lang));
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} title={t('home.queueFailed')} />;
  const d = query.data;
  return (
    <div className="grid-cards home-board">
      <Card title={t('home.queue')} className="summary-card">
        {!d ? (
          <div aria-busy="true">
            <Skeleton height="1.5rem" className="mb-2" />
            <Skeleton height="1.5rem" className="mb-2" />
            <Skeleton height="1.5rem" />
          </div>
        ) : d.queue.length === 0 ? (
          <p className="muted">{t('home.queueEmpty')}</p>
        ) : (
          <ul className="queue-list">
            {d.queue.map((q) => (
              <li key={q.key}>
                <Link to={q.link}>{q.label}</Link>
                <span className="queue-count">{fmt.format(q.count)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={d?.season ? `${t('home.figures')} — ${d.season.name}` : t('home.figures')} className="summary-card">
        {!d ? <Skeleton height="6rem" /> : <Figures figures={d.figures} lang={lang} />}
      </Card>
    </div>
  );
}
