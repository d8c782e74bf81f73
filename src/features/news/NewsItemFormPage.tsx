/**
 * /news/create and /news/update/{id}: the shared rules (shared/rules/news.ts) run before
 * the call — the texts, the type (a drop-down of the spec's three) and what the type needs of
 * the files (`newsFilesProblem`: the main image always, other images for `images`, a video for
 * `video` and for no other type; the video field shows for a video item only). The server's 422s
 * land on the field of the same name; a change someone else made meanwhile is a 409, said plainly.
 * After saving, the list opens with a success message.
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Dropdown } from 'primereact/dropdown';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { NEWS_TYPES, NewsItemSchema, NEWSITEM_TEXT_MAX, NEWSITEM_LONG_TEXT_MAX, newsFilesProblem, type NewsItemValues } from '../../../shared/rules/news';
import { PageHeader } from '../../shared/ui/PageHeader';
import { Field } from '../../shared/ui/Field';
import { FilePicker } from '../../shared/ui/FilePicker';
import { FilesPicker } from '../../shared/ui/FilesPicker';
import { notify, notifyFailure } from '../../shared/ui/notify';
import { applyServerErrors } from '../../shared/lib/forms';
import { isApiFailure } from '../../shared/api/errors';
import { LoadFailed } from '../../shared/ui/StatePanels';
import { createNewsItem, invalidateNews, updateNewsItem, useNewsItem, type NewsItem, type NewsItemInput } from './api';

type Values = NewsItemValues;
type Input = v.InferInput<typeof NewsItemSchema>;
const FIELDS = ['news_title', 'news_description', 'news_type', 'main_news_image', 'other_news_image', 'news_video'] as const;
const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
const VIDEO_ACCEPT = '.webm,.mp4,video/webm,video/mp4';
const empty = { news_title: '', news_description: '', news_type: 'news', main_news_image: undefined, other_news_image: [], news_video: undefined, other_news_image_remove: [] } as Input;
const valuesOf = (r: NewsItem) =>
  ({
    news_title: r.news_title ?? '',
    news_description: r.news_description ?? '',
    news_type: r.news_type,
    main_news_image: undefined,
    other_news_image: [],
    news_video: undefined,
    other_news_image_remove: [],
  }) as v.InferInput<typeof NewsItemSchema>;

/**
 * The shared rules, then what the type needs of the files (`newsFilesProblem`, as the server judges it: the stored
 * files not dropped plus the chosen ones), so every error shows at once.
 */
function withFilesRule(base: Resolver<Input, unknown, Values>, record: NewsItem | undefined, text: (key: string) => string): Resolver<Input, unknown, Values> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const type = values.news_type as Values['news_type'];
    if (!NEWS_TYPES.includes(type)) return result;
    const dropped = new Set(values.other_news_image_remove ?? []);
    const problem = newsFilesProblem(type, {
      main: !!values.main_news_image || !!record?.main_news_image,
      others: (record?.other_news_image.filter((f) => !dropped.has(f.id)).length ?? 0) + ((values.other_news_image as File[] | undefined)?.length ?? 0),
      video: type === 'video' && (!!values.news_video || !!record?.news_video),
      videoUploaded: type === 'video' && !!values.news_video,
    });
    if (!problem || result.errors[problem.field]) return result;
    return { values: {}, errors: { ...result.errors, [problem.field]: { type: 'files', message: text(problem.key) } } };
  };
}

