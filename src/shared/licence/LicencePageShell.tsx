/**
 * The page around an issued document's sheet (a temporary licence, a vehicle-entry permit, a violation notice): not found (404, or
 * another company's) says so and leads to the list; a load failure offers a retry; a record whose document is not
 * issued yet says why and leads back to it; an issued one shows the sheet under the way back, "Download PDF" and
 * "Print" (the portal's chrome is hidden in print).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { PageHeader } from '../ui/PageHeader';
import { LoadFailed } from '../ui/StatePanels';
import { isApiFailure, type ApiFailure } from '../api/errors';
import { LicencePdfButton, type LicencePdfCall } from './LicencePdfButton';

export interface LicencePageShellProps<R> {
  title: string;
  /** the record's own page (null for an address that names no record) */
  back: { to: string; label: string } | null;
  list: { to: string; label: string };
  texts: { notFound: string; loadFailed: string; print: string };
  query: UseQueryResult<R, ApiFailure>;
  /** why the document is not there yet, or null once it is issued */
  notIssued: (record: R) => { text: string; testId: string } | null;
  /** the document's PDF call, when it has one */
  pdf?: (record: R) => { call: LicencePdfCall; id: number; number: string };
  children: (record: R) => ReactNode;
}

export function LicencePageShell<R>({ title, back, list, texts, query, notIssued, pdf, children }: LicencePageShellProps<R>) {
  const backLink = back ? (
    <Link to={back.to} className="p-button p-component p-button-outlined">
      <i className="pi pi-file" aria-hidden />
      <span>{back.label}</span>
    </Link>
  ) : null;
  if (!back || (query.isError && isApiFailure(query.error) && (query.error.status === 404 || query.error.status === 403)))
    return (
      <>
        <PageHeader title={title} />
        <div className="state-panel state-error" role="alert">
          <p>{texts.notFound}</p>
          <Link to={list.to} className="p-button p-button-outlined">
            {list.label}
          </Link>
        </div>
      </>
    );
  if (query.isError) return <LoadFailed error={query.error} title={texts.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton height="40rem" />;
  const record = query.data;
  const pending = notIssued(record);
  if (pending)
    return (
      <>
        <PageHeader title={title} actions={backLink} />
        <div className="state-panel" role="status" data-testid={pending.testId}>
          <i className="pi pi-info-circle" aria-hidden />
          <p>{pending.text}</p>
        </div>
      </>
    );
  const file = pdf?.(record);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="licence-toolbar">
            {backLink}
            {file ? <LicencePdfButton call={file.call} id={file.id} number={file.number} /> : null}
            <Button type="button" icon="pi pi-print" label={texts.print} outlined onClick={() => window.print()} />
          </div>
        }
      />
      {children(record)}
    </>
  );
}
