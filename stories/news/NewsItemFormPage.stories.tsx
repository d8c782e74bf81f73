/**
 * News: adding (the type a drop-down; what the type needs of the files asked before the call) and changing (the stored
 * files stand; the server's 422 lands on its field).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import NewsItemFormPage from '../../src/features/news/NewsItemFormPage';
import { ok } from '../support/mockApi';
import { bodyOf, callsTo, expectToast } from '../users/support';
import { imagesNews, videoNews } from './fixtures';

const meta = {
  title: 'News/Form',
  component: NewsItemFormPage,
  parameters: { path: '/news/create', route: '/news/create' },
} satisfies Meta<typeof NewsItemFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, id: string) => canvasElement.ownerDocument.getElementById(id) as HTMLInputElement;
const png = (name = 'camp.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });
const webm = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'briefing.webm', { type: 'video/webm' });

async function chooseType(canvasElement: HTMLElement, label: string) {
  await userEvent.click(canvasElement.querySelector('#news-news-type')!.closest('.p-dropdown')!);
  await userEvent.click(await bodyOf(canvasElement).findByRole('option', { name: label }));
}

/** A video item: the video field shows for it, and is asked for before the call; then the call carries the files. */
export const AddVideo: Story = {
  parameters: { api: { 'POST /general/news/store': { status: 201, body: ok(videoNews, 'تمت إضافة الخبر بنجاح').body } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'إضافة خبر' })).toBeVisible();
    // a plain news item by default: no video field
    await expect(input(canvasElement, 'news-news-video')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('الصورة الرئيسية مطلوبة')).toBeVisible();
    await expect(canvas.getAllByText('هذا الحقل مطلوب')).toHaveLength(2);

    await userEvent.type(input(canvasElement, 'news-news-title'), 'حملة السلامة الوقائية');
    await userEvent.type(input(canvasElement, 'news-news-description'), 'جولات تفتيش على التمديدات الكهربائية');
    await chooseType(canvasElement, 'فيديو');
    await expect(await canvas.findByText('يعرض الخبر فيديو مع نصه: الفيديو مطلوب')).toBeVisible();
    await userEvent.upload(input(canvasElement, 'news-main-news-image'), png());
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('خبر الفيديو يحتاج إلى فيديو')).toBeVisible();
    await expect(callsTo('/general/news/store')).toHaveLength(0);

    await userEvent.upload(input(canvasElement, 'news-news-video'), webm());
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/news/store')).toHaveLength(1));
    const sent = callsTo('/general/news/store')[0]!.body as Record<string, unknown>;
    await expect(sent).toMatchObject({ news_title: 'حملة السلامة الوقائية', news_type: 'video' });
    await expect((sent.news_video as File).name).toBe('briefing.webm');
    await expectToast(canvasElement, 'تمت إضافة الخبر «حملة السلامة الوقائية»');
  },
};

/** An images item needs at least one other image besides the main one. */
export const AddImagesNeedsGallery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /عنوان الخبر/ }), 'صيانة شبكة المياه');
    await userEvent.type(input(canvasElement, 'news-news-description'), 'أعمال صيانة في المربعات الشمالية');
    await chooseType(canvasElement, 'صور');
    await userEvent.upload(input(canvasElement, 'news-main-news-image'), png());
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('خبر الصور يحتاج إلى صورة أخرى واحدة على الأقل')).toBeVisible();
    await expect(callsTo('/general/news/store')).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Add news item' })).toBeVisible();
    await expect(canvas.getByText('A text item with its main image')).toBeVisible();
    await expect(canvas.getByText('A PNG, JPEG or WebP image, up to 2 MB')).toBeVisible();
  },
};

const editing = { path: '/news/update/1', route: '/news/update/:id' };

/** Changing: the stored images stand (no new main image needed); the server's 422 lands on its field. */
export const EditRefused: Story = {
  parameters: {
    ...editing,
    api: {
      'GET /general/news/edit/{id}': ok(imagesNews),
      'POST /general/news/update/{id}': { status: 422, body: { message: 'خطأ في البيانات', errors: { other_news_image: ['يجب أن يكون الملف صورة (PNG أو JPEG أو WebP)'] } } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(input(canvasElement, 'news-news-title').value).toBe(imagesNews.news_title));
    await expect(canvas.getByText('news-1.png')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(callsTo('/general/news/update/1')).toHaveLength(1));
    await expect(callsTo('/general/news/update/1')[0]!.body).toMatchObject({ news_type: 'images', version: '1' });
    await expect(await canvas.findByText('يجب أن يكون الملف صورة (PNG أو JPEG أو WebP)')).toBeVisible();
  },
};

export const EditLoading: Story = {
  parameters: { ...editing, api: { 'GET /general/news/edit/{id}': { delay: Number.POSITIVE_INFINITY } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form[aria-busy="true"]')).not.toBeNull();
  },
};

export const EditMissing: Story = {
  parameters: { ...editing, api: { 'GET /general/news/edit/{id}': { status: 404, body: { message: 'الخبر غير موجود' } } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('الخبر غير موجود')).toBeVisible();
  },
};
