/** The handover contract's signature state (spec 000 §3 Assign contract_status) as a small badge. */
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

export function ContractBadge({ status }: { status: 'signed' | 'unsigned' }) {
  const { t } = useTranslation('assign');
  return (
    <Tag value={t(`contract.${status}`)} severity={status === 'signed' ? 'success' : 'info'} rounded className="status-badge" icon={status === 'signed' ? 'pi pi-verified' : 'pi pi-pen-to-square'} />
  );
}
