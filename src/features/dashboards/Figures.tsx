/** A board's headline figures as cards: the number, and the compared season's beside it with the change. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../shared/label';
import type { DashboardFigure } from './api';
import { numberLocale } from './chartConfig';

export function Figures({ figures, lang, compareName }: { figures: DashboardFigure[]; lang: Lang; compareName?: string | null }) {
  const { t } = useTranslation('dashboards');
  const fmt = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 1 });
  const show = (f: DashboardFigure, v: number) => (f.unit === 'percent' ? t('units.percent', { value: fmt.format(v) }) : f.unit === 'days' ? t('units.days', { value: fmt.format(v) }) : fmt.format(v));
  return (
    <ul className="figure-cards">
      {figures.map((f) => (
        <li key={f.key} className="figure-card">
          <span className="figure-label">{f.label}</span>
          <strong className="figure-value">{show(f, f.value)}</strong>
          {compareName && f.compare !== null && (
            <span className="figure-compare">
              <bdi>{compareName}</bdi>: {show(f, f.compare)}
              {f.value !== f.compare && (
                <span className={f.value > f.compare ? 'up' : 'down'}>
                  {' '}
                  ({f.value > f.compare ? '+' : '−'}
                  {fmt.format(Math.abs(f.value - f.compare))})
                </span>
              )}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
