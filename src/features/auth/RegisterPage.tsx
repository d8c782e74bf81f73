/**
 * /register: a company applies for an account (spec 000 §2, §3). The long form
 * goes one section at a time (account, company, owner and delegation, licences)
 * and ends with a review; each step is checked with the shared rules before the
 * next, and the server's 422 answers land on their fields, opening their step. On
 * success the applicant holds a registration-only session and lands on
 * /register-forms.
 */
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { Steps } from 'primereact/steps';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { accountTypes } from '../../../shared/accountTypes';
import { registrationDocuments, todayInRiyadh, type RegistrationSection } from '../../../shared/rules/registration';
import { PHONE_PREFIX } from '../../../shared/rules/user';
import { sessionStore } from '../../shared/auth/session';
import { applyServerErrors } from '../../shared/lib/forms';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { formatSize } from '../../shared/ui/StoredFile';
import { registerAccount } from './api';
import { emptyRegistration, fieldsOf, registrationResolver, sectionOf, sections, toWire, type DocumentField, type RegistrationValues } from './registration/model';
import { RegistrationSectionFields } from './registration/Sections';
import './registration/registration.css';

type Step = RegistrationSection | 'review';
const steps: Step[] = [...sections, 'review'];

export default function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<RegistrationValues>({
    resolver: registrationResolver(() => ({ mode: 'register', today: todayInRiyadh() })),
    defaultValues: emptyRegistration,
    mode: 'onTouched',
  });
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const step = steps[active]!;

  useEffect(() => {
    // move focus to the new step's heading so screen readers announce it
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [active]);

  const go = (index: number) => {
    setActive(index);
    setReached((r) => Math.max(r, index));
  };

  const next = async () => {
    if (step === 'review') return;
    if (await form.trigger(fieldsOf(step, 'register') as Array<keyof RegistrationValues>, { shouldFocus: true })) go(active + 1);
  };

  /** Open the first step holding one of these fields. */
  const openFirst = (fields: string[]) => {
    const first = sections.find((s) => fields.some((f) => sectionOf(f) === s));
    if (first) go(steps.indexOf(first));
  };

  const submit = form.handleSubmit(
    async (values) => {
      try {
        const res = await registerAccount(toWire(values, 'register'));
        sessionStore.set(res.data);
        notify('success', res.message, { life: 5000 });
        void navigate('/register-forms', { replace: true });
      } catch (e) {
        if (applyServerErrors(e, form.setError)) openFirst(Object.keys((e as { errors?: Record<string, unknown> }).errors ?? {}));
        else notifyFailure(e);
      }
    },
    (errors) => openFirst(Object.keys(errors)),
  );

  const errorSteps = new Set(Object.keys(form.formState.errors).map(sectionOf).filter(Boolean));
  const model = steps.map((s, i) => ({
    label: t(`sections.${s}`),
    disabled: i > reached,
    className: errorSteps.has(s as RegistrationSection) ? 'step-invalid' : undefined,
  }));

  return (
    <form className="registration-wizard" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="register-title">
      <header className="wizard-header">
        <h1 id="register-title">{t('register.title')}</h1>
        <p className="muted">{t('register.subtitle')}</p>
      </header>
      <Steps model={model} activeIndex={active} onSelect={(e) => go(e.index)} readOnly={false} className="wizard-steps" aria-label={t('register.title')} />
      <section className="wizard-step" aria-labelledby="step-title">
        <div className="step-heading">
          <h2 id="step-title" ref={heading} tabIndex={-1}>
            {t(`sections.${step}`)}
          </h2>
          <span className="muted">{t('register.step', { n: active + 1, total: steps.length })}</span>
        </div>
        {step !== 'review' && <p className="muted step-hint">{t(`sections.${step}Hint`)}</p>}
        {errorSteps.has(step as RegistrationSection) && <Message severity="error" text={t('register.stepHasErrors')} className="w-full step-errors" />}
        {step === 'review' ? <Review values={form.getValues()} onEdit={(s) => go(steps.indexOf(s))} lang={i18n.language} /> : <RegistrationSectionFields section={step} form={form} mode="register" />}
      </section>
      <footer className="wizard-actions">
        {active > 0 && <Button type="button" label={t('register.back')} icon="pi pi-arrow-right" className="flip-icon" outlined onClick={() => go(active - 1)} />}
        <span className="grow" />
        {step === 'review' ? (
          // distinct keys: a button that turned into the submit button within the click would send the form
          <Button key="submit" type="submit" label={t('register.submit')} icon="pi pi-send" loading={form.formState.isSubmitting} />
        ) : (
          <Button key="next" type="button" label={t('register.next')} icon="pi pi-arrow-left" iconPos="right" className="flip-icon" onClick={() => void next()} />
        )}
      </footer>
      <p className="center">
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </form>
  );
}

/** The review step: what will be sent, section by section. */
function Review({ values, onEdit, lang }: { values: RegistrationValues; onEdit: (s: RegistrationSection) => void; lang: string }) {
  const { t } = useTranslation('auth');
  const typeLabel = accountTypes.find((x) => x.id === values.type_id)?.label[lang === 'en' ? 'en' : 'ar'];
  const shown = (field: string): ReactNode => {
    if (field === 'password' || field === 'password_confirmation') return null;
    if (field === 'type_id') return typeLabel ?? null;
    if (field === 'role') return t(`roles.${values.role}`);
    if (field === 'phone') return values.phone ? `+${PHONE_PREFIX} ${values.phone}` : null;
    if (registrationDocuments.some((d) => d.field === field)) {
      const file = values[field as DocumentField];
      return file ? (
        <>
          <bdi>{file.name}</bdi>{' '}
          <span className="muted" dir="ltr">
            ({formatSize(file.size, lang)})
          </span>
        </>
      ) : null;
    }
    if (field === 'delegateid' && values.role !== 'delegate') return null;
    const v = (values as unknown as Record<string, unknown>)[field];
    return typeof v === 'string' && v ? v : null;
  };
  return (
    <div className="review">
      <p className="muted">{t('register.reviewIntro')}</p>
      {sections.map((s) => {
        const rows = fieldsOf(s, 'register')
          .map((f) => [f, shown(f)] as const)
          .filter(([, v]) => v !== null && v !== undefined && v !== '');
        return (
          <section key={s} className="review-section" aria-labelledby={`review-${s}`}>
            <div className="row-between">
              <h3 id={`review-${s}`}>{t(`sections.${s}`)}</h3>
              <Button type="button" label={t('register.edit')} icon="pi pi-pencil" link size="small" onClick={() => onEdit(s)} aria-label={`${t('register.edit')}: ${t(`sections.${s}`)}`} />
            </div>
            <dl className="facts">
              {rows.map(([f, v]) => (
                <Fragment key={f}>
                  <dt>{t(`fields.${f}`)}</dt>
                  <dd>{typeof v === 'string' ? <bdi>{v}</bdi> : v}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