export default function NewsItemFormPage() {
  const { t } = useTranslation('news');
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id !== null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const record = useNewsItem(id);
  // the stored record, for the files rule: what is kept counts with what is chosen (the form takes its options anew
  // on each render, so the resolver sees the record once loaded)
  const form = useForm<Input, unknown, Values>({ resolver: withFilesRule(valibotResolver(NewsItemSchema), record.data, (key) => t(`rules.${key}`)), defaultValues: empty });

  useEffect(() => {
    if (record.data) form.reset(valuesOf(record.data));
  }, [record.data, form]);

  const save = useMutation({
    mutationFn: (body: NewsItemInput) => (editing ? updateNewsItem(id, body) : createNewsItem(body)),
    onSuccess: () => invalidateNews(client),
  });

  const type = useWatch({ control: form.control, name: 'news_type' });

  const submit = form.handleSubmit(async (values) => {
    // a video goes with a video item only (one chosen before the type changed stays behind)
    const sent = values.news_type === 'video' ? values : { ...values, news_video: undefined };
    const body = { ...sent, ...(editing && record.data ? { version: record.data.version } : {}) } as NewsItemInput;
    try {
      await save.mutateAsync(body);
      notify('success', t(editing ? 'form.updated' : 'form.created', { name: values.news_title }));
      void navigate('/news');
    } catch (e) {
      if (isApiFailure(e) && e.status === 409) notify('warning', t('form.stale'));
      else if (!applyServerErrors(e, form.setError, FIELDS)) notifyFailure(e);
    }
  });

  const title = editing ? t('titles.edit') : t('titles.create');
  const badId = editing && !(Number.isInteger(id) && id > 0);
  if (badId || (editing && record.isError)) {
    const missing = badId || (isApiFailure(record.error) && record.error.status === 404);
    return (
      <>
        <PageHeader title={title} />
        {missing ? (
          <div className="state-panel state-error" role="alert">
            <p>{t('form.notFound')}</p>
            <Link to="/news" className="p-button p-button-outlined">
              {t('titles.list')}
            </Link>
          </div>
        ) : (
          <LoadFailed error={record.error} title={t('form.loadFailed')} onRetry={() => void record.refetch()} />
        )}
      </>
    );
  }
  const errors = form.formState.errors;

  return (
    <>
      <PageHeader title={editing && record.data ? `${title}: ${record.data.news_title}` : title} />
      <form className="area-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={editing && record.isPending}>
        {editing && record.isPending ? (
          <Skeleton height="10rem" />
        ) : (
          <div className="area-fields">
            <Field id="news-news-title" label={t('fields.news_title')} error={errors.news_title?.message as string | undefined} required>
              <InputText id="news-news-title" invalid={!!errors.news_title} aria-invalid={!!errors.news_title} dir="auto" maxLength={NEWSITEM_TEXT_MAX} {...form.register('news_title')} />
            </Field>
            <Field id="news-news-description" label={t('fields.news_description')} error={errors.news_description?.message as string | undefined} required>
              <InputTextarea
                id="news-news-description"
                invalid={!!errors.news_description}
                aria-invalid={!!errors.news_description}
                dir="auto"
                rows={3}
                autoResize
                maxLength={NEWSITEM_LONG_TEXT_MAX}
                {...form.register('news_description')}
              />
            </Field>
            <Field id="news-news-type" label={t('fields.news_type')} error={errors.news_type?.message as string | undefined} hint={t(`typeHints.${type}`)} required>
              <Controller
                name="news_type"
                control={form.control}
                render={({ field }) => (
                  <Dropdown
                    inputId="news-news-type"
                    value={field.value}
                    options={NEWS_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
                    onChange={(e) => field.onChange(e.value)}
                    onBlur={field.onBlur}
                    pt={{ trigger: { 'aria-label': t('fields.news_type') } }}
                    invalid={!!errors.news_type}
                    aria-invalid={!!errors.news_type}
                  />
                )}
              />
            </Field>
            <Field id="news-main-news-image" label={t('fields.main_news_image')} error={errors.main_news_image?.message as string | undefined} hint={t('hints.image')} required>
              <Controller
                name="main_news_image"
                control={form.control}
                render={({ field }) => (
                  <FilePicker
                    id="news-main-news-image"
                    accept={IMAGE_ACCEPT}
                    value={field.value as File | null | undefined}
                    onChange={(file) => field.onChange(file ?? undefined)}
                    existing={record.data?.main_news_image}
                    invalid={!!errors.main_news_image}
                  />
                )}
              />
            </Field>
            <Field
              id="news-other-news-image"
              label={t('fields.other_news_image')}
              error={errors.other_news_image?.message as string | undefined}
              hint={t(type === 'images' ? 'hints.imagesRequired' : 'hints.images')}
              required={type === 'images'}
            >
              <Controller
                name="other_news_image"
                control={form.control}
                render={({ field }) => (
                  <Controller
                    name="other_news_image_remove"
                    control={form.control}
                    render={({ field: dropped }) => (
                      <FilesPicker
                        id="news-other-news-image"
                        accept={IMAGE_ACCEPT}
                        value={field.value as File[] | undefined}
                        onChange={field.onChange}
                        existing={record.data?.other_news_image}
                        removed={dropped.value as number[] | undefined}
                        onRemovedChange={dropped.onChange}
                        invalid={!!errors.other_news_image}
                      />
                    )}
                  />
                )}
              />
            </Field>
            {type === 'video' && (
              <Field id="news-news-video" label={t('fields.news_video')} error={errors.news_video?.message as string | undefined} hint={t('hints.video')} required>
                <Controller
                  name="news_video"
                  control={form.control}
                  render={({ field }) => (
                    <FilePicker
                      id="news-news-video"
                      accept={VIDEO_ACCEPT}
                      value={field.value as File | null | undefined}
                      onChange={(file) => field.onChange(file ?? undefined)}
                      existing={record.data?.news_video}
                      invalid={!!errors.news_video}
                    />
                  )}
                />
              </Field>
            )}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={t('form.save')} icon="pi pi-check" loading={save.isPending} />
          <Button type="button" label={t('form.cancel')} outlined onClick={() => void navigate('/news')} />
        </div>
      </form>
    </>
  );
}
