/**
 * /employees/create: a main user adds a sub-employee to their company. The
 * account waits for an administrator to activate it with its roles (a company
 * cannot grant permissions). Hidden for administrators, who add employees from
 * /create-user; a sub-employee cannot add employees.
 */
import { Navigate, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/auth/session';
import { PageHeader } from '../../shared/ui/PageHeader';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { createEmployee, invalidateUsers } from './api';
import { emptyEmployeeForm, employeeFormSchema, type EmployeeFormValues } from './schema';
import { AccountFields, PasswordFields } from './AccountFields';
import { Note } from './Note';
import './users.css';

const FIELDS = ['name', 'username', 'email', 'phone', 'password', 'password_confirmation'] as const;

export default function EmployeeCreatePage() {
  const session = useSession();
  if (session?.type?.code === 'admin') return <Navigate to="/create-user" replace />;
  if (session?.user.parent_id) return <Navigate to="/403" replace />;
  return <EmployeeForm company={session?.user.company_name ?? session?.user.name ?? ''} />;
}

function EmployeeForm({ company }: { company: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = useForm<EmployeeFormValues>({ resolver: valibotResolver(employeeFormSchema), defaultValues: emptyEmployeeForm, criteriaMode: 'all' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await createEmployee(values);
      notify('success', res.message, { life: 4000 });
      await invalidateUsers(client);
      void navigate('/employees');
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  return (
    <>
      <PageHeader title={t('titles.employeeCreate')} />
      <form className="form-page" onSubmit={(e) => void submit(e)} noValidate aria-label={t('titles.employeeCreate')}>
        <Note>{t('employees.createSubtitle', { company })}</Note>
        <section className="form-section" aria-labelledby="emp-account">
          <h2 id="emp-account">{t('sections.account')}</h2>
          <AccountFields form={form} idPrefix="employee" />
        </section>
        <section className="form-section" aria-labelledby="emp-password">
          <h2 id="emp-password">{t('sections.password')}</h2>
          <PasswordFields form={form} idPrefix="employee" />
        </section>
        <div className="form-actions">
          <Button type="submit" label={t('employees.save')} icon="pi pi-user-plus" loading={form.formState.isSubmitting} />
          <Button type="button" label={t('common:actions.cancel')} text onClick={() => void navigate('/employees')} />
        </div>
      </form>
    </>
  );
}
