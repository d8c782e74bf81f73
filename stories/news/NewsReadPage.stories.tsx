/** A news item as every signed-in user reads it: loading, missing, failed, a gallery item and a video item. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import NewsReadPage from '../../src/features/news/NewsReadPage';
import { FOREVER, ok } from '../support/mockApi';
import { imagesNews, plainNews, videoNews } from './fixtures';

const meta = {
  title: 'News/Reading page',
  component: NewsReadPage,
  parameters: { path: '/news/read/1', route: '/news/read/:id', session: 'provider' },
} satisfies Meta<typeof NewsReadPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// the files answer as bytes would (the stories' API answers JSON; the screen only needs an answer)
const files = { 'GET /files/{id}': { body: {} } };

export const Loading: Story = {
  parameters: { api: { 'GET /general/news/read/{id}': FOREVER } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Missing: Story = {
  parameters: { api: { 'GET /general/news/read/{id}': { status: 404, body: { message: 'الخبر غير موجود' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('الخبر غير موجود')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /العودة إلى الرئيسية/ })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { api: { 'GET /general/news/read/{id}': { status: 500, body: { message: 'هناك مشكلة' } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** An images item: the description and the gallery; a company gets no "Edit". */
export const Gallery: Story = {
  parameters: { api: { 'GET /general/news/read/{id}': ok(imagesNews), ...files } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: imagesNews.news_title })).toBeVisible();
    await expect(canvas.getByText(/تعلن الهيئة بدء تسليم المخيمات/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'الصور' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /الصورة \d من 3/ })).toHaveLength(3));
    await expect(canvas.queryByRole('link', { name: /تعديل/ })).toBeNull();
  },
};

/** A video item: the video with the browser's controls. */
export const Video: Story = {
  parameters: { path: '/news/read/3', api: { 'GET /general/news/read/{id}': ok(videoNews), ...files } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'الفيديو' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('video[controls]')).not.toBeNull());
  },
};

/** A plain item in English, read by staff: "Edit" is theirs. */
export const PlainEnglishStaff: Story = {
  globals: { lang: 'en' },
  parameters: { path: '/news/read/2', session: 'admin', api: { 'GET /general/news/read/{id}': ok(plainNews), ...files } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: plainNews.news_title })).toBeVisible();
    await expect(canvas.getByText('News', { selector: '.news-type' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Edit/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to the dashboard/ })).toBeVisible();
  },
};
