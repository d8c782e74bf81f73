/** The days a permit covers in words ("from … to …"), each date left to right: no arrow to mirror in Arabic. */
import { useTranslation } from 'react-i18next';
import type { VehicleEntryPermitOrder } from './api';
import './vehicleEntryPermitOrders.css';

export function PermitPeriod({ order }: { order: Pick<VehicleEntryPermitOrder, 'entry_date' | 'exit_date'> }) {
  const { t } = useTranslation('vehicleEntryPermitOrders');
  return (
    <span className="permit-period">
      {t('view.from')} <bdi dir="ltr">{order.entry_date}</bdi> {t('view.to')} <bdi dir="ltr">{order.exit_date}</bdi>
    </span>
  );
}
