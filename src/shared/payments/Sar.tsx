/**
 * An amount in riyals as the server gives it ("1250.00", exact): shown with thousands grouped and the
 * currency, never turned into a floating-point number on the way.
 */
import type { Lang } from '../../../shared/label';

/** "1250.00" → "1,250.00 ر.س" / "SAR 1,250.00". */
export function sarText(value: string, lang: Lang): string {
  const [int = '0', dec = '00'] = value.split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  return lang === 'ar' ? `${grouped}.${dec} ر.س` : `SAR ${grouped}.${dec}`;
}

export function Sar({ value, lang, testId }: { value: string; lang: Lang; testId?: string }) {
  return (
    <bdi dir="ltr" className="sar" data-testid={testId}>
      {sarText(value, lang)}
    </bdi>
  );
}
